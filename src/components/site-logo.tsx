// The site logo from the general settings, or the product name while they load.
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
    <Text as="span" fontSize="2xl" fontWeight="bold" color="brand.700">
      {t('appName')}
    </Text>
  );
}
