// Tag "subscriptions": the lessor's membership plan. A yearly plan renewed on the
// anniversary of the account's creation, so the dates follow today (never a fixed year
// that would rot into "expired"); the plan's name is answered in the caller's language.
import dayjs from 'dayjs';
import { riyadhDate } from '@/domain';
import { getStore } from '../backend';
import { lessor } from '../lib/auth';
import { ok } from '../lib/http';
import { ownedList } from '../lib/owned';
import { route } from '../lib/route';
import { pad6, pick, type S } from '../serializers/common';

/** The demo lessor (id 2) holds the gold plan; every other lessor the basic one. */
const GOLD_ACCOUNT = 2;

/** The current membership year: from the last anniversary of `since` to the day before the next. */
export function membershipYear(since: string, today: string) {
  const opened = dayjs(since);
  let start = opened.year(dayjs(today).year());
  if (start.format('YYYY-MM-DD') > today) start = start.subtract(1, 'year');
  return {
    start_date: start.format('YYYY-MM-DD'),
    end_date: start.add(1, 'year').subtract(1, 'day').format('YYYY-MM-DD'),
  };
}

export const subscriptionsHandlers = [
  route(
    'get',
    '/user/subscription',
    ({ me, lang }) => {
      const account = me.actingFor;
      const ads = ownedList('offices', { owner_id: account }).filter(
        (o) => o.status === 'published',
      ).length;
      const gold = account === GOLD_ACCOUNT;
      const today = riyadhDate(new Date().toISOString());
      const user = getStore().db.users.findFirst((q) => q.where({ id: account }));
      const year = membershipYear(riyadhDate(user?.created_at ?? new Date().toISOString()), today);
      return ok({
        invoice_number: `SUB-${pad6(account)}`,
        membership_name: gold
          ? pick(lang, 'الباقة الذهبية', 'Gold membership')
          : pick(lang, 'الباقة الأساسية', 'Basic membership'),
        ads_count: ads,
        temporary_upgrades_count: gold ? 3 : 0,
        ...year,
        status: year.end_date >= today ? 'active' : 'expired',
      } satisfies S['Subscription']);
    },
    { auth: lessor },
  ),
];
