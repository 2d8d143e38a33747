import { Box, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/engines/table';
import { eInvoicesTable } from './e-invoices-table';

export function EInvoicesPage() {
  const { t } = useTranslation('billing');
  return (
    <Box>
      <Heading as="h1" size="lg" mb="5">
        {t('eInvoicesTitle')}
      </Heading>
      <DataTable def={eInvoicesTable} />
    </Box>
  );
}
