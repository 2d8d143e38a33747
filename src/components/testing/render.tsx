// Test-only render helper for the engines and the engine-driven features: Chakra, a fresh
// query client, a memory router and an i18n instance loaded with every locale file.
import type { ReactElement } from 'react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next, { type Resource, type ResourceKey } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Language } from '@/i18n/languages';

const files = import.meta.glob<ResourceKey>('../../i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});

function resources(): Resource {
  const out: Resource = {};
  for (const [path, json] of Object.entries(files)) {
    const m = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (!m) continue;
    (out[m[1]] ??= {})[m[2]] = json;
  }
  return out;
}

export async function testI18n(lng: Language = 'en') {
  // Not `.use(initReactI18next)`: that makes this instance react-i18next's global one, and
  // the unit tests share one module graph per worker, so the app's own instance (which
  // the shell tests render with) would stay replaced for the files that follow. The
  // screens get this instance from <I18nextProvider> below.
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    fallbackLng: 'ar',
    resources: resources(),
    interpolation: { escapeValue: false },
  });
  return i18n;
}

export async function renderWithProviders(
  ui: ReactElement,
  opts: { lng?: Language; path?: string; route?: string } = {},
) {
  const i18n = await testI18n(opts.lng ?? 'en');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const element = opts.route ? (
    <Routes>
      <Route path={opts.route} element={ui} />
    </Routes>
  ) : (
    ui
  );
  const result = render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[opts.path ?? '/']}>{element}</MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
  return { ...result, i18n, client };
}
