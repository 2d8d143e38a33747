// Dashboard layout: top navigation, the dashboard's top links, and the sidebar (a
// horizontally scrolling strip on small screens). Logical properties only, so it
// mirrors itself in Arabic.
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { LoadingOverlay } from '@/components/loading-overlay';
import { useSession } from '@/lib/session';
import { AccessGate } from '../guards/access-gate';
import {
  LESSOR_SIDEBAR,
  LESSOR_TOP_LINKS,
  TENANT_SIDEBAR,
  TENANT_TOP_LINKS,
  type NavLinkItem,
} from './dashboard-nav';
import { TopNav } from './top-nav';

function NavItem({ item, variant }: { item: NavLinkItem; variant: 'side' | 'top' }) {
  const { t } = useTranslation('dashboard');
  return (
    <Box
      asChild
      display="block"
      whiteSpace="nowrap"
      px="3"
      py="2"
      borderRadius="l2"
      fontWeight="bold"
      color="fg.muted"
      _hover={{ bg: 'brand.50', color: 'brand.700' }}
      css={{
        '&[aria-current=page]':
          variant === 'side'
            ? { bg: 'brand.600', color: 'white' }
            : { color: 'brand.700', bg: 'brand.100' },
      }}
    >
      <NavLink to={item.to} end={item.to === '/'}>
        {t(item.key)}
      </NavLink>
    </Box>
  );
}

export function DashboardLayout() {
  const { t } = useTranslation('dashboard');
  const { isBusiness } = useSession();
  const sidebar = isBusiness ? LESSOR_SIDEBAR : TENANT_SIDEBAR;
  const topLinks = isBusiness ? LESSOR_TOP_LINKS : TENANT_TOP_LINKS;
  return (
    <Flex direction="column" minH="100dvh" bg="gray.50">
      <TopNav />
      <Box bg="bg" borderBottomWidth="1px" borderColor="border.muted">
        <Container maxW="7xl">
          <Flex as="nav" aria-label={t('top.label')} gap="1" py="2" overflowX="auto">
            {topLinks.map((item) => (
              <NavItem key={item.to} item={item} variant="top" />
            ))}
          </Flex>
        </Container>
      </Box>
      <Container maxW="7xl" flex="1" py="6">
        <Flex direction={{ base: 'column', lg: 'row' }} gap="6" align="flex-start">
          <Box
            as="aside"
            w={{ base: 'full', lg: '64' }}
            flexShrink={0}
            bg="bg"
            borderRadius="l3"
            borderWidth="1px"
            borderColor="border.muted"
            p="3"
            position={{ lg: 'sticky' }}
            top={{ lg: '24' }}
          >
            <Flex
              as="nav"
              aria-label={t('sidebar.label')}
              direction={{ base: 'row', lg: 'column' }}
              gap="1"
              overflowX={{ base: 'auto', lg: 'visible' }}
            >
              {sidebar.map((item) => (
                <NavItem key={item.to} item={item} variant="side" />
              ))}
            </Flex>
          </Box>
          <Box
            as="main"
            id="main"
            flex="1"
            minW="0"
            w="full"
            bg="bg"
            borderRadius="l3"
            borderWidth="1px"
            borderColor="border.muted"
            p={{ base: '4', md: '6' }}
          >
            <Suspense fallback={<LoadingOverlay />}>
              <AccessGate>
                <Outlet />
              </AccessGate>
            </Suspense>
          </Box>
        </Flex>
      </Container>
    </Flex>
  );
}
