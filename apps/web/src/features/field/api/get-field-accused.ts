import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FieldAccused } from '@cmis/shared';
import { asListItem, searchSaved } from '../offline/cache-logic';
import { accusedStore } from '../offline/accused-store';
import { fieldRequest } from './field-request';
import { answeredBySaved } from './saved-fallback';

/** The list; `savedAt` is set when it comes from the phone's saved copy (offline). */
export interface FieldAccusedPage {
  items: FieldAccused[];
  total: number;
  savedAt?: string;
}

export function getFieldAccused(search: string, signal?: AbortSignal) {
  return fieldRequest<FieldAccusedPage>('/accused', {
    query: { search, size: 200 },
    signal,
  });
}

/** From the server; without a network, from the saved copy (searched on the phone). */
async function fieldAccusedOrSaved(search: string, signal?: AbortSignal) {
  try {
    return await getFieldAccused(search, signal);
  } catch (error) {
    if (!answeredBySaved(error)) throw error;
    const saved = await accusedStore.list().catch(() => null);
    if (!saved) throw error;
    const items = searchSaved(saved.items.map(asListItem), search);
    return { items, total: items.length, savedAt: saved.meta.savedAt };
  }
}

export function fieldAccusedQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['field', 'accused', search],
    queryFn: ({ signal }) => fieldAccusedOrSaved(search, signal),
    placeholderData: keepPreviousData,
    // Offline the query still runs: it answers from the saved copy.
    networkMode: 'always',
    retry: (count, error) => !answeredBySaved(error) && count < 2,
  });
}

export const useFieldAccused = (search: string, enabled: boolean) =>
  useQuery({ ...fieldAccusedQueryOptions(search), enabled });
