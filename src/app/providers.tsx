// App-wide providers: Chakra (our system), Ark's locale (fed from i18next, the same
// source that sets <html lang dir>), react-query, the toaster (loaded on the first toast),
// the ad view the lessor's previews draw (loaded on first use) and a last-resort boundary.
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { LocaleProvider } from '@chakra-ui/react/locale';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, useState, type ReactNode } from 'react';
import { LazyAppToaster } from '@/components/lazy-app-toaster';
import { ErrorBoundary } from '@/components/error-boundary';
import { OfficeAdProvider } from '@/components/office-ad-context';
import { i18n } from '@/i18n/i18n';
import { useLanguage } from '@/i18n/use-language';
import { createQueryClient } from '@/lib/query-client';
import { registerLazyRecipes } from '@/theme';
import { withoutGlobalStyles } from '@/theme/server-styles';
import { system } from '@/theme/system';

/** The public details page's ad, for the lessor's previews (its code, texts and recipes). */
const OfficeAd = lazy(() =>
  Promise.all([
    import('@/features/office-details/office-ad'),
    i18n.loadNamespaces(['office-details', 'policies']),
    registerLazyRecipes(),
  ]).then(([m]) => ({ default: m.OfficeAd })),
);

function LanguageLocale({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  return <LocaleProvider locale={language === 'ar' ? 'ar-SA' : 'en-US'}>{children}</LocaleProvider>;
}

export function AppProviders({
  children,
  queryClient,
  serverStyles,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /**
   * The browser's cache of the server's style tags (src/theme/server-styles.ts): the page's
   * global CSS is in them, so Chakra's <Global> blocks are left out.
   */
  serverStyles?: EmotionCache | null;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [sys] = useState(() => (serverStyles ? withoutGlobalStyles(system) : system));
  const app = (
    <ChakraProvider value={sys}>
      <LanguageLocale>
        <QueryClientProvider client={client}>
          <OfficeAdProvider value={OfficeAd}>
            <ErrorBoundary>{children}</ErrorBoundary>
          </OfficeAdProvider>
          <LazyAppToaster />
        </QueryClientProvider>
      </LanguageLocale>
    </ChakraProvider>
  );
  return serverStyles ? <CacheProvider value={serverStyles}>{app}</CacheProvider> : app;
}
