import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lookup, MasterKind } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

/** Master lists change rarely; keep them for ten minutes. */
export const MASTER_STALE_MS = 10 * 60_000;

/** A master list entry; crime titles also name their crime type. */
export type MasterItem = Lookup & { crimeTypeId?: number };

/** One master list: crime types and titles for the heading filter, and names for the profile. */
export function getMasterList(kind: MasterKind, signal?: AbortSignal): Promise<MasterItem[]> {
  return apiRequest<MasterItem[]>(`/masters/${kind}`, { signal });
}

export function masterListQueryOptions(kind: MasterKind) {
  return queryOptions({
    queryKey: ['masters', kind],
    queryFn: ({ signal }) => getMasterList(kind, signal),
    staleTime: MASTER_STALE_MS,
  });
}

export function useMasterList(kind: MasterKind, enabled = true) {
  return useQuery({ ...masterListQueryOptions(kind), enabled });
}
