import type { Dayjs } from 'dayjs';
import {
  COURT_STATUS_IDS,
  EXTERNMENT_ACTION_IDS,
  type Preventive,
  type PreventiveInput,
  type UploadedFile,
} from '@cmis/shared';
import { fromIsoDate, toIsoDate } from './date-rules';
import { storedFile } from './wizard-state';

export interface PreventiveFormValues {
  actionTypeId?: number;
  chapterCase?: string;
  chapterYear?: number;
  bondDate?: Dayjs | null;
  dateFrom?: Dayjs | null;
  dateTo?: Dayjs | null;
  externmentCityIds?: number[];
  externmentStationIds?: number[];
  orderType?: string;
  orderFile?: UploadedFile[];
  status?: number;
  courtType?: string;
  statusDate?: Dayjs | null;
  caseNumber?: string;
}

export const PREVENTIVE_FIELDS = [
  'actionTypeId',
  'chapterCase',
  'chapterYear',
  'bondDate',
  'dateFrom',
  'dateTo',
  'externmentCityIds',
  'externmentStationIds',
  'orderType',
  'orderFileId',
  'status',
  'courtType',
  'statusDate',
  'caseNumber',
] as const;
export type PreventiveField = (typeof PREVENTIVE_FIELDS)[number];

/** Spec 2 §4, §9: only the externment (tadipar) types 5, 6 and 7 have an externment area. */
export const isExternment = (actionTypeId: number | undefined) =>
  actionTypeId !== undefined && (EXTERNMENT_ACTION_IDS as readonly number[]).includes(actionTypeId);

/** Spec 2 §2.4: court type, status date and case number go with status 2 or 3. */
export const showsPreventiveCourt = (status: number | undefined) =>
  status !== undefined && (COURT_STATUS_IDS as readonly number[]).includes(status);

const trimmedOrNull = (text: string | undefined) => {
  const value = (text ?? '').trim();
  return value === '' ? null : value;
};

/** The preventive action in the API's shape, still to be checked by `preventiveInputSchema`. */
export function preventiveInputFrom(
  values: PreventiveFormValues,
): Record<keyof PreventiveInput, unknown> {
  const court = showsPreventiveCourt(values.status);
  return {
    actionTypeId: values.actionTypeId,
    chapterCase: (values.chapterCase ?? '').trim(),
    chapterYear: values.chapterYear,
    bondDate: toIsoDate(values.bondDate) ?? undefined,
    dateFrom: toIsoDate(values.dateFrom) ?? undefined,
    dateTo: toIsoDate(values.dateTo) ?? undefined,
    externmentCityIds: isExternment(values.actionTypeId) ? (values.externmentCityIds ?? []) : [],
    externmentStationIds: isExternment(values.actionTypeId)
      ? (values.externmentStationIds ?? [])
      : [],
    orderType: (values.orderType ?? '').trim(),
    orderFileId: values.orderFile?.[0]?.id ?? null,
    status: values.status ?? null,
    courtType: court ? trimmedOrNull(values.courtType) : null,
    statusDate: court ? toIsoDate(values.statusDate) : null,
    caseNumber: court ? trimmedOrNull(values.caseNumber) : null,
  };
}

export function preventiveValuesFrom(p: Preventive, orderName: string): PreventiveFormValues {
  return {
    actionTypeId: p.actionTypeId,
    chapterCase: p.chapterCase,
    chapterYear: p.chapterYear,
    bondDate: fromIsoDate(p.bondDate),
    dateFrom: fromIsoDate(p.dateFrom),
    dateTo: fromIsoDate(p.dateTo),
    externmentCityIds: p.externmentCityIds,
    externmentStationIds: p.externmentStationIds,
    orderType: p.orderType,
    orderFile: p.orderFileId ? [storedFile(p.orderFileId, 'pdf', orderName)] : [],
    status: p.status ?? undefined,
    courtType: p.courtType ?? undefined,
    statusDate: fromIsoDate(p.statusDate),
    caseNumber: p.caseNumber ?? undefined,
  };
}
