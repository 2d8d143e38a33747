import { lazy, Suspense } from 'react';
import { AppDownloadPrompt } from '@/components/app-download-prompt';
import { Deferred } from '@/components/deferred';
import { HomeCategories } from './home-categories';
import { HomeClaims } from './home-claims';
import { HomeHero } from './home-hero';

// Featured spaces and cities come from the backend: their own chunk, after the first paint.
const HomeFeatured = lazy(() => import('./home-featured'));

export function HomePage() {
  return (
    <>
      <HomeHero />
      {/* Below the hero (the LCP element): rendered after the first paint. */}
      <Deferred>
        <Suspense fallback={null}>
          <HomeFeatured />
        </Suspense>
        <HomeCategories />
        <HomeClaims />
        <AppDownloadPrompt />
      </Deferred>
    </>
  );
}
