import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * Lock takes one check-in's position as the home address; replacing a locked one needs
 * `replace` (issue 17 §9); unlock keeps it unlocked.
 */
export function lockGpsHome(accusedId: number, checkinId: number, replace: boolean) {
  return apiRequest<{ message: string }>(`/gps/accused/${accusedId}/lock`, {
    method: 'POST',
    body: { checkinId, replace },
  });
}

export function unlockGpsHome(accusedId: number) {
  return apiRequest<{ message: string }>(`/gps/accused/${accusedId}/unlock`, { method: 'POST' });
}

export function useGpsHomeLock(accusedId: number) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: ['gps'] });
  return {
    lock: useMutation({
      mutationFn: ({ checkinId, replace }: { checkinId: number; replace: boolean }) =>
        lockGpsHome(accusedId, checkinId, replace),
      onSuccess,
    }),
    unlock: useMutation({ mutationFn: () => unlockGpsHome(accusedId), onSuccess }),
  };
}
