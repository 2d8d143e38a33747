// Toggles between Arabic and English; the label is the OTHER language, in that language,
// and it is also the button's accessible name.
import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';

export function LanguageSwitch(props: ButtonProps) {
  const { t } = useTranslation('common');
  const { language, setLanguage } = useLanguage();
  const next = language === 'ar' ? 'en' : 'ar';
  return (
    <Button
      variant="ghost"
      size="sm"
      lang={next}
      // The accessible name is the visible word (WCAG 2.5.3 label in name: a voice user
      // says "English"); what it does is its description.
      title={t('nav.switchLanguage')}
      onClick={() => void setLanguage(next)}
      data-testid="language-switch"
      {...props}
    >
      {next === 'ar' ? 'العربية' : 'English'}
    </Button>
  );
}
