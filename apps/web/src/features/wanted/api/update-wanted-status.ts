import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WantedSaved } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

export function updateWantedStatus({
  id,
  status,
}: {
  id: number;
  status: 0 | 1;
}): Promise<WantedSaved> {
  return apiRequest<WantedSaved>(`/wanted/${id}/status`, { method: 'PUT', body: { status } });
}

export function useUpdateWantedStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWantedStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wanted'] }),
  });
}
