import { useMutation } from '@tanstack/react-query';
import type { DuplicateCandidate } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

export interface CheckAadhaarVariables {
  aadhaar: string;
  /** The arrest being edited, whose own number is not a duplicate of itself. */
  exceptArrestId?: number;
  /** The crime the arrest is in: the same person's number on his other arrests is his. */
  crimeId?: number;
}

export interface AadhaarCheck {
  unique: boolean;
  /** When not unique: the records holding the number that the user may read. */
  candidates: DuplicateCandidate[];
}

/**
 * Whether an Aadhaar number is still free (spec 2 §5.3, issue 16 §6). A POST, so the number
 * never lands in a URL or an access log; the server compares keyed hashes only (decision 0012).
 */
export function checkAadhaar(variables: CheckAadhaarVariables): Promise<AadhaarCheck> {
  return apiRequest<AadhaarCheck>('/arrests/check-aadhaar', {
    method: 'POST',
    body: variables,
  });
}

export function useCheckAadhaar() {
  return useMutation({ mutationFn: checkAadhaar });
}
