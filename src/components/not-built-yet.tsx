// One reusable notice for a route whose screen comes in a later issue: the real layout
// around it, an honest message, no fake content.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { VStack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { StatusIcon } from './status';
import { Link as RouterLink, useLocation } from 'react-router-dom';

export function NotBuiltYet({ titleKey }: { titleKey?: string }) {
  const { t } = useTranslation('common');
  // Inside the dashboard the way back is the dashboard, not the public home page.
  const inDashboard = useLocation().pathname.startsWith('/dashboard');
  return (
    <Box py={{ base: '12', md: '20' }} px="4" data-testid="not-built-yet">
      <VStack gap="4" textAlign="center" maxW="lg" mx="auto">
        <StatusIcon name="tools" />
        <Heading as="h1" size="xl">
          {titleKey ? t(titleKey) : t('notBuilt.title')}
        </Heading>
        <Text color="fg.muted">{t('notBuilt.body')}</Text>
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to={inDashboard ? '/dashboard/home' : '/'}>
            {t(inDashboard ? 'notBuilt.dashboard' : 'notBuilt.home')}
          </RouterLink>
        </Button>
      </VStack>
    </Box>
  );
}
