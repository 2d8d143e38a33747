// The prompt to download the mobile app (spec section 1). Store links come from the
// general site settings; a store without a link is not shown (never a made-up address),
// and with no store link at all the prompt is not shown.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '@/api/site-settings';

export function AppDownloadPrompt() {
  const { t } = useTranslation('common');
  const { settings } = useSiteSettings();
  const stores = [
    { id: 'ios', label: t('appPrompt.appStore'), href: settings?.appStoreUrl },
    { id: 'android', label: t('appPrompt.googlePlay'), href: settings?.googlePlayUrl },
  ].filter((s): s is { id: string; label: string; href: string } => Boolean(s.href));
  if (stores.length === 0) return null;
  return (
    <Box
      as="section"
      aria-labelledby="app-download"
      py={{ base: '10', md: '14' }}
      data-testid="app-download-prompt"
    >
      <Container maxW="7xl">
        <Stack
          direction={{ base: 'column', md: 'row' }}
          gap="6"
          align={{ md: 'center' }}
          justify="space-between"
          bg="brand.800"
          color="white"
          borderRadius="l3"
          p={{ base: '6', md: '10' }}
        >
          <Box>
            <Heading id="app-download" as="h2" size="xl" mb="2">
              {t('appPrompt.title')}
            </Heading>
            <Text color="brand.100">{t('appPrompt.body')}</Text>
          </Box>
          <HStack gap="3" wrap="wrap">
            {stores.map((s) => (
              <Button key={s.id} asChild bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
                <a href={s.href} target="_blank" rel="noreferrer">
                  {s.label}
                </a>
              </Button>
            ))}
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
