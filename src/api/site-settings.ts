// General site settings (GET user/settings/general): the brand, title, description,
// keywords, icon and logo in the current language, file paths already prefixed with the
// file host. The brand is never written in the app: it is the settings' name.
import type { components } from './generated/apiback';
import { $api } from './query';
import { useLanguage } from '@/i18n/use-language';
import { markupHad } from '@/lib/markup-queries';
import { useHydrated } from '@/lib/use-hydrated';

type GeneralSettings = components['schemas']['GeneralSettings'];

export interface SiteSettings {
  /** The brand ("مكتبي", "Maktabi"). */
  name: string;
  title: string;
  description: string;
  keywords: string;
  icon?: string;
  logo?: string;
  appStoreUrl?: string;
  googlePlayUrl?: string;
}

/** Joins the file host and a stored path without doubling or losing the slash. */
export function fileUrl(host: string | undefined, path: string | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  if (!host) return `/${path}`;
  return `${host.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function localiseSettings(
  s: GeneralSettings,
  language: components['schemas']['Lang'],
): SiteSettings {
  return {
    name: language === 'ar' ? s.site_name_ar : s.site_name_en,
    title: language === 'ar' ? s.site_title_ar : s.site_title_en,
    description: language === 'ar' ? s.site_desc_ar : s.site_desc_en,
    keywords: language === 'ar' ? s.site_keywords_ar : s.site_keywords_en,
    icon: fileUrl(s.file_host, s.icon_browser),
    logo: fileUrl(s.file_host, s.logo),
    // Known call: a real backend may send null for an optional field (spec: no format shown).
    appStoreUrl: s.app_store_url ?? undefined,
    googlePlayUrl: s.play_store_url ?? undefined,
  };
}

const SETTINGS = $api.queryOptions('get', '/apiBack/v1/user/settings/general');

/**
 * The settings in the current language. While a part of a page hydrates, they are what its
 * markup was made from (the page server's answer, or none in a build-time prerender): an
 * answer that another part asked for must not show in this part's hydration render
 * (src/lib/markup-queries.ts). They are asked for once the part is hydrated.
 */
export function useSiteSettings() {
  const { language } = useLanguage();
  const hydrated = useHydrated();
  const query = $api.useQuery('get', '/apiBack/v1/user/settings/general', undefined, {
    select: (r) => r.data,
    staleTime: 30 * 60_000,
    enabled: hydrated,
  });
  const data = hydrated || markupHad(SETTINGS.queryKey) ? query.data : undefined;
  return { settings: data ? localiseSettings(data, language) : undefined, query };
}
