import { AppDownloadPrompt } from '@/components/app-download-prompt';
import { HomeCategories } from './home-categories';
import { HomeClaims } from './home-claims';
import { HomeHero } from './home-hero';

export function HomePage() {
  return (
    <>
      <HomeHero />
      <HomeCategories />
      <HomeClaims />
      <AppDownloadPrompt />
    </>
  );
}
