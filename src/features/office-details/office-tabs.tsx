// Tabs: specification, location (a map, the address and coordinates
// on a tiled or offline map) and reviews (list plus the tenant's comment form).
// The location and reviews panels load when their tab is first opened (the tabs mount
// lazily): the map and the review form (react-hook-form) stay out of the page's first
// load, which shows the specification.
import { SkeletonText, Tabs } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SpecPanel } from './spec-panel';
import type { Office } from './use-office';

const LocationPanel = lazy(() =>
  import('./location-panel').then((m) => ({ default: m.LocationPanel })),
);
const ReviewsPanel = lazy(() =>
  import('./reviews-panel').then((m) => ({ default: m.ReviewsPanel })),
);

const panelLoading = <SkeletonText noOfLines={4} py="4" />;

/** `reviews` false (the lessor's preview): no reviews tab, whose form would act on the office. */
export function OfficeTabs({ office, reviews = true }: { office: Office; reviews?: boolean }) {
  const { t } = useTranslation('office-details');
  return (
    <Tabs.Root defaultValue="spec" colorPalette="brand" lazyMount>
      <Tabs.List overflowX="auto">
        <Tabs.Trigger value="spec">{t('tabs.spec')}</Tabs.Trigger>
        <Tabs.Trigger value="location" data-testid="tab-location">
          {t('tabs.location')}
        </Tabs.Trigger>
        {reviews && (
          <Tabs.Trigger value="reviews" data-testid="tab-reviews">
            {t('tabs.reviews')}
          </Tabs.Trigger>
        )}
      </Tabs.List>
      <Tabs.Content value="spec">
        <SpecPanel office={office} />
      </Tabs.Content>
      <Tabs.Content value="location">
        <Suspense fallback={panelLoading}>
          <LocationPanel office={office} />
        </Suspense>
      </Tabs.Content>
      {reviews && (
        <Tabs.Content value="reviews">
          <Suspense fallback={panelLoading}>
            <ReviewsPanel officeId={office.id} />
          </Suspense>
        </Tabs.Content>
      )}
    </Tabs.Root>
  );
}
