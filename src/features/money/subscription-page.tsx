// The lessor's subscription details (spec section 2): invoice number, membership name,
// number of ads, number of temporary upgrades, start and end dates; printable.
import { $api } from '@/api/query';
import type { components } from '@/api/generated/apiback';
import { defineStatuses } from '@/components/status';
import { defineDocument, DocumentPage } from '@/engines/document';

const subscriptionStatuses = defineStatuses<components['schemas']['Subscription']['status']>(
  'statuses',
  { active: 'success', expired: 'danger' },
);

const subscriptionDocument = defineDocument({
  ns: 'subscription',
  // One subscription per account: no id in the address.
  query: () => $api.queryOptions('get', '/apiBack/v1/user/subscription'),
  backTo: '/dashboard/home',
  view: (s) => ({
    title: { label: 'documentTitle', text: s.membership_name },
    status: { statuses: subscriptionStatuses, value: s.status },
    meta: {
      items: [
        { key: 'invoice_number', value: s.invoice_number, kind: 'ltr' },
        { key: 'membership_name', value: s.membership_name },
        { key: 'ads_count', value: s.ads_count, kind: 'ltr' },
        { key: 'temporary_upgrades_count', value: s.temporary_upgrades_count, kind: 'ltr' },
        { key: 'start_date', value: s.start_date, kind: 'date' },
        { key: 'end_date', value: s.end_date, kind: 'date' },
      ],
    },
    send: { label: 'documentTitle', text: s.invoice_number },
  }),
});

export function SubscriptionPage() {
  return <DocumentPage def={subscriptionDocument} />;
}
