import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FieldAccusedDetail } from '@cmis/shared';
import { accusedStore } from '../offline/accused-store';
import { fieldRequest } from './field-request';
import { answeredBySaved } from './saved-fallback';

/** The details screen of one accused (issue 20); `savedAt` when read from the saved copy. */
export type FieldAccusedDetailView = FieldAccusedDetail & { savedAt?: string };

export const getFieldAccusedDetail = (id: number, signal?: AbortSignal) =>
  fieldRequest<FieldAccusedDetail>(`/accused/${id}`, { signal });

async function detailOrSaved(id: number, signal?: AbortSignal): Promise<FieldAccusedDetailView> {
  try {
    return await getFieldAccusedDetail(id, signal);
  } catch (error) {
    if (!answeredBySaved(error)) throw error;
    const saved = await accusedStore.one(id).catch(() => null);
    if (!saved) throw error;
    return { ...saved.item, savedAt: saved.meta.savedAt };
  }
}

export const fieldAccusedDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['field', 'accused', 'detail', id],
    queryFn: ({ signal }) => detailOrSaved(id, signal),
    networkMode: 'always',
    retry: (count, error) => !answeredBySaved(error) && count < 2,
  });

export const useFieldAccusedDetail = (id: number | null) =>
  useQuery({ ...fieldAccusedDetailQueryOptions(id ?? 0), enabled: id !== null });
