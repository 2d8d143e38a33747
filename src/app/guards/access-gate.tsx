// Role rules (spec section 6), applied where the screen would render so the layout stays:
// business-only areas refuse an ordinary account; an ordinary account trying to add real
// estate is invited to create a business account; tenant-only pages refuse a lessor; a
// member of a lessor account opens only the areas its role may read (the same rule as the
// menus: src/lib/nav-registry.ts), and a page that writes (add office, add unit) only when
// its role may write there (the backend's rule, src/domain/account-roles.ts). Until the
// backend has answered who the stored token is (the account type never comes from storage),
// such a page waits, or offers a retry when the answer failed.
import { Button } from '@chakra-ui/react/button';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { AccessNotice } from '@/components/access-notice';
import { ErrorFallback } from '@/components/error-fallback';
import { LoadingOverlay } from '@/components/loading-overlay';
import type { RouteAccess, RouteHandle } from '@/lib/feature-routes';
import { roleAllows } from '@/domain/account-roles';
import { roleSees } from '@/lib/nav-registry';
import { openLogin, useSession } from '@/lib/session';
import { SESSION_PROFILE_KEY } from '../session/use-session-bootstrap';

function nearest<K extends keyof RouteHandle>(handles: unknown[], key: K): RouteHandle[K] {
  for (let i = handles.length - 1; i >= 0; i--) {
    const value = (handles[i] as RouteHandle | undefined)?.[key];
    if (value) return value;
  }
  return undefined;
}

export function AccessGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('errors');
  const matches = useMatches();
  const client = useQueryClient();
  const { isLoggedIn, isBusiness, role, checking, profileFailed } = useSession();
  const handles = matches.map((m) => m.handle);
  const access: RouteAccess = nearest(handles, 'access') ?? 'any';
  const area = nearest(handles, 'area');
  if (isLoggedIn && checking && (area || access !== 'any')) {
    if (!profileFailed) return <LoadingOverlay />;
    const retry = () => void client.invalidateQueries({ queryKey: SESSION_PROFILE_KEY });
    return <ErrorFallback onRetry={retry} />;
  }
  if (isLoggedIn && isBusiness && (area || access === 'business')) {
    if (!roleSees(role, area)) return <AccessNotice message={t('roleForbidden')} />;
    if (nearest(handles, 'writes') && !roleAllows(role, area ?? '', 'post'))
      return <AccessNotice message={t('roleCannotAddRealEstate')} />;
  }
  if (!isLoggedIn || access === 'any') return children;

  if (access === 'business' && !isBusiness) {
    const addingRealEstate = matches.some((m) => /^\/add(office|unit)\b/.test(m.pathname));
    if (addingRealEstate) {
      return (
        <AccessNotice
          message={t('createBusinessAccount.title')}
          action={
            <Button
              colorPalette="brand"
              // The tenant stays signed in: the modal switches the session only once a
              // business number is verified (clearing it first silently logged them out).
              onClick={() => openLogin('business')}
            >
              {t('createBusinessAccount.action')}
            </Button>
          }
        />
      );
    }
    return <AccessNotice message={t('lessorOnly')} />;
  }
  if (access === 'ordinary' && isBusiness) {
    return <AccessNotice message={t('tenantOnly')} />;
  }
  return children;
}
