// Hosts the one login modal. Its code (forms, OTP input, schemas) and its translations
// are a separate chunk fetched the first time someone asks to log in. In mock mode the
// embedded backend's demo accounts are shown on it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { LoadingOverlay } from '@/components/loading-overlay';
import { i18n } from '@/i18n/i18n';
import { closeLogin, useLoginRequest } from '@/lib/session';
import { registerLazyRecipes } from '@/theme';
import type { DemoAccountHint } from '@/features/auth/demo-accounts-hint';
import type { LoginModal as LoginModalComponent } from '@/features/auth/login-modal';

type LoginModalModule = { default: typeof LoginModalComponent };
let loading: Promise<LoginModalModule> | null = null;

/** Loads the modal's code and texts once; the login buttons call it on hover/focus. */
export function preloadLoginModal(): Promise<LoginModalModule> {
  loading ??= Promise.all([
    import('@/features/auth/login-modal'),
    i18n.loadNamespaces(['auth', 'validation']),
    registerLazyRecipes(),
  ]).then(([m]) => ({ default: m.LoginModal }));
  return loading;
}

const LoginModal = lazy(preloadLoginModal);

function useDemoAccounts(open: boolean) {
  const [accounts, setAccounts] = useState<readonly DemoAccountHint[]>();
  useEffect(() => {
    // Inline env check so a real-backend build folds the mock import away.
    if (!open || accounts || import.meta.env.VITE_API_BASE_URL) return;
    void import('./mock-backend')
      .then((m) => m.getDemoAccounts())
      .then(setAccounts, () => setAccounts([]));
  }, [open, accounts]);
  return accounts;
}

export function LoginHost() {
  const { open, audience } = useLoginRequest();
  const demoAccounts = useDemoAccounts(open);
  if (!open) return null;
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <LoginModal audience={audience} onClose={closeLogin} demoAccounts={demoAccounts} />
    </Suspense>
  );
}
