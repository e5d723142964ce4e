import { z } from 'zod';
import { pageQuerySchema } from './common.js';

/**
 * Report messages (spec 3 §5, §8). The spec gives no server wording for bad dates; these
 * sentences say what is wrong and how to fix it (decision 0022).
 */
export const REPORT_MESSAGES = {
  startRequired: 'Please select a start date',
  dateFormat: 'Enter the date as YYYY-MM-DD',
  dateInvalid: 'This date does not exist',
  dateOrder: 'The end date must not be before the start date',
  selectValue: 'Please select a value',
  noData: 'No data available',
  invalidData: 'Invalid data',
} as const;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as YYYY-MM-DD; 2025-02-30 is refused, not rolled over. */
export const reportDaySchema = z
  .string({ error: REPORT_MESSAGES.startRequired })
  .regex(DAY_PATTERN, REPORT_MESSAGES.dateFormat)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, REPORT_MESSAGES.dateInvalid);

const rangeShape = {
  startDate: reportDaySchema,
  /** Absent on single-date reports: the range is the start day alone. */
  endDate: reportDaySchema.optional(),
};

/** The range check every report shares; days compare as strings because they are ISO. */
function inOrder(v: { startDate: string; endDate?: string | undefined }, ctx: z.RefinementCtx) {
  if (v.endDate !== undefined && v.endDate < v.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: REPORT_MESSAGES.dateOrder });
  }
}

/** `?startDate=YYYY-MM-DD&endDate=YYYY-MM-DD`, both days inclusive, Indian days. */
export const reportRangeQuerySchema = z.object(rangeShape).superRefine(inOrder);
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

// ---- Arrest register (spec 3 §2.4) ----

export const arrestReportQuerySchema = z
  .object({ ...rangeShape, ...pageQuerySchema.shape })
  .superRefine(inOrder);
export type ArrestReportQuery = z.infer<typeof arrestReportQuerySchema>;

export const arrestReportRowSchema = z.object({
  id: z.number().int(),
  accusedId: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  /** ISO instants. */
  arrestedAt: z.string(),
  courtAt: z.string(),
  dateOfBirth: z.string().nullable(),
  /** 'XXXX XXXX 1234': a report never carries the full number. */
  aadhaarMasked: z.string().nullable(),
  photoUrls: z.array(z.string()),
});
export type ArrestReportRow = z.infer<typeof arrestReportRowSchema>;
export const arrestReportSchema = z.object({
  items: z.array(arrestReportRowSchema),
  total: z.number().int(),
});
export type ArrestReport = z.infer<typeof arrestReportSchema>;

// ---- Preventive action report (spec 3 §2.5) ----

export const PREVENTIVE_MODES = ['ongoing', 'completed', 'new', 'bond'] as const;
export type PreventiveMode = (typeof PREVENTIVE_MODES)[number];
/** Ongoing and completed are read on one day; new and bond date over a range. */
export const SINGLE_DAY_MODES: readonly PreventiveMode[] = ['ongoing', 'completed'];

export const preventiveReportQuerySchema = z
  .object({
    ...rangeShape,
    ...pageQuerySchema.shape,
    mode: z.enum(PREVENTIVE_MODES, { error: REPORT_MESSAGES.selectValue }),
  })
  .superRefine(inOrder);
export type PreventiveReportQuery = z.infer<typeof preventiveReportQuerySchema>;

export const preventiveReportRowSchema = z.object({
  id: z.number().int(),
  accusedId: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  age: z.number().int(),
  station: z.object({ mr: z.string(), en: z.string() }),
  actionType: z.object({ mr: z.string(), en: z.string() }),
  bondDate: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  photoUrls: z.array(z.string()),
});
export type PreventiveReportRow = z.infer<typeof preventiveReportRowSchema>;
export const preventiveReportSchema = z.object({
  items: z.array(preventiveReportRowSchema),
  total: z.number().int(),
});
export type PreventiveReport = z.infer<typeof preventiveReportSchema>;

export const stationCountSchema = z.object({
  stationId: z.number().int(),
  station: z.object({ mr: z.string(), en: z.string() }),
  count: z.number().int(),
});
export type StationCount = z.infer<typeof stationCountSchema>;
export const preventiveStatisticsSchema = z.object({
  rows: z.array(stationCountSchema),
  total: z.number().int(),
});
export type PreventiveStatistics = z.infer<typeof preventiveStatisticsSchema>;

// ---- Total app users (spec 3 §2.8) ----

export const appUsersReportQuerySchema = z.object({
  /** Narrows the state to one unit; role 8 only, so it never widens a scope. */
  cityId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type AppUsersReportQuery = z.infer<typeof appUsersReportQuerySchema>;

export const appUsersReportRowSchema = z.object({
  cityId: z.number().int(),
  unit: z.object({ mr: z.string(), en: z.string() }),
  stationId: z.number().int(),
  station: z.object({ mr: z.string(), en: z.string() }),
  /** cnt: every app user of the station, whatever the status. */
  count: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
});
export type AppUsersReportRow = z.infer<typeof appUsersReportRowSchema>;
export const appUsersReportSchema = z.object({
  rows: z.array(appUsersReportRowSchema),
  /** totalAppUser */
  total: z.number().int(),
  active: z.number().int(),
  /** totalAppInactiveUser */
  inactive: z.number().int(),
});
export type AppUsersReport = z.infer<typeof appUsersReportSchema>;
