// Public office details (spec: "Public office details"): the ad (./office-ad.tsx: header
// with ad number, date, area, favourite and share; gallery and video; description; tabs;
// units with their prices; booking card; advertiser card), then similar ads.
import { Box } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { useSiteSettings } from '@/api/site-settings';
import { HydrateOnView } from '@/components/hydrate-on-view';
import { DetailsError, DetailsNotFound, DetailsSkeleton } from './details-states';
import { OfficeAd } from './office-ad';
import { SimilarOffices } from './similar-offices';
import { isNotFound, useOffice } from './use-office';

export function OfficeDetailsPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const office = useOffice(valid ? id : 0);
  const host = useSiteSettings().query.data?.file_host;

  if (!valid || isNotFound(office.error)) return <DetailsNotFound />;
  if (office.isPending) return <DetailsSkeleton />;
  if (office.isError)
    return <DetailsError onRetry={() => void office.refetch()} error={office.error} />;

  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="6">
      <OfficeAd office={office.data} />
      {/* Below the fold: hydrates when it comes near the viewport (HydrateOnView). */}
      <HydrateOnView>
        <SimilarOffices id={office.data.id} host={host} />
      </HydrateOnView>
    </Box>
  );
}
