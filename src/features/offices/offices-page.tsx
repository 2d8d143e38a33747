import { useMemo } from 'react';
import { Box, Button, Heading, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataTable } from '@/engines/table';
import { fileUrl, useSiteSettings } from '@/api/site-settings';
import { makeOfficesTable } from './offices-table';

export function OfficesPage() {
  const { t } = useTranslation('offices');
  const host = useSiteSettings().query.data?.file_host;
  const table = useMemo(() => makeOfficesTable((p) => fileUrl(host, p)), [host]);
  return (
    <Box>
      <HStack justify="space-between" mb="5" wrap="wrap" gap="3">
        <Heading as="h1" size="lg">
          {t('listTitle')}
        </Heading>
        <Button asChild colorPalette="brand">
          <Link to="/addoffice">{t('actions.addOffice')}</Link>
        </Button>
      </HStack>
      <DataTable def={table} />
    </Box>
  );
}
