// The toaster UI (zag's toast machine, dismissable layers, ~12 kB gzip) is not part of
// the first paint: it loads when the first toast is pushed. Toasts pushed before it
// mounts are kept by the store (src/lib/toaster.ts) and shown when it subscribes.
import { lazy, Suspense, useEffect, useState } from 'react';
import { toaster } from '@/lib/toaster';
import { registerLazyRecipes } from '@/theme';

const AppToaster = lazy(() =>
  Promise.all([import('./app-toaster'), registerLazyRecipes()]).then(([m]) => ({
    default: m.AppToaster,
  })),
);

export function LazyAppToaster() {
  const [needed, setNeeded] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (needed) return;
    if (toaster.getVisibleToasts().length > 0) setNeeded(true);
    return toaster.subscribe(() => setNeeded(true));
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
