// App-wide providers: Chakra (our system), Ark's locale (fed from i18next, the same
// source that sets <html lang dir>), react-query, the toaster (loaded on the first toast)
// and a last-resort boundary.
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { LocaleProvider } from '@chakra-ui/react/locale';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LazyAppToaster } from '@/components/lazy-app-toaster';
import { ErrorBoundary } from '@/components/error-boundary';
import { useLanguage } from '@/i18n/use-language';
import { createQueryClient } from '@/lib/query-client';
import { system } from '@/theme/system';

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
          <ErrorBoundary>{children}</ErrorBoundary>
          <LazyAppToaster />
        </QueryClientProvider>
      </LanguageLocale>
    </ChakraProvider>
  );
}
