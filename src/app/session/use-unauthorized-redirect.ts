// A 401 anywhere: the API client has already cleared user_token, user_type and userData
// and tells us; send the user to "/" and show "INVALID TOKEN!" (spec sections 4 and 8).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { onUnauthorized } from '@/api/client';
import { markSessionEnded, notifySessionChanged } from '@/lib/session';
import { toaster } from '@/lib/toaster';

export function useUnauthorizedRedirect() {
  const navigate = useNavigate();
  const { t } = useTranslation('errors');
  useEffect(
    () =>
      onUnauthorized(() => {
        markSessionEnded();
        // The 401 can surface while React is rendering (a query settling): act on the
        // next task, so navigation and the toast never run inside a render. The cache drops
        // the ended session's answers itself (use-cache-follows-session.ts).
        setTimeout(() => {
          notifySessionChanged();
          navigate('/', { replace: true });
          toaster.create({ id: 'invalid-token', type: 'error', title: t('invalidToken') });
        }, 0);
      }),
    [navigate, t],
  );
}
