// Who may do what inside a lessor account (issue 16: the users of a lessor account). The
// rule is written once, by the contract's operation TAGS: the embedded backend checks it on
// every lessor operation (an operation another feature adds under an existing tag is covered
// at once), and the dashboard's menus and route guard ask the same question for the tag a
// page belongs to. Reading (GET) and writing (any other method) are told apart.
import type { components } from '@/api/generated/apiback';

export type AccountRole = components['schemas']['AccountRole'];
export type MemberRole = components['schemas']['MemberRole'];

/** The contract's operation tags (a test keeps this list equal to openapi/apiback.yaml). */
export const OPERATION_TAGS = [
  'auth',
  'settings',
  'home',
  'search',
  'offices',
  'units',
  'prices',
  'offers',
  'coupons',
  'reservations',
  'payments',
  'invoices',
  'billing',
  'contracts',
  'transfers',
  'statements',
  'payment-methods',
  'reports',
  'calendar',
  'notifications',
  'conversations',
  'profile',
  'favorites',
  'reviews',
  'complaints',
  'users',
  'verification',
  'marketing',
  'subscriptions',
  'pages',
  'places',
] as const;
export type OperationTag = (typeof OPERATION_TAGS)[number];

export type Access = 'read' | 'write';
type Areas = Partial<Record<OperationTag, Access>>;

/**
 * What every member needs whatever the role: their own profile (the session loads it), the
 * dashboard home's figures, notifications, and support requests.
 */
const EVERY_MEMBER: Areas = {
  profile: 'read',
  reports: 'read',
  notifications: 'write',
  complaints: 'write',
};

/**
 * The account's identity is the owner's: the information Nafath verifies and the
 * verification itself are changed by the owner only (a manager reads them).
 */
export const OWNER_ONLY_WRITES: readonly OperationTag[] = ['profile', 'verification'];

/**
 * The roles of members. `manager`: every lessor operation but the owner's identity;
 * `reservations`: orders, the calendar, contracts and the messages with tenants (reading
 * offices and units to show them); `finance`: invoices, bank-transfer confirmations, money transfers, statements and
 * the receiving method. A tag a role does not name is refused: a new tag is the manager's
 * until someone gives it to a role here.
 */
export const ROLE_AREAS: Record<MemberRole, 'all' | Areas> = {
  manager: 'all',
  reservations: {
    ...EVERY_MEMBER,
    reservations: 'write',
    calendar: 'write',
    contracts: 'write',
    conversations: 'write',
    offices: 'read',
    units: 'read',
    reviews: 'read',
  },
  finance: {
    ...EVERY_MEMBER,
    billing: 'write',
    payments: 'write',
    transfers: 'write',
    statements: 'write',
    'payment-methods': 'write',
    subscriptions: 'read',
  },
};

const isRead = (method: string) => ['get', 'head'].includes(method.toLowerCase());

/**
 * May someone with `role` call an operation of `tag` with `method`? No role (an owner, or
 * an account that is not a lessor's) is not limited here.
 */
export function roleAllows(
  role: AccountRole | null | undefined,
  tag: string,
  method: string = 'get',
): boolean {
  if (!role || role === 'owner') return true;
  const read = isRead(method);
  if (!read && (OWNER_ONLY_WRITES as readonly string[]).includes(tag)) return false;
  const areas = ROLE_AREAS[role];
  if (areas === 'all') return true;
  const access = areas[tag as OperationTag];
  if (!access) return false;
  return read || access === 'write';
}

/** The owner cannot be removed, and a user cannot remove themself. */
export function canRemoveUser(
  target: { id: number; role: AccountRole },
  callerId: number | null | undefined,
): boolean {
  return target.role !== 'owner' && target.id !== callerId;
}
