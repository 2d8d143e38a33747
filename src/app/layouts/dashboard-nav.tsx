// The dashboard's menus (spec section 2: the lessor's sidebar and top links, the bills
// sub-tabs; the tenant's own areas), drawn from the links the registered routes declare
// (see NavEntry in src/lib/feature-routes.ts): an unbuilt page has no link anywhere.
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import type { AccountRole } from '@/domain/account-roles';
import type { NavAudience, NavMenu } from '@/lib/feature-routes';
import { navMenu, type NavLink } from '@/lib/nav-registry';

const ACTIVE = {
  side: { bg: 'brand.600', color: 'white' },
  top: { color: 'brand.700', bg: 'brand.100' },
  tabs: { color: 'brand.800', borderColor: 'brand.600' },
} as const;

function NavItem({ link, variant }: { link: NavLink; variant: keyof typeof ACTIVE }) {
  const { t } = useTranslation('dashboard');
  const tabs = variant === 'tabs';
  return (
    <Box
      asChild
      display="block"
      whiteSpace="nowrap"
      px="3"
      py="2"
      borderRadius={tabs ? undefined : 'l2'}
      borderBottomWidth={tabs ? '2px' : undefined}
      borderColor="transparent"
      fontWeight="bold"
      color="fg.muted"
      _hover={{ bg: 'brand.50', color: 'brand.700' }}
      css={{ '&[aria-current=page]': ACTIVE[variant] }}
    >
      <RouterNavLink to={link.to} end={link.to === '/'}>
        {t(link.label)}
      </RouterNavLink>
    </Box>
  );
}

export function DashboardMenu(props: {
  menu: NavMenu;
  audience: NavAudience;
  /** The caller's role in a lessor account: links to areas it may not read are left out. */
  role?: AccountRole | null;
  variant: keyof typeof ACTIVE;
  direction?: 'row' | { base: 'row'; lg: 'column' };
}) {
  const { t } = useTranslation('dashboard');
  const links = navMenu(props.menu, props.audience, props.role);
  if (!links.length) return null;
  return (
    <Flex
      as="nav"
      aria-label={t(`menus.${props.menu}`)}
      direction={props.direction ?? 'row'}
      gap="1"
      overflowX={props.variant === 'side' ? { base: 'auto', lg: 'visible' } : 'auto'}
      borderBottomWidth={props.variant === 'tabs' ? '1px' : undefined}
      borderColor="border.muted"
      data-testid={`menu-${props.menu}`}
    >
      {links.map((link) => (
        <NavItem key={link.to} link={link} variant={props.variant} />
      ))}
    </Flex>
  );
}

/** Section tabs (e.g. bills) above the page when the current page belongs to that section. */
export function SectionTabs({
  menu,
  audience,
  role,
}: {
  menu: NavMenu;
  audience: NavAudience;
  role?: AccountRole | null;
}) {
  const { pathname } = useLocation();
  const inSection = navMenu(menu, audience, role).some(
    (l) => pathname === l.to || pathname.startsWith(`${l.to}/`),
  );
  if (!inSection) return null;
  return (
    <Box mb="5">
      <DashboardMenu menu={menu} audience={audience} role={role} variant="tabs" />
    </Box>
  );
}
