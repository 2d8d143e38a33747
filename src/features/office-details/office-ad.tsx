// The ad as a tenant sees it: header, photos and video, description, units with their prices,
// the tabs (specification, location with the map, reviews), the booking and advertiser cards.
// The public details page draws it; so does the lessor's preview (`preview`: the same parts,
// with nothing that would act on an office tenants may not see yet: no favourite, share,
// booking, contact, reviews or similar ads; the map shows the owner's exact pin).
import './recipes';
import { Box, Card, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '@/api/site-settings';
import { HydrateOnView } from '@/components/hydrate-on-view';
import type { OfficeAdViewProps } from '@/components/office-ad-context';
import { AdvertiserCard } from './advertiser-card';
import { BookingCard } from './booking-card';
import { OfficeDescription } from './office-description';
import { OfficeGallery } from './office-gallery';
import { OfficeHeader } from './office-header';
import { OfficeTabs } from './office-tabs';
import { UnitsPrices } from './units-prices';

/** Where the booking card stands on the public page: in a preview, what it would offer. */
function BookingStandIn() {
  const { t } = useTranslation('office-details');
  return (
    <Card.Root variant="outline" borderStyle="dashed" data-testid="preview-booking">
      <Card.Body p="5" gap="2">
        <Text as="h2" fontSize="lg" fontWeight="bold">
          {t('preview.bookingTitle')}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {t('preview.bookingBody')}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

export function OfficeAd({ office: o, preview = false }: OfficeAdViewProps) {
  // The host as a string, not a function made each render: the memoised parts below do not
  // render again when the page does (issue 28).
  const host = useSiteSettings().query.data?.file_host;
  return (
    <>
      <OfficeHeader office={o} actions={!preview} />
      {/* Phones get one column with the booking card right under the photos; the two
          stacks dissolve (display: contents) so `order` can interleave their children. */}
      <Box
        display={{ base: 'flex', lg: 'grid' }}
        flexDirection="column"
        gridTemplateColumns="minmax(0, 2fr) minmax(0, 1fr)"
        gap="6"
        mt="5"
      >
        <Stack gap="6" minW="0" display={{ base: 'contents', lg: 'flex' }}>
          {/* Each interactive part hydrates on its own when it comes near the viewport or is
              touched (src/components/hydrate-on-view.tsx); the header and the text are in the
              page's own hydration. */}
          <HydrateOnView order={1}>
            <OfficeGallery office={o} host={host} />
          </HydrateOnView>
          <Box order={3}>
            <OfficeDescription text={o.description} />
          </Box>
          <HydrateOnView order={4}>
            <UnitsPrices units={o.units ?? []} />
          </HydrateOnView>
          <HydrateOnView order={5} minW="0">
            <OfficeTabs office={o} reviews={!preview} />
          </HydrateOnView>
        </Stack>
        <Stack gap="6" minW="0" display={{ base: 'contents', lg: 'flex' }}>
          <HydrateOnView order={2}>
            {preview ? <BookingStandIn /> : <BookingCard units={o.units ?? []} />}
          </HydrateOnView>
          {o.lessor && !preview && (
            <HydrateOnView order={6}>
              <AdvertiserCard officeId={o.id} lessor={o.lessor} host={host} />
            </HydrateOnView>
          )}
        </Stack>
      </Box>
    </>
  );
}
