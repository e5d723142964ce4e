import type { Dayjs } from 'dayjs';
import type { Arrest, ArrestInput, UploadedFile } from '@cmis/shared';
import { fromIstDateTime, toIstDateTime } from '@/lib/format';
import { fromIsoDate, toIsoDate } from './date-rules';
import { storedFile } from './wizard-state';

export interface ArrestFormValues {
  currentStatusId?: number;
  arrestedAt?: Dayjs | null;
  courtAt?: Dayjs | null;
  fingerprint?: '0' | '1';
  aadhaar?: string;
  dateOfBirth?: Dayjs | null;
  photos?: UploadedFile[];
}

export const ARREST_FIELDS = [
  'currentStatusId',
  'arrestedAt',
  'courtAt',
  'fingerprint',
  'aadhaar',
  'dateOfBirth',
  'photoIds',
] as const;
export type ArrestField = (typeof ARREST_FIELDS)[number];

/** The arrest in the API's shape, still to be checked by `arrestInputSchema`. */
export function arrestInputFrom(values: ArrestFormValues): Record<keyof ArrestInput, unknown> {
  return {
    currentStatusId: values.currentStatusId,
    arrestedAt: values.arrestedAt ? toIstDateTime(values.arrestedAt) : undefined,
    courtAt: values.courtAt ? toIstDateTime(values.courtAt) : undefined,
    fingerprint: values.fingerprint ?? '0',
    aadhaar: (values.aadhaar ?? '').trim(),
    dateOfBirth: toIsoDate(values.dateOfBirth),
    photoIds: (values.photos ?? []).map((file) => file.id),
  };
}

/**
 * A saved arrest back in the form. The Aadhaar stays empty: the form never receives the
 * number, and an empty field keeps the stored one (decision 0012).
 */
export function arrestValuesFrom(arrest: Arrest, photoName: string): ArrestFormValues {
  return {
    currentStatusId: arrest.currentStatusId,
    arrestedAt: fromIstDateTime(arrest.arrestedAt),
    courtAt: fromIstDateTime(arrest.courtAt),
    fingerprint: arrest.fingerprint,
    aadhaar: '',
    dateOfBirth: fromIsoDate(arrest.dateOfBirth),
    photos: arrest.photoIds.map((id, i) => storedFile(id, 'image', `${photoName} ${i + 1}`)),
  };
}
