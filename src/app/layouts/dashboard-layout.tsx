// Dashboard layout: top navigation, the dashboard's top links, and the sidebar (a
// horizontally scrolling strip on small screens). Logical properties only, so it
// mirrors itself in Arabic.
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingOverlay } from '@/components/loading-overlay';
import { useSession } from '@/lib/session';
import { AccessGate } from '../guards/access-gate';
import { DashboardMenu, SectionTabs } from './dashboard-nav';
import { TopNav } from './top-nav';

export function DashboardLayout() {
  const { accountType, audience, role } = useSession();
  // The menus wait for the backend's word on the account type (never storage's).
  return (
    <Flex direction="column" minH="100dvh" bg="gray.50">
      <TopNav />
      <Box bg="bg" borderBottomWidth="1px" borderColor="border.muted">
        <Container maxW="7xl">
          <Box py="2">
            {accountType && (
              <DashboardMenu menu="top" audience={audience} role={role} variant="top" />
            )}
          </Box>
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
            {accountType && (
              <DashboardMenu
                menu="sidebar"
                audience={audience}
                role={role}
                variant="side"
                direction={{ base: 'row', lg: 'column' }}
              />
            )}
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
            <SectionTabs menu="bills" audience={audience} role={role} />
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
