// The lessor's dashboard navigation (spec section 2): sidebar and top links. Tenants get
// the areas open to them (their invoices, profile, notifications, support).
export interface NavLinkItem {
  to: string;
  key: string;
}

export const LESSOR_SIDEBAR: NavLinkItem[] = [
  { to: '/dashboard/home', key: 'sidebar.dashboard' },
  { to: '/dashboard/reservations', key: 'sidebar.orders' },
  { to: '/dashboard/reports', key: 'sidebar.reports' },
  { to: '/dashboard/prices/main', key: 'sidebar.prices' },
  { to: '/dashboard/transactions', key: 'sidebar.transfers' },
  { to: '/dashboard/contracts/rent-contract', key: 'sidebar.contracts' },
  { to: '/dashboard/home/unit-settings', key: 'sidebar.unitSettings' },
  { to: '/dashboard/my_info', key: 'sidebar.myInfo' },
];

export const LESSOR_TOP_LINKS: NavLinkItem[] = [
  { to: '/', key: 'top.home' },
  { to: '/dashboard/calendar', key: 'top.calendar' },
  { to: '/dashboard/reservations', key: 'top.orders' },
  { to: '/dashboard/properties', key: 'top.myOffices' },
  { to: '/dashboard/transactions', key: 'top.transactions' },
  { to: '/dashboard/prices/main', key: 'top.prices' },
];

export const TENANT_SIDEBAR: NavLinkItem[] = [
  { to: '/dashboard/home', key: 'sidebar.dashboard' },
  { to: '/dashboard/contracts/invoice-tenant', key: 'sidebar.myInvoices' },
  { to: '/dashboard/notifications', key: 'sidebar.notifications' },
  { to: '/dashboard/supports', key: 'sidebar.supports' },
  { to: '/dashboard/my_info', key: 'sidebar.myInfo' },
];

export const TENANT_TOP_LINKS: NavLinkItem[] = [
  { to: '/', key: 'top.home' },
  { to: '/features', key: 'top.deals' },
];
