// Public office details (spec: "Public office details"): header with ad number, date,
// area, favourite and share; gallery and video; description; tabs (specification,
// location, reviews); units with their prices; booking card; advertiser card; similar ads.
import './recipes';
import { Box, Stack } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { fileUrl, useSiteSettings } from '@/api/site-settings';
import { AdvertiserCard } from './advertiser-card';
import { BookingCard } from './booking-card';
import { DetailsError, DetailsNotFound, DetailsSkeleton } from './details-states';
import { OfficeDescription } from './office-description';
import { OfficeGallery } from './office-gallery';
import { OfficeHeader } from './office-header';
import { OfficeTabs } from './office-tabs';
import { SimilarOffices } from './similar-offices';
import { UnitsPrices } from './units-prices';
import { isNotFound, useOffice } from './use-office';

export function OfficeDetailsPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const office = useOffice(valid ? id : 0);
  const host = useSiteSettings().query.data?.file_host;
  const file = (p?: string) => fileUrl(host, p);

  if (!valid || isNotFound(office.error)) return <DetailsNotFound />;
  if (office.isPending) return <DetailsSkeleton />;
  if (office.isError)
    return <DetailsError onRetry={() => void office.refetch()} error={office.error} />;
  const o = office.data;

  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="6">
      <OfficeHeader office={o} />
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
          <Box order={1}>
            <OfficeGallery office={o} file={file} />
          </Box>
          <Box order={3}>
            <OfficeDescription text={o.description} />
          </Box>
          <Box order={4}>
            <UnitsPrices units={o.units ?? []} />
          </Box>
          <Box order={5} minW="0">
            <OfficeTabs office={o} />
          </Box>
        </Stack>
        <Stack gap="6" minW="0" display={{ base: 'contents', lg: 'flex' }}>
          <Box order={2}>
            <BookingCard units={o.units ?? []} />
          </Box>
          {o.lessor && (
            <Box order={6}>
              <AdvertiserCard officeId={o.id} lessor={o.lessor} file={file} />
            </Box>
          )}
        </Stack>
      </Box>
      <SimilarOffices id={o.id} file={file} />
    </Box>
  );
}
