// Top navigation (spec section 2): add your office, control panel, lessor login, tenant
// login, logout, the notifications bell, language switch. On small screens the account actions fold into a
// disclosure panel (a plain toggle: no popover machinery in the first-load bundle).
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { LanguageSwitch } from '@/components/language-switch';
import { SiteLogo } from '@/components/site-logo';
import { roleAllows } from '@/domain/account-roles';
import { openLogin, useSession } from '@/lib/session';
import { preloadLoginModal } from '../login-host';

// The bell (logged in only) is its own small chunk: the public pages' first load stays lean.
const NotificationBell = lazy(() =>
  import('@/features/notifications/bell').then((m) => ({ default: m.NotificationBell })),
);

function Bell() {
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}

// Hovering or focusing a login entry starts fetching the modal, so it opens at once.
const preloadProps = {
  onPointerEnter: () => void preloadLoginModal(),
  onFocus: () => void preloadLoginModal(),
};

interface NavAction {
  id: string;
  label: string;
  run: () => void;
  primary?: boolean;
}

function useNavActions(): NavAction[] {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { isLoggedIn, logout, role } = useSession();
  const addOffice = {
    id: 'add-office',
    label: t('nav.addOffice'),
    run: () => navigate('/addoffice'),
    primary: true,
  };
  if (isLoggedIn) {
    return [
      // A member whose role cannot create offices (reservations, finance) is not offered it.
      ...(roleAllows(role, 'offices', 'post') ? [addOffice] : []),
      { id: 'control-panel', label: t('nav.controlPanel'), run: () => navigate('/dashboard/home') },
      {
        id: 'logout',
        label: t('nav.logout'),
        run: () => {
          logout();
          navigate('/');
        },
      },
    ];
  }
  return [
    addOffice,
    { id: 'lessor-login', label: t('nav.lessorLogin'), run: () => openLogin('lessor') },
    { id: 'tenant-login', label: t('nav.tenantLogin'), run: () => openLogin('tenant') },
  ];
}

export function TopNav() {
  const { t } = useTranslation('common');
  const actions = useNavActions();
  // The menu is open on the page where it was opened, so it closes when the visitor moves
  // on. Derived, not reset by an effect: a tap replayed on the prerendered page while it
  // hydrates (src/app/hydrate.ts) can land before this component's mount effects run, and
  // an effect closing the menu on mount undid it.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  return (
    <Box
      as="header"
      bg="bg"
      borderBottomWidth="1px"
      borderColor="border.muted"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <Container maxW="7xl" py="3">
        <Flex align="center" justify="space-between" gap="4">
          <RouterLink to="/" aria-label={t('nav.home')}>
            <SiteLogo />
          </RouterLink>
          <HStack as="nav" aria-label={t('nav.label')} gap="2" hideBelow="md">
            {actions.map((a) => (
              <Button
                key={a.id}
                size="sm"
                variant={a.primary ? 'solid' : a.id === 'logout' ? 'ghost' : 'outline'}
                colorPalette="brand"
                onClick={a.run}
                {...(a.id.endsWith('-login') ? preloadProps : {})}
                data-testid={`nav-${a.id}`}
              >
                {a.label}
              </Button>
            ))}
            <Bell />
            <LanguageSwitch />
          </HStack>
          <HStack gap="1" hideFrom="md">
            <Bell />
            <LanguageSwitch />
            <Button
              size="sm"
              variant="outline"
              colorPalette="brand"
              aria-expanded={menuOpen}
              aria-controls="mobile-nav"
              onClick={() => {
                void preloadLoginModal();
                setMenuOpen(!menuOpen);
              }}
              data-testid="nav-menu"
            >
              {t('nav.menu')}
            </Button>
          </HStack>
        </Flex>
        {menuOpen && (
          <Stack
            as="nav"
            id="mobile-nav"
            aria-label={t('nav.label')}
            hideFrom="md"
            gap="2"
            pt="3"
            data-testid="nav-mobile"
          >
            {actions.map((a) => (
              <Button
                key={a.id}
                variant={a.primary ? 'solid' : 'outline'}
                colorPalette="brand"
                onClick={() => {
                  setMenuOpen(false);
                  a.run();
                }}
                data-testid={`nav-menu-${a.id}`}
              >
                {a.label}
              </Button>
            ))}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
