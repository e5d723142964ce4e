import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FaqItem } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';
import { FAQ_QUERY_KEY } from './get-faq';

export interface ReplaceFaqFileInput {
  id: number;
  /** An upload of this user's, of kind pdf or video (`POST /files`). */
  fileId: string;
}

export interface ReplacedFaqFile {
  items: FaqItem[];
  message: string;
}

export function replaceFaqFile({ id, fileId }: ReplaceFaqFileInput): Promise<ReplacedFaqFile> {
  return apiRequest<ReplacedFaqFile>(`/faq/${id}/file`, { method: 'PUT', body: { fileId } });
}

export function useReplaceFaqFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceFaqFile,
    // The answer carries the whole list, so the table shows the new document without a reload.
    onSuccess: ({ items }) => queryClient.setQueryData(FAQ_QUERY_KEY, items),
  });
}
