// Dashboard home (the "information page"): a greeting, the lessor's figures, and the
// shortcuts a tenant needs. The other widgets of the spec (sales, reports, transfers,
// reviews, orders, complaints, upcoming tenants) come with their own screens.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSession, type Profile } from '@/lib/session';
import { LessorFigures } from './lessor-figures';

function displayName(user: Profile | null): string {
  if (!user) return '';
  if (user.account_type === 'bussines') return user.full_name;
  return [user.first_name, user.last_name].filter(Boolean).join(' ');
}

const TENANT_LINKS = [
  { to: '/dashboard/contracts/invoice-tenant', key: 'sidebar.myInvoices' },
  { to: '/dashboard/notifications', key: 'sidebar.notifications' },
  { to: '/dashboard/my_info', key: 'sidebar.myInfo' },
  { to: '/features', key: 'top.deals' },
];

export function DashboardHomePage() {
  const { t } = useTranslation('dashboard');
  const { isBusiness, user } = useSession();
  const name = displayName(user);
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
          {TENANT_LINKS.map((l) => (
            <Button key={l.to} asChild variant="outline" colorPalette="brand">
              <RouterLink to={l.to}>{t(l.key)}</RouterLink>
            </Button>
          ))}
        </HStack>
      )}
    </Stack>
  );
}
