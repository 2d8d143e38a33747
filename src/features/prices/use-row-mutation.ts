// A row action (delete, toggle) that refreshes its list and reports the outcome in a toast.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toaster } from '@/lib/toaster';
import { isPath } from './api-result';

export function useRowMutation<V>(listPath: string, run: (v: V) => Promise<unknown>) {
  const { t } = useTranslation('prices');
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      toaster.create({ type: 'success', title: t('saved') });
      return client.invalidateQueries({ predicate: isPath(listPath) });
    },
    onError: (e: unknown) => {
      const body = (e as { body?: { message?: string } }).body;
      toaster.create({ type: 'error', title: body?.message ?? t('failed') });
    },
  });
}
