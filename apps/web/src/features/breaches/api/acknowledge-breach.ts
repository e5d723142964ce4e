import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Breach, BreachAckInput } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';
import { breachKeys } from './get-breaches';

export function acknowledgeBreach(id: number, body: BreachAckInput): Promise<Breach> {
  return apiRequest(`/breaches/${id}/acknowledge`, { method: 'POST', body });
}

export function useAcknowledgeBreach(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BreachAckInput) => acknowledgeBreach(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: breachKeys.all }),
  });
}
