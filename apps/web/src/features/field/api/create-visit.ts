import type { Visit, VisitInput } from '@cmis/shared';
import { fieldRequest } from './field-request';

export type VisitAnswer = Visit & { replayed: boolean };

/**
 * POST /api/field/visits: one scan of a spot QR, sent at once when the phone is online so the
 * app can say what became of it (recorded, already recorded, flagged, refused with the
 * distance; decision 0055). The offline queue sends the same body later otherwise.
 */
export const createVisit = (body: VisitInput) =>
  fieldRequest<VisitAnswer>('/visits', { method: 'POST', body });
