// Title, description, keywords and icon from the general site settings, in the current
// language; a route may prefix its own title (handle.titleKey).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '@/lib/feature-routes';
import { useSiteSettings } from '@/api/site-settings';

function setMeta(name: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.appendChild(el);
  }
  el.content = content;
}

function setIcon(href: string) {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!el) {
    el = document.createElement('link');
    el.rel = 'icon';
    document.head.appendChild(el);
  }
  if (el.href !== href) {
    el.removeAttribute('type');
    el.href = href;
  }
}

export function DocumentHead() {
  const { t } = useTranslation();
  const { settings } = useSiteSettings();
  const matches = useMatches();
  const titleKey = [...matches]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.titleKey)
    .find(Boolean);
  const pageTitle = titleKey ? t(titleKey) : '';
  // Until the settings arrive (or when they have no title) the tagline names the site: a
  // document is never without a title, which screen readers announce on every page.
  const siteTitle = settings?.title || t('tagline');

  useEffect(() => {
    document.title = [pageTitle, siteTitle].filter(Boolean).join(' | ');
  }, [pageTitle, siteTitle]);

  useEffect(() => {
    if (!settings) return;
    setMeta('description', settings.description);
    setMeta('keywords', settings.keywords);
    if (settings.icon) setIcon(settings.icon);
  }, [settings]);

  return null;
}
