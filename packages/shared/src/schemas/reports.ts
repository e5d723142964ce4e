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

export const reportRangeShape = {
  startDate: reportDaySchema,
  /** Absent on single-date reports: the range is the start day alone. */
  endDate: reportDaySchema.optional(),
};

/** The range check every report shares; days compare as strings because they are ISO. */
export function reportRangeInOrder(
  v: { startDate: string; endDate?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (v.endDate !== undefined && v.endDate < v.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: REPORT_MESSAGES.dateOrder });
  }
}

/** `?startDate=YYYY-MM-DD&endDate=YYYY-MM-DD`, both days inclusive, Indian days. */
export const reportRangeQuerySchema = z.object(reportRangeShape).superRefine(reportRangeInOrder);
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

// ---- Arrest register (spec 3 §2.4) ----

export const arrestReportQuerySchema = z
  .object({ ...reportRangeShape, ...pageQuerySchema.shape })
  .superRefine(reportRangeInOrder);
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
    ...reportRangeShape,
    ...pageQuerySchema.shape,
    mode: z.enum(PREVENTIVE_MODES, { error: REPORT_MESSAGES.selectValue }),
  })
  .superRefine(reportRangeInOrder);
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

// ---- 2-plus accused reports (spec 3 §2.3, decision 0024) ----

/** count: 2-plus records entered in the range; new: 2-plus with a crime registered in it; history: history sheeters, no dates. */
export const TWO_PLUS_KINDS = ['count', 'new', 'history'] as const;
export type TwoPlusKind = (typeof TWO_PLUS_KINDS)[number];
/** The second variant's source filter (role 2): own records, or within the station's limits. */
export const TWO_PLUS_SOURCES = ['by_id', 'by_distinct'] as const;
export type TwoPlusSource = (typeof TWO_PLUS_SOURCES)[number];
/** The seven categories of the new arophi statistics, in the spec's order. */
export const TWO_PLUS_CATEGORIES = [
  'body',
  'property',
  'sand',
  'liquor',
  'gambling',
  'section6',
  'other',
] as const;
export type TwoPlusCategory = (typeof TWO_PLUS_CATEGORIES)[number];

/** `?crimeTitleIds=1,5,9` or repeated; absent or empty means every title. */
const idListSchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v, ctx) => {
    const parts = (Array.isArray(v) ? v : v === undefined ? [] : [v])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter((s) => s !== '');
    const ids = parts.map(Number);
    if (ids.some((n) => !Number.isInteger(n) || n <= 0 || n > 2_147_483_647)) {
      ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.invalidData });
      return z.NEVER;
    }
    return [...new Set(ids)];
  });

const twoPlusShape = {
  crimeTitleIds: idListSchema,
  source: z.enum(TWO_PLUS_SOURCES, { error: REPORT_MESSAGES.selectValue }).default('by_id'),
};

/** The new arophi statistics: always a range. */
export const twoPlusNewStatisticsQuerySchema = z
  .object({ ...reportRangeShape, ...twoPlusShape })
  .superRefine(reportRangeInOrder);
export type TwoPlusNewStatisticsQuery = z.infer<typeof twoPlusNewStatisticsQuerySchema>;

/** The history sheeter kind has no date filter; the other two need a start day. */
function kindNeedsDates(
  v: { kind: TwoPlusKind; startDate?: string | undefined; endDate?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (v.kind !== 'history' && v.startDate === undefined) {
    ctx.addIssue({ code: 'custom', path: ['startDate'], message: REPORT_MESSAGES.startRequired });
  }
  if (v.startDate !== undefined && v.endDate !== undefined && v.endDate < v.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: REPORT_MESSAGES.dateOrder });
  }
}

const kindShape = {
  kind: z.enum(TWO_PLUS_KINDS, { error: REPORT_MESSAGES.selectValue }),
  startDate: reportDaySchema.optional(),
  endDate: reportDaySchema.optional(),
  ...twoPlusShape,
};

export const twoPlusStatisticsQuerySchema = z.object(kindShape).superRefine(kindNeedsDates);
export type TwoPlusStatisticsQuery = z.infer<typeof twoPlusStatisticsQuerySchema>;

export const twoPlusListQuerySchema = z
  .object({
    ...kindShape,
    ...pageQuerySchema.shape,
    /** The drill-down drawer: one police station of the actor's scope (never widens it). */
    stationId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  })
  .superRefine(kindNeedsDates);
export type TwoPlusListQuery = z.infer<typeof twoPlusListQuerySchema>;

const nameSchema = z.object({ mr: z.string(), en: z.string() });

export const twoPlusNewStatisticsRowSchema = z.object({
  stationId: z.number().int(),
  station: nameSchema,
  body: z.number().int(),
  property: z.number().int(),
  sand: z.number().int(),
  liquor: z.number().int(),
  gambling: z.number().int(),
  section6: z.number().int(),
  other: z.number().int(),
  total: z.number().int(),
});
export type TwoPlusNewStatisticsRow = z.infer<typeof twoPlusNewStatisticsRowSchema>;
export const twoPlusNewStatisticsSchema = z.object({
  rows: z.array(twoPlusNewStatisticsRowSchema),
  /** The एकूण row: column sums. */
  total: twoPlusNewStatisticsRowSchema.omit({ stationId: true, station: true }),
});
export type TwoPlusNewStatistics = z.infer<typeof twoPlusNewStatisticsSchema>;

export const twoPlusRowSchema = z.object({
  accusedId: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  age: z.number().int(),
  station: nameSchema,
  crimeCount: z.number().int(),
  historySheeter: z.number().int(),
  photoUrls: z.array(z.string()),
});
export type TwoPlusRow = z.infer<typeof twoPlusRowSchema>;
export const twoPlusListSchema = z.object({
  items: z.array(twoPlusRowSchema),
  total: z.number().int(),
});
export type TwoPlusList = z.infer<typeof twoPlusListSchema>;
