// The site logo from the general settings, named by the brand from the same settings (one
// brand, never written in the app). While they load, a quiet block of the logo's size
// keeps the header from shifting.
import { Box } from '@chakra-ui/react/box';
import { Image } from '@chakra-ui/react/image';
import { Text } from '@chakra-ui/react/text';
import { useSiteSettings } from '@/api/site-settings';

export function SiteLogo() {
  const { settings } = useSiteSettings();
  if (!settings) return <Box as="span" display="inline-block" height="10" width="24" />;
  if (settings.logo) {
    return (
      <Image
        src={settings.logo}
        alt={settings.name}
        height="10"
        width="auto"
        maxW="40"
        objectFit="contain"
      />
    );
  }
  return (
    <Text as="span" fontSize="2xl" fontWeight="bold" color="brand.700">
      {settings.name}
    </Text>
  );
}
