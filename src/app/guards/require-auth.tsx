// Protected routes (dashboard/*, addoffice, addunit): without a stored token the user
// goes to "/" and the login modal opens there.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router-dom';
import { openLogin, sessionJustEnded, useSession, type LoginAudience } from '@/lib/session';
import { toaster } from '@/lib/toaster';

export function RequireAuth({ audience }: { audience: LoginAudience }) {
  const { isLoggedIn } = useSession();
  if (isLoggedIn) return <Outlet />;
  return <RedirectToLogin audience={audience} />;
}

// One pending request at a time (StrictMode runs the effect twice).
let pending: ReturnType<typeof setTimeout> | undefined;

function RedirectToLogin({ audience }: { audience: LoginAudience }) {
  const { t } = useTranslation('errors');
  useEffect(() => {
    // Leaving after a logout or a 401 is not a request to log in.
    if (sessionJustEnded() || pending !== undefined) return;
    // Next task: the toaster flushes synchronously, which React forbids inside an effect.
    // Not cancelled on unmount: <Navigate> below unmounts this at once when "/" renders
    // without waiting for anything (the home page is in the entry chunk).
    pending = setTimeout(() => {
      pending = undefined;
      toaster.create({ id: 'login-required', type: 'info', title: t('loginToContinue') });
      openLogin(audience);
    }, 0);
  }, [audience, t]);
  return <Navigate to="/" replace />;
}
