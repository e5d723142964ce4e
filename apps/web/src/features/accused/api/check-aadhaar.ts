import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface CheckAadhaarVariables {
  aadhaar: string;
  /** The arrest being edited, whose own number is not a duplicate of itself. */
  exceptArrestId?: number;
}

/**
 * Whether an Aadhaar number is still free (spec 2 §5.3). A POST, so the number never lands in
 * a URL or an access log; the server compares keyed hashes only (decision 0012).
 */
export function checkAadhaar(variables: CheckAadhaarVariables): Promise<{ unique: boolean }> {
  return apiRequest<{ unique: boolean }>('/arrests/check-aadhaar', {
    method: 'POST',
    body: variables,
  });
}

export function useCheckAadhaar() {
  return useMutation({ mutationFn: checkAadhaar });
}
