import type { Dayjs } from 'dayjs';
import { CONVICTED_STATUS_ID, COURT_STATUS_IDS, type CrimeInput } from '@cmis/shared';
import { fromIsoDate, toIsoDate } from './date-rules';
import type { CrimeDraft, SectionPair } from './wizard-state';

/** Court types (spec 2 §9), stored in Marathi as the original product stores them. */
export const COURT_TYPES = {
  sessions: 'सत्र न्यायालय',
  firstClass: 'प्रथम वर्ग न्यायदंडाधिकारी',
} as const;

export const showsCourtDetails = (statusId: number | undefined) =>
  statusId !== undefined && (COURT_STATUS_IDS as readonly number[]).includes(statusId);
export const showsPunishment = (statusId: number | undefined) => statusId === CONVICTED_STATUS_ID;

/** The crime drawer's form; the pair and the member being typed are not yet in the lists. */
export interface CrimeFormValues {
  stateId?: number;
  cityId?: number;
  stationId?: number;
  registerNumber?: string;
  registerYear?: number;
  registeredOn?: Dayjs | null;
  crimeTitleId?: number;
  statusId?: number;
  courtType?: string;
  statusDate?: Dayjs | null;
  caseNumber?: string;
  punishment?: string;
  penalty?: string;
  actId?: number;
  sectionId?: number;
  memberName?: string;
  memberRegisterNumber?: string;
  memberRegisterYear?: number;
}

export interface MemberRow {
  memberName: string;
  registerNumber: string;
  registerYear: number | null;
}

const trimmedOrNull = (text: string | undefined) => {
  const value = (text ?? '').trim();
  return value === '' ? null : value;
};

/**
 * The crime in the API's shape, still to be checked by `crimeInputSchema`. Court details go
 * only with a court status (2, 3), punishment and penalty only with a conviction (3), as the
 * form shows them only then (spec 2 §3.5).
 */
export function crimeInputFrom(
  values: CrimeFormValues,
  pairs: readonly SectionPair[],
  members: readonly MemberRow[],
): Record<keyof CrimeInput, unknown> {
  const court = showsCourtDetails(values.statusId);
  const convicted = showsPunishment(values.statusId);
  return {
    stateId: values.stateId,
    cityId: values.cityId,
    stationId: values.stationId,
    registerNumber: (values.registerNumber ?? '').trim(),
    registerYear: values.registerYear,
    registeredOn: toIsoDate(values.registeredOn) ?? undefined,
    crimeTitleId: values.crimeTitleId,
    statusId: values.statusId,
    courtType: court ? trimmedOrNull(values.courtType) : null,
    statusDate: court ? toIsoDate(values.statusDate) : null,
    caseNumber: court ? trimmedOrNull(values.caseNumber) : null,
    punishment: convicted ? trimmedOrNull(values.punishment) : null,
    penalty: convicted ? trimmedOrNull(values.penalty) : null,
    sections: pairs.map(({ actId, sectionId }) => ({ actId, sectionId })),
    members: members.map((m) => ({ ...m })),
  };
}

/** A crime of the table back in the drawer's form. */
export function crimeValuesFrom(draft: CrimeDraft): CrimeFormValues {
  const c = draft.input;
  return {
    stateId: c.stateId,
    cityId: c.cityId,
    stationId: c.stationId,
    registerNumber: c.registerNumber,
    registerYear: c.registerYear,
    registeredOn: fromIsoDate(c.registeredOn),
    crimeTitleId: c.crimeTitleId,
    statusId: c.statusId,
    courtType: c.courtType ?? undefined,
    statusDate: fromIsoDate(c.statusDate),
    caseNumber: c.caseNumber ?? undefined,
    punishment: c.punishment ?? undefined,
    penalty: c.penalty ?? undefined,
  };
}

export const CRIME_FIELDS = [
  'stateId',
  'cityId',
  'stationId',
  'registerNumber',
  'registerYear',
  'registeredOn',
  'crimeTitleId',
  'statusId',
  'courtType',
  'statusDate',
  'caseNumber',
  'punishment',
  'penalty',
  'actId',
  'sectionId',
  'memberName',
] as const;
export type CrimeField = (typeof CRIME_FIELDS)[number];

/**
 * Where a crime error shows in the drawer. The pair list has no field of its own: its errors
 * sit under the act or section selector; a member's under the member name.
 */
export function crimeFieldOf(name: string): CrimeField | null {
  // The create call names a crime `crimes.0.stationId`; the crime calls name it `stationId`.
  const path = name.replace(/^crimes\.\d+\./, '').split('.');
  const [head, , leaf] = path;
  if (head === 'sections') return leaf === 'sectionId' ? 'sectionId' : 'actId';
  if (head === 'members') return 'memberName';
  return (CRIME_FIELDS as readonly string[]).includes(head ?? '') ? (head as CrimeField) : null;
}
