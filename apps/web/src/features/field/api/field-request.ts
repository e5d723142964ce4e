import { apiRequest, type RequestOptions } from '@/lib/api-client';

/**
 * Calls of the field API. A 401 here is the app user's own session (cookie `cmis_field`),
 * never the officers' one, so the officers' "session ended" handling is not triggered.
 */
export function fieldRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return apiRequest<T>(`/field${path}`, { ...options, allowUnauthorized: true });
}
