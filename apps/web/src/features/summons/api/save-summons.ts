import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  SummonsFirstUpdate,
  SummonsInput,
  SummonsItem,
  SummonsStationUpdate,
} from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

export interface SummonsSaved {
  item: SummonsItem;
  message: string;
}

export function registerSummons(input: SummonsInput): Promise<SummonsSaved> {
  return apiRequest<SummonsSaved>('/summons', { method: 'POST', body: input });
}

export function firstUpdate(id: number, input: SummonsFirstUpdate): Promise<SummonsSaved> {
  return apiRequest<SummonsSaved>(`/summons/${id}/first-update`, { method: 'PUT', body: input });
}

export function stationUpdate(id: number, input: SummonsStationUpdate): Promise<SummonsSaved> {
  return apiRequest<SummonsSaved>(`/summons/${id}/station-update`, {
    method: 'PUT',
    body: input,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['summons', 'list'] });
}

export function useRegisterSummons() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: registerSummons, onSuccess: refresh });
}

export function useFirstUpdate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: SummonsFirstUpdate }) =>
      firstUpdate(id, input),
    onSuccess: refresh,
  });
}

export function useStationUpdate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: SummonsStationUpdate }) =>
      stationUpdate(id, input),
    onSuccess: refresh,
  });
}
