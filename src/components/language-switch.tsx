// Toggles between Arabic and English; the label is the OTHER language, in that language,
// and it is also the link's accessible name. A link to this page with `?lng=` (the server
// renders each page in the language it asks for), so it works before the script, or
// without it; with the script it switches in place.
import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useLanguage } from '@/i18n/use-language';

export function LanguageSwitch(props: ButtonProps) {
  const { t } = useTranslation('common');
  const { language, setLanguage } = useLanguage();
  const { pathname, search, hash } = useLocation();
  const next = language === 'ar' ? 'en' : 'ar';
  const params = new URLSearchParams(search);
  params.set('lng', next);
  return (
    <Button
      asChild
      variant="ghost"
      size="sm"
      lang={next}
      // The accessible name is the visible word (WCAG 2.5.3 label in name: a voice user
      // says "English"); what it does is its description.
      title={t('nav.switchLanguage')}
      data-testid="language-switch"
      {...props}
    >
      <a
        href={`${pathname}?${params.toString()}${hash}`}
        hrefLang={next}
        onClick={(e) => {
          e.preventDefault();
          void setLanguage(next);
        }}
      >
        {next === 'ar' ? 'العربية' : 'English'}
      </a>
    </Button>
  );
}
