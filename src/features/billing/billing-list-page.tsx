import { Box, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/engines/table';
import { billingTable } from './billing-table';

export function BillingListPage() {
  const { t } = useTranslation('billing');
  return (
    <Box>
      <Heading as="h1" size="lg" mb="5">
        {t('title')}
      </Heading>
      <DataTable def={billingTable} />
    </Box>
  );
}
