// What the contract routes (./routes.tsx, ./dashboard-routes.tsx) load with their screens.
import { i18n, whenI18nReady } from '@/i18n/i18n';
import { LANGUAGES } from '@/i18n/languages';

export const NS = ['contracts', 'table', 'wizard', 'validation'];
export const business = 'business' as const;

/**
 * Screens that show both languages side by side (previews, the printed contract): the
 * namespaces first (they join the list i18next keeps), then both languages of that list.
 */
export const bothLanguages =
  <M>(load: () => Promise<M>) =>
  async () => {
    const [m] = await Promise.all([
      load(),
      whenI18nReady()
        .then(() => i18n.loadNamespaces(NS))
        .then(() => i18n.loadLanguages([...LANGUAGES])),
    ]);
    return m;
  };
