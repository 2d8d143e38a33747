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

function RedirectToLogin({ audience }: { audience: LoginAudience }) {
  const { t } = useTranslation('errors');
  useEffect(() => {
    // Leaving after a logout or a 401 is not a request to log in.
    if (sessionJustEnded()) return;
    // Next task: the toaster flushes synchronously, which React forbids inside an effect.
    const id = setTimeout(() => {
      toaster.create({ id: 'login-required', type: 'info', title: t('loginToContinue') });
      openLogin(audience);
    }, 0);
    return () => clearTimeout(id);
  }, [audience, t]);
  return <Navigate to="/" replace />;
}
