// /dashboard/transactions: the balance the ledger holds, then every transfer (filters by
// status and date range, CSV export), each opening its detail.
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/engines/table';
import { BalanceCard } from './balance-card';
import { transfersTable } from './transfers-table';

export function TransfersPage() {
  const { t } = useTranslation('transfers');
  return (
    <Box>
      <Heading as="h1" size="lg" mb="5">
        {t('title')}
      </Heading>
      <BalanceCard />
      <DataTable def={transfersTable} />
    </Box>
  );
}
