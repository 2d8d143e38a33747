// /dashboard/reservations: the lessor's incoming orders.
import { Box, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/engines/table';
import { reservationsTable } from './reservations-table';

export function ReservationsPage() {
  const { t } = useTranslation('reservations');
  return (
    <Box>
      <Heading as="h1" size="lg" mb="5">
        {t('title')}
      </Heading>
      <DataTable def={reservationsTable} />
    </Box>
  );
}
