// The element above every route: session start-up, the cache following the session and
// the language, the 401 handler, the document head
// from the site settings, the offline banner, the lazily loaded login modal and the
// question before leaving a page while a file uploads.
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LoadingOverlay } from '@/components/loading-overlay';
import { OfflineBanner } from '@/components/offline-banner';
import { UploadNavigationGuard } from '@/components/upload-guard';
import { DocumentHead } from './document-head';
import { LocationMarker } from './location-marker';
import { LoginHost } from './login-host';
import { useCacheFollowsSession } from './session/use-cache-follows-session';
import { useSessionBootstrap } from './session/use-session-bootstrap';
import { useUnauthorizedRedirect } from './session/use-unauthorized-redirect';

export function RootShell() {
  useSessionBootstrap();
  useCacheFollowsSession();
  useUnauthorizedRedirect();
  return (
    <>
      <DocumentHead />
      <ScrollRestoration />
      <Suspense fallback={<LoadingOverlay />}>
        <Outlet />
        <LocationMarker />
      </Suspense>
      <LoginHost />
      <OfflineBanner />
      <UploadNavigationGuard />
    </>
  );
}
