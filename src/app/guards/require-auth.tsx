// Protected routes (dashboard/*, addoffice, addunit): without a stored token the user
// goes to "/" and the login modal opens there.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router-dom';
import { openLogin, useSession, type LoginAudience } from '@/lib/session';
import { toaster } from '@/lib/toaster';

export function RequireAuth({ audience }: { audience: LoginAudience }) {
  const { isLoggedIn } = useSession();
  if (isLoggedIn) return <Outlet />;
  return <RedirectToLogin audience={audience} />;
}

function RedirectToLogin({ audience }: { audience: LoginAudience }) {
  const { t } = useTranslation('errors');
  useEffect(() => {
    toaster.create({ id: 'login-required', type: 'info', title: t('loginToContinue') });
    openLogin(audience);
  }, [audience, t]);
  return <Navigate to="/" replace />;
}
