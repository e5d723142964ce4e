import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ContentSaved } from './create-content';

export interface ContentStatusChange {
  id: number;
  status: 0 | 1;
}

export function updateContentStatus({ id, status }: ContentStatusChange): Promise<ContentSaved> {
  return apiRequest<ContentSaved>(`/content/${id}/status`, { method: 'PUT', body: { status } });
}

export function useUpdateContentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContentStatus,
    // An item switched off leaves the readers' feed as well as changing its tag here.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['content'] }),
  });
}
