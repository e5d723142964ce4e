import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Lock takes one check-in's position as the home address; unlock keeps it unlocked. */
export function lockGpsHome(accusedId: number, checkinId: number) {
  return apiRequest<{ message: string }>(`/gps/accused/${accusedId}/lock`, {
    method: 'POST',
    body: { checkinId },
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
      mutationFn: (checkinId: number) => lockGpsHome(accusedId, checkinId),
      onSuccess,
    }),
    unlock: useMutation({ mutationFn: () => unlockGpsHome(accusedId), onSuccess }),
  };
}
