// The contract models list's own row action: duplicate a model (a platform model is changed
// through a copy), then refresh the list and open the copy.
import type { QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { components } from '@/api/generated/apiback';
import { $api } from '@/api/query';
import { errorMessageKey } from '@/api/result';
import type { RowAction } from '@/engines/table';
import { toaster } from '@/lib/toaster';
import { modelPath } from './model-path';

type Model = components['schemas']['ContractModel'];

/** `list`: the models list's cache key prefix, refreshed before the copy opens. */
export function useDuplicateModel(list: QueryKey): RowAction<Model>[] {
  const { t } = useTranslation('contracts');
  const navigate = useNavigate();
  const client = useQueryClient();
  const { mutate } = $api.useMutation('post', '/apiBack/v1/user/contract-models/{id}/duplicate', {
    onSuccess: async (res) => {
      await client.invalidateQueries({ queryKey: list });
      toaster.create({ type: 'success', title: t('models.duplicated') });
      navigate(modelPath(res.data));
    },
    onError: (error: unknown) =>
      toaster.create({ type: 'error', title: t(errorMessageKey(error)) }),
  });
  return useMemo(
    () => [
      {
        key: 'duplicate',
        label: 'actions.duplicate',
        onClick: (m) => mutate({ params: { path: { id: m.id } } }),
      },
    ],
    [mutate],
  );
}
