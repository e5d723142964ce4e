import type { FieldAccusedDetail } from '@cmis/shared';
import { fieldRequest } from './field-request';

/** A page of the station's accused with their details, for the phone's offline copy. */
export const getFieldOfflineAccused = (page: number, size: number, signal?: AbortSignal) =>
  fieldRequest<{ items: FieldAccusedDetail[]; total: number }>('/offline/accused', {
    query: { page, size },
    signal,
  });
