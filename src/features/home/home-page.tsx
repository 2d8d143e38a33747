import { lazy, Suspense } from 'react';
import { AppDownloadPrompt } from '@/components/app-download-prompt';
import { Deferred } from '@/components/deferred';
import { HomeCategories } from './home-categories';
import { HomeClaims } from './home-claims';
import { HomeHero } from './home-hero';

// Featured spaces and cities come from the backend: their own chunk, after the first paint.
// They come after the sections that need no data: content arriving late is added below
// what is already on screen instead of pushing it down (desktop `/` measured a layout
// shift of 0.39 when they were inserted above the categories).
const HomeFeatured = lazy(() => import('./home-featured'));

export function HomePage() {
  return (
    <>
      <HomeHero />
      {/* Below the hero (the LCP element): rendered after the first paint. */}
      <Deferred>
        <HomeCategories />
        <HomeClaims />
        <Suspense fallback={null}>
          <HomeFeatured />
        </Suspense>
        <AppDownloadPrompt />
      </Deferred>
    </>
  );
}
