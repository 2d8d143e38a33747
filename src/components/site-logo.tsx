// The site logo from the general settings, named by the brand from the same settings (one
// brand, never written in the app). While they load, a quiet block of the logo's size
// keeps the header from shifting; the brand name in place of a missing logo has the logo's
// height too (40 px: a 4 px push of the whole page was layout shift 0.016 on desktop `/`).
import { Box } from '@chakra-ui/react/box';
import { Image } from '@chakra-ui/react/image';
import { Text } from '@chakra-ui/react/text';
import { useSiteSettings } from '@/api/site-settings';

export function SiteLogo() {
  const { settings } = useSiteSettings();
  // A block, as the <img> is (Chakra's reset): an inline-block sat on the text baseline and
  // made the header 10 px taller until the settings came (layout shift 0.007-0.035).
  if (!settings) return <Box as="span" display="block" height="10" width="24" />;
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
    <Text
      as="span"
      display="inline-flex"
      alignItems="center"
      height="10"
      fontSize="2xl"
      fontWeight="bold"
      color="brand.700"
    >
      {settings.name}
    </Text>
  );
}
