// The site logo from the general settings, or the product name while they load. Both are
// the logo's height (40 px), so the header does not grow when the logo replaces the name
// (a 4 px push of the whole page: layout shift 0.016 on desktop `/`).
import { Image } from '@chakra-ui/react/image';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '@/api/site-settings';

export function SiteLogo() {
  const { t } = useTranslation('common');
  const { settings } = useSiteSettings();
  if (settings?.logo) {
    return (
      <Image
        src={settings.logo}
        alt={t('appName')}
        height="10"
        width="auto"
        maxW="40"
        objectFit="contain"
      />
    );
  }
  return (
    <Text
      as="span"
      display="inline-flex"
      alignItems="center"
      height="10"
      fontSize="2xl"
      fontWeight="bold"
      color="brand.700"
    >
      {t('appName')}
    </Text>
  );
}
