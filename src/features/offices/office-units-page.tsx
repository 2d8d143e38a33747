// /dashboard/properties/:id: the units of one office, with add / edit unit actions, hiding
// a unit from tenants and showing it again (its display status, spec section 3: a hidden
// unit is neither listed nor bookable), and the office's documents.
import { Box, Button, Heading, HStack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { components } from '@/api/generated/apiback';
import { $api, apiKey } from '@/api/query';
import { errorMessageKey } from '@/api/result';
import { DataTable, defineTable } from '@/engines/table';
import { toaster } from '@/lib/toaster';
import { OfficeDocuments } from './office-documents';
import { shownStatuses } from './offices-table';

type Unit = components['schemas']['Unit'];
type DisplayStatus = components['schemas']['DisplayStatus'];

/** A published unit its lessor has hidden reads "hidden", as an office does. */
const isHidden = (u: Unit) => u.status === 'published' && u.display_status === 'not_published';
const isShown = (u: Unit) => u.status === 'published' && u.display_status === 'published';

const unitsTable = (officeId: number, setDisplay: (u: Unit, to: DisplayStatus) => void) =>
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
      {
        key: 'status',
        cell: 'status',
        statuses: shownStatuses,
        value: (u) => (isHidden(u) ? 'hidden' : u.status),
      },
      {
        id: 'actions',
        cell: 'actions',
        actions: [
          { key: 'edit', label: 'actions.edit', to: (u) => `/addunit/${officeId}/${u.id}` },
          {
            key: 'hide',
            label: 'actions.hideUnit',
            onClick: (u) => setDisplay(u, 'not_published'),
            when: isShown,
          },
          {
            key: 'show',
            label: 'actions.showUnit',
            onClick: (u) => setDisplay(u, 'published'),
            when: isHidden,
          },
        ],
      },
    ],
    rowKey: (u) => String(u.id),
    empty: 'offices:noUnits',
  });

export function OfficeUnitsPage() {
  const { t } = useTranslation('offices');
  const client = useQueryClient();
  const id = Number(useParams().id);
  const office = $api.useQuery('get', '/apiBack/v1/user/offices/{id}', {
    params: { path: { id } },
  });
  const display = $api.useMutation('patch', '/apiBack/v1/user/units/{id}/display-status', {
    onSuccess: (answer) => {
      const hidden = answer.data.display_status === 'not_published';
      toaster.create({ type: 'success', title: t(hidden ? 'unitHidden' : 'unitShown') });
      return client.invalidateQueries({
        queryKey: apiKey('get', '/apiBack/v1/user/offices/{id}/units'),
      });
    },
    onError: (e: unknown) => toaster.create({ type: 'error', title: t(errorMessageKey(e)) }),
  });
  const table = useMemo(
    () =>
      unitsTable(id, (u, to) =>
        display.mutate({ params: { path: { id: u.id } }, body: { display_status: to } }),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id],
  );
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
      <DataTable def={table} />
      {office.data && (
        <Box mt="8">
          <OfficeDocuments office={office.data.data} />
        </Box>
      )}
    </Box>
  );
}
