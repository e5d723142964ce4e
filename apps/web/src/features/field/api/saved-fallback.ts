import { ApiError } from '@/lib/api-client';

/**
 * A read the phone's saved copy may answer (issue 20): no network, or no server behind the
 * network. A refusal (401, 403, 404) is the server's answer and is not hidden.
 */
export function answeredBySaved(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}
