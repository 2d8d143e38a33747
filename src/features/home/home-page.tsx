import { AppDownloadPrompt } from '@/components/app-download-prompt';
import { Deferred } from '@/components/deferred';
import { HomeCategories } from './home-categories';
import { HomeClaims } from './home-claims';
import { HomeHero } from './home-hero';

export function HomePage() {
  return (
    <>
      <HomeHero />
      {/* Below the hero (the LCP element): rendered after the first paint. */}
      <Deferred>
        <HomeCategories />
        <HomeClaims />
        <AppDownloadPrompt />
      </Deferred>
    </>
  );
}
