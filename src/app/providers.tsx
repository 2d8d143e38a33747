// App-wide providers: Chakra (our system), Ark's locale (fed from i18next, the same
// source that sets <html lang dir>), react-query, the toaster (loaded on the first toast),
// the ad view the lessor's previews draw (loaded on first use) and a last-resort boundary.
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
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ChakraProvider value={system}>
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
}
