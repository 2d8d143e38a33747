// Dashboard home (the "information page"): a greeting, the lessor's figures, and the widgets
// the features registered for this account type (src/lib/dashboard-widgets.ts), each in the
// shared frame. A tenant also gets shortcuts to their own areas (the sidebar's links).
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { WidgetFrame } from '@/components/widget-frame';
import { dashboardWidgets } from '@/lib/dashboard-widgets';
import { navMenu } from '@/lib/nav-registry';
import { isBusinessProfile } from '@/domain';
import { useSession, type Profile } from '@/lib/session';
import { LessorFigures } from './lessor-figures';

function displayName(user: Profile | null): string {
  if (!user) return '';
  if (isBusinessProfile(user)) return user.full_name;
  return [user.first_name, user.last_name].filter(Boolean).join(' ');
}

export function DashboardHomePage() {
  const { t } = useTranslation('dashboard');
  const { isBusiness, audience, user, role } = useSession();
  const name = displayName(user);
  const widgets = dashboardWidgets(audience, role);
  const shortcuts = navMenu('sidebar', audience, role).filter((l) => l.to !== '/dashboard/home');
  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" size="2xl" mb="1">
          {name ? t('home.greeting', { name }) : t('home.title')}
        </Heading>
        <Text color="fg.muted">{isBusiness ? t('home.lessorIntro') : t('home.tenantIntro')}</Text>
      </Box>
      {isBusiness ? (
        <LessorFigures />
      ) : (
        <HStack gap="3" wrap="wrap">
          {shortcuts.map((l) => (
            <Button key={l.to} asChild variant="outline" colorPalette="brand">
              <RouterLink to={l.to}>{t(l.label)}</RouterLink>
            </Button>
          ))}
        </HStack>
      )}
      {widgets.length > 0 && (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" data-testid="dashboard-widgets">
          {widgets.map((w) => (
            <WidgetFrame key={w.id} widget={w} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
