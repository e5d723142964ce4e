import { useMutation } from '@tanstack/react-query';
import type { DuplicateCandidate, DuplicateCheckInput } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * Issue 16 §3: records of the user's unit that may be the person typed in step 1, best
 * first. A POST because it carries the mobile number, which must not land in an access log.
 */
export function checkDuplicates(input: DuplicateCheckInput): Promise<DuplicateCandidate[]> {
  return apiRequest<DuplicateCandidate[]>('/accused/duplicates/check', {
    method: 'POST',
    body: input,
  });
}

/** Asked when the officer leaves step 1, never while typing. */
export function useCheckDuplicates() {
  return useMutation({ mutationFn: checkDuplicates });
}
