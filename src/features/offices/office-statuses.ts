// What tenants see of an office or a unit: its listing status, and "hidden" for a published
// one its lessor has hidden (labels `offices:statuses.<status>`).
import type { components } from '@/api/generated/apiback';
import { defineStatuses } from '@/components/status';

type ListingStatus = components['schemas']['ListingStatus'];
type Listed = { status: ListingStatus; display_status?: components['schemas']['DisplayStatus'] };

/** Offices and units share the listing statuses. */
export const listingStatuses = defineStatuses<ListingStatus>('statuses', {
  published: 'success',
  not_published: 'neutral',
  incomplete: 'warning',
  closed: 'danger',
});

/** A published office (or unit) its lessor has hidden reads "hidden", not "published". */
export const shownStatuses = defineStatuses<ListingStatus | 'hidden'>('statuses', {
  ...listingStatuses.tones,
  hidden: 'info',
});
export const isHidden = (o: Listed) =>
  o.status === 'published' && o.display_status === 'not_published';
export const isShown = (o: Listed) => o.status === 'published' && o.display_status === 'published';
