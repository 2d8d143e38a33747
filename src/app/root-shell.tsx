// The element above every route: session start-up, the 401 handler, the document head
// from the site settings, and the lazily loaded login modal.
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LoadingOverlay } from '@/components/loading-overlay';
import { DocumentHead } from './document-head';
import { LoginHost } from './login-host';
import { useSessionBootstrap } from './session/use-session-bootstrap';
import { useUnauthorizedRedirect } from './session/use-unauthorized-redirect';

export function RootShell() {
  useSessionBootstrap();
  useUnauthorizedRedirect();
  return (
    <>
      <DocumentHead />
      <ScrollRestoration />
      <Suspense fallback={<LoadingOverlay />}>
        <Outlet />
      </Suspense>
      <LoginHost />
    </>
  );
}
