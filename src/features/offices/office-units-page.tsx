// /dashboard/properties/:id: the units of one office, with add / edit unit actions, and the
// office's documents.
import { Box, Button, Heading, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { $api } from '@/api/query';
import { DataTable, defineTable } from '@/engines/table';
import { OfficeDocuments } from './office-documents';
import { listingStatuses } from './offices-table';

const unitsTable = (officeId: number) =>
  defineTable({
    ns: 'offices',
    query: ({ page }) =>
      $api.queryOptions('get', '/apiBack/v1/user/offices/{id}/units', {
        params: { path: { id: officeId }, query: { page } },
      }),
    columns: [
      { key: 'name', cell: 'text', header: 'fields.unit_name' },
      { key: 'code', cell: 'text' },
      { key: 'area', cell: 'text' },
      { key: 'status', cell: 'status', statuses: listingStatuses },
      {
        id: 'actions',
        cell: 'actions',
        actions: [
          { key: 'edit', label: 'actions.edit', to: (u) => `/addunit/${officeId}/${u.id}` },
        ],
      },
    ],
    rowKey: (u) => String(u.id),
    empty: 'offices:noUnits',
  });

export function OfficeUnitsPage() {
  const { t } = useTranslation('offices');
  const id = Number(useParams().id);
  const office = $api.useQuery('get', '/apiBack/v1/user/offices/{id}', {
    params: { path: { id } },
  });
  return (
    <Box>
      <HStack justify="space-between" mb="5" wrap="wrap" gap="3">
        <Heading as="h1" size="lg">
          {t('unitsTitle')} {office.data?.data.name ? `— ${office.data.data.name}` : ''}
        </Heading>
        <Button asChild colorPalette="brand">
          <Link to={`/addunit/${id}`}>{t('actions.addUnit')}</Link>
        </Button>
      </HStack>
      <DataTable def={unitsTable(id)} />
      {office.data && (
        <Box mt="8">
          <OfficeDocuments office={office.data.data} />
        </Box>
      )}
    </Box>
  );
}
