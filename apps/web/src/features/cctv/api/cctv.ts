import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CctvInput, CctvItem } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

export interface CctvQuery {
  page: number;
  size: number;
  search?: string;
}

export function getCctv(query: CctvQuery, signal?: AbortSignal) {
  return apiRequest<{ items: CctvItem[]; total: number }>('/cctv', { query: { ...query }, signal });
}

export function useCctvList(query: CctvQuery) {
  return useQuery({
    queryKey: ['cctv', 'list', query],
    queryFn: ({ signal }) => getCctv(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCreateCctv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CctvInput) =>
      apiRequest<{ item: CctvItem; message: string }>('/cctv', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cctv', 'list'] }),
  });
}

/** Sends a filled-in template; the server imports every row or none. */
export function useImportCctv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiRequest<{ imported: number; message: string }>('/cctv/import', {
        method: 'POST',
        body: form,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cctv', 'list'] }),
  });
}

export const CCTV_TEMPLATE_URL = '/api/cctv/template.xlsx';
