import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AllocationCreateInput,
  AllocationCreateResponse,
  AllocationPage,
  AllocationUnit,
} from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

const KEY = ['verification', 'allocations'] as const;

/** GET /api/verification/allocations (role 8), newest first. */
export function useAllocations(query: { page: number; size: number }) {
  return useQuery({
    queryKey: [...KEY, 'list', query],
    queryFn: ({ signal }) =>
      apiRequest<AllocationPage>('/verification/allocations', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The units for the form; those with an unexpired allocation come back `allocated`. */
export function useAllocationUnits(enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'units'],
    queryFn: ({ signal }) =>
      apiRequest<AllocationUnit[]>('/verification/allocation-units', { signal }),
    enabled,
  });
}

export function useCreateAllocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AllocationCreateInput) =>
      apiRequest<AllocationCreateResponse>('/verification/allocations', {
        method: 'POST',
        body: input,
      }),
    // Spec 3 §4: the list refreshes (and the unit becomes disabled in the form).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
