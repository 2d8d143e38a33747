import { Box, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/engines/table';
import { tenantInvoicesTable } from './tenant-invoices-table';

export function TenantInvoicesPage() {
  const { t } = useTranslation('invoices');
  return (
    <Box>
      <Heading as="h1" size="lg" mb="5">
        {t('title')}
      </Heading>
      <DataTable def={tenantInvoicesTable} />
    </Box>
  );
}
