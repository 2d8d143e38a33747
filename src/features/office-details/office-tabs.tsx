// Tabs: specification, location (a map, the address and coordinates
// on a tiled or offline map) and reviews (list plus the tenant's comment form).
import { Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LocationPanel } from './location-panel';
import { ReviewsPanel } from './reviews-panel';
import { SpecPanel } from './spec-panel';
import type { Office } from './use-office';

export function OfficeTabs({ office }: { office: Office }) {
  const { t } = useTranslation('office-details');
  return (
    <Tabs.Root defaultValue="spec" colorPalette="brand" lazyMount>
      <Tabs.List overflowX="auto">
        <Tabs.Trigger value="spec">{t('tabs.spec')}</Tabs.Trigger>
        <Tabs.Trigger value="location">{t('tabs.location')}</Tabs.Trigger>
        <Tabs.Trigger value="reviews" data-testid="tab-reviews">
          {t('tabs.reviews')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="spec">
        <SpecPanel office={office} />
      </Tabs.Content>
      <Tabs.Content value="location">
        <LocationPanel office={office} />
      </Tabs.Content>
      <Tabs.Content value="reviews">
        <ReviewsPanel officeId={office.id} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
