import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentInput, ContentItem } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

export interface ContentSaved {
  item: ContentItem;
  /** The spec's success sentence for the item type, e.g. 'News save Successfully !!!'. */
  message: string;
}

export function createContent(input: ContentInput): Promise<ContentSaved> {
  return apiRequest<ContentSaved>('/content', { method: 'POST', body: input });
}

export function useCreateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContent,
    // Both the manager's list and the readers' feed may now show the new item.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['content'] }),
  });
}
