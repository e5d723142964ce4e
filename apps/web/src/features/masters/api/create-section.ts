import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Section } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';
import { masterKeys } from '@/lib/masters';

export interface SectionInput {
  actId: number;
  code: string;
  description: string;
}

export interface CreatedSection {
  section: Section;
  message: string;
}

export function createSection({ actId, ...body }: SectionInput): Promise<CreatedSection> {
  return apiRequest<CreatedSection>(`/masters/acts/${actId}/sections`, { method: 'POST', body });
}

export function useCreateSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSection,
    // Every list of that act's sections (searched or not, here or in a crime form) is stale.
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({ queryKey: masterKeys.sections(input.actId) }),
  });
}
