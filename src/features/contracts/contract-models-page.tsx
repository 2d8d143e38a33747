// /dashboard/contracts/contract-models: the models with a new model button; duplicate one
// (a platform model is changed through a copy), delete one's own unless a live contract
// uses it (the dialog says so; the backend refuses it too).
import { useMemo, useState } from 'react';
import { Box, Button, Heading, HStack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { components } from '@/api/generated/apiback';
import { $api, apiKey } from '@/api/query';
import { errorMessageKey } from '@/api/result';
import { DataTable } from '@/engines/table';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toaster } from '@/lib/toaster';
import { makeContractModelsTable, modelPath } from './contract-models-table';

type Model = components['schemas']['ContractModel'];

export function ContractModelsPage() {
  const { t } = useTranslation('contracts');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [doomed, setDoomed] = useState<Model>();
  const refresh = () =>
    client.invalidateQueries({ queryKey: apiKey('get', '/apiBack/v1/user/contract-models') });
  const failed = (error: unknown) =>
    toaster.create({ type: 'error', title: t(errorMessageKey(error)) });
  const duplicate = $api.useMutation('post', '/apiBack/v1/user/contract-models/{id}/duplicate', {
    onSuccess: async (res) => {
      await refresh();
      toaster.create({ type: 'success', title: t('models.duplicated') });
      navigate(modelPath(res.data));
    },
    onError: failed,
  });
  const remove = $api.useMutation('delete', '/apiBack/v1/user/contract-models/{id}', {
    onSuccess: async () => {
      await refresh();
      toaster.create({ type: 'success', title: t('models.deleted') });
    },
    onError: failed,
  });
  const copy = duplicate.mutate; // stable across renders: the table is built once
  const table = useMemo(
    () =>
      makeContractModelsTable({
        duplicate: (m) => copy({ params: { path: { id: m.id } } }),
        remove: setDoomed,
      }),
    [copy],
  );
  const inUse = (doomed?.in_use ?? 0) > 0;
  return (
    <Box>
      <HStack justify="space-between" mb="5" wrap="wrap" gap="3">
        <Heading as="h1" size="lg">
          {t('models.title')}
        </Heading>
        <Button asChild colorPalette="brand">
          <Link to="/dashboard/contracts/edit-contract-model/new">{t('models.add')}</Link>
        </Button>
      </HStack>
      <DataTable def={table} />
      <ConfirmDialog
        open={Boolean(doomed)}
        title={t('models.deleteTitle')}
        body={
          inUse
            ? t('models.inUseBody', { count: doomed?.in_use ?? 0, name: doomed?.name ?? '' })
            : t('models.deleteBody', { name: doomed?.name ?? '' })
        }
        confirm={t('actions.delete')}
        cancel={t('actions.back')}
        confirmDisabled={inUse}
        busy={remove.isPending}
        onConfirm={() =>
          doomed &&
          remove.mutate(
            { params: { path: { id: doomed.id } } },
            { onSettled: () => setDoomed(undefined) },
          )
        }
        onCancel={() => setDoomed(undefined)}
      />
    </Box>
  );
}
