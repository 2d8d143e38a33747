// Tag "subscriptions": the lessor's membership plan.
import { lessor } from '../lib/auth';
import { ok } from '../lib/http';
import { ownedList } from '../lib/owned';
import { route } from '../lib/route';
import { pad6, type S } from '../serializers/common';

/** The demo lessor (id 2) holds the gold plan; every other lessor the basic one. */
const GOLD_ACCOUNT = 2;

export const subscriptionsHandlers = [
  route(
    'get',
    '/user/subscription',
    ({ me }) => {
      const ads = ownedList('offices', { owner_id: me.actingFor }).filter(
        (o) => o.status === 'published',
      ).length;
      const gold = me.actingFor === GOLD_ACCOUNT;
      return ok({
        invoice_number: `SUB-${pad6(me.actingFor)}`,
        membership_name: gold ? 'الباقة الذهبية' : 'الباقة الأساسية',
        ads_count: ads,
        temporary_upgrades_count: gold ? 3 : 0,
        start_date: '2026-01-01',
        end_date: '2026-12-31',
        status: 'active' as const,
      } satisfies S['Subscription']);
    },
    { auth: lessor },
  ),
];
