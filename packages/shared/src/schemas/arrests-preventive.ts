import { z } from 'zod';
import { addDays, istDate } from '../ist.js';

const MAX_ID = 2_147_483_647;
const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** Spec 2 §5.3 and §8. */
export const ARREST_MESSAGES = {
  currentStatusRequired: 'Please select',
  arrestedAtRequired: 'Please select arrest date and time',
  courtAtRequired: 'Please select court date and time',
  courtTooEarly: 'Court date cannot be earlier than the day after the arrest date',
  fingerprintRequired: 'Please select option',
  aadhaarFormat: 'Aadhar Number must be a 12-digit number starting with 1-9',
  aadhaarTaken: 'Aadhar number already exists!',
  dobFuture: 'Date of birth cannot be in the future',
  tooManyPhotos: 'You can upload at most 5 photos',
  saved: 'Save Arrest Successfully !!',
} as const;

export const AADHAAR_PATTERN = /^[1-9]\d{11}$/;

/** The calendar day after an ISO date-time's day (Asia/Kolkata), as YYYY-MM-DD. */
export function nextIndianDay(isoDateTime: string): string {
  return addDays(istDate(isoDateTime), 1);
}

/** The calendar day (Asia/Kolkata) of an ISO date-time. */
export function indianDay(isoDateTime: string): string {
  return istDate(isoDateTime);
}

const isoDateTime = z.iso.datetime({ offset: true });

export const arrestInputSchema = z
  .object({
    currentStatusId: id(ARREST_MESSAGES.currentStatusRequired),
    arrestedAt: z.iso.datetime({ offset: true, error: ARREST_MESSAGES.arrestedAtRequired }),
    courtAt: z.iso.datetime({ offset: true, error: ARREST_MESSAGES.courtAtRequired }),
    fingerprint: z.enum(['0', '1'], { error: ARREST_MESSAGES.fingerprintRequired }).default('0'),
    aadhaar: z
      .string()
      .trim()
      .regex(AADHAAR_PATTERN, ARREST_MESSAGES.aadhaarFormat)
      .or(z.literal(''))
      .default(''),
    dateOfBirth: z.iso.date().nullish(),
    photoIds: z.array(z.uuid()).max(5, ARREST_MESSAGES.tooManyPhotos).default([]),
  })
  .superRefine((v, ctx) => {
    // Spec 2 §4, §5.3: the court date is at the earliest the day after the arrest. Zod runs
    // this even when a date failed its own format check (that field already carries its
    // message); such a date could throw here (a 500, issue 9 §2) or roll over (02-30).
    const valid = (s: string) => isoDateTime.safeParse(s).success;
    if (
      valid(v.courtAt) &&
      valid(v.arrestedAt) &&
      indianDay(v.courtAt) < nextIndianDay(v.arrestedAt)
    ) {
      ctx.addIssue({ code: 'custom', path: ['courtAt'], message: ARREST_MESSAGES.courtTooEarly });
    }
    if (v.dateOfBirth && v.dateOfBirth > indianDay(new Date().toISOString())) {
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: ARREST_MESSAGES.dobFuture });
    }
  });
export type ArrestInput = z.infer<typeof arrestInputSchema>;

export const aadhaarCheckSchema = z.object({
  aadhaar: z.string().trim().regex(AADHAAR_PATTERN, ARREST_MESSAGES.aadhaarFormat),
  exceptArrestId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  /** The crime the arrest is in: its accused may hold the number on other arrests (issue 16 §6). */
  crimeId: z.coerce.number().int().positive().max(MAX_ID).optional(),
});

export const arrestSchema = z.object({
  id: z.number().int(),
  crimeId: z.number().int(),
  currentStatusId: z.number().int(),
  currentStatus: z.object({ mr: z.string(), en: z.string() }),
  arrestedAt: z.string(),
  courtAt: z.string(),
  fingerprint: z.enum(['0', '1']),
  /** Masked ('XXXX XXXX 1234'); the full number only through the audited reveal. */
  aadhaarMasked: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  photoUrls: z.array(z.string()),
  photoIds: z.array(z.string()),
});
export type Arrest = z.infer<typeof arrestSchema>;

/** Spec 2 §5.4 and §8. */
export const PREVENTIVE_MESSAGES = {
  actionRequired: 'Please select preventive action',
  chapterCaseRequired: 'Please enter chapter case number',
  chapterCaseDigits: 'Chapter case number must contain digits only',
  chapterYearRequired: 'Please select chapter case year',
  bondDateRequired: 'Please select bond date',
  dateFromRequired: 'Please select from date',
  dateToRequired: 'Please select to date',
  dateOrder: 'The to date cannot be before the from date',
  orderFile: 'Please upload only PDF file!',
  saved: 'Save Successfully !!',
  stationRequired: 'Please select a police station',
  tooManyStations: 'You can select at most 200 police stations',
} as const;

/** The three fixed Maharashtra Police Act (Mapoka) section labels (spec 2 §3.10). */
export const MPA_SECTION_LABELS = [
  { section: '55', mr: 'मपोका कलम ५५', en: 'MPA section 55' },
  { section: '56', mr: 'मपोका कलम ५६', en: 'MPA section 56' },
  { section: '57', mr: 'मपोका कलम ५७', en: 'MPA section 57' },
] as const;

export const preventiveInputSchema = z
  .object({
    actionTypeId: id(PREVENTIVE_MESSAGES.actionRequired),
    chapterCase: z
      .string({ error: PREVENTIVE_MESSAGES.chapterCaseRequired })
      .trim()
      .min(1, PREVENTIVE_MESSAGES.chapterCaseRequired)
      .regex(/^\d{1,20}$/, PREVENTIVE_MESSAGES.chapterCaseDigits),
    chapterYear: z.coerce
      .number({ error: PREVENTIVE_MESSAGES.chapterYearRequired })
      .int()
      .min(1950, PREVENTIVE_MESSAGES.chapterYearRequired)
      .max(2100, PREVENTIVE_MESSAGES.chapterYearRequired),
    bondDate: z.iso.date({ error: PREVENTIVE_MESSAGES.bondDateRequired }),
    dateFrom: z.iso.date({ error: PREVENTIVE_MESSAGES.dateFromRequired }),
    dateTo: z.iso.date({ error: PREVENTIVE_MESSAGES.dateToRequired }),
    externmentCityIds: z.array(id('Please select a unit')).max(60).default([]),
    /** Police stations of the externed area beside whole units (the spec's "districts"). */
    externmentStationIds: z
      .array(id(PREVENTIVE_MESSAGES.stationRequired))
      .max(200, PREVENTIVE_MESSAGES.tooManyStations)
      .default([]),
    orderType: z.string().trim().max(100).default(''),
    orderFileId: z.uuid().nullish(),
    status: z.coerce.number().int().min(1).max(10).nullish(),
    courtType: z.string().trim().max(80).nullish(),
    statusDate: z.iso.date().nullish(),
    caseNumber: z.string().trim().max(40).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.dateTo < v.dateFrom) {
      ctx.addIssue({ code: 'custom', path: ['dateTo'], message: PREVENTIVE_MESSAGES.dateOrder });
    }
  });
export type PreventiveInput = z.infer<typeof preventiveInputSchema>;

export const preventiveSchema = z.object({
  id: z.number().int(),
  actionTypeId: z.number().int(),
  actionType: z.object({ mr: z.string(), en: z.string() }),
  chapterCase: z.string(),
  chapterYear: z.number().int(),
  bondDate: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  externmentCityIds: z.array(z.number().int()),
  externmentStationIds: z.array(z.number().int()),
  orderType: z.string(),
  orderFileUrl: z.string().nullable(),
  orderFileId: z.string().nullable(),
  status: z.number().int().nullable(),
  courtType: z.string().nullable(),
  statusDate: z.string().nullable(),
  caseNumber: z.string().nullable(),
});
export type Preventive = z.infer<typeof preventiveSchema>;
