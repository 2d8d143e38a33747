// Add or remove an office from the tenant's favourites; refreshes every listing after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';

export function useFavoriteToggle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ officeId, favorite }: { officeId: number; favorite: boolean }) => {
      const res = favorite
        ? await apiClient.POST('/apiBack/v1/ordinaries/favorites', {
            body: { office_id: officeId },
          })
        : await apiClient.DELETE('/apiBack/v1/ordinaries/favorites/{officeId}', {
            params: { path: { officeId } },
          });
      if (res.error) throw res.error;
    },
    onSettled: () => qc.invalidateQueries({ queryKey: ['listings'] }),
  });
}
