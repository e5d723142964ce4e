import { z } from 'zod';
import { pageQuerySchema } from './common.js';
import { reportRangeInOrder, reportRangeShape } from './reports.js';

/**
 * Statistical reports (spec 3 §2.6, §3 "Statistical report rows", §7.2 getReports1/3/4) and
 * the state reports /reportSupReport3 and /reportSupReport4 (spec 1 §2). Every figure is
 * defined in docs/reports.md; decision 0025.
 */

const name = z.object({ mr: z.string(), en: z.string() });
const optionalId = z.coerce.number().int().positive().max(2_147_483_647).optional();

// ---- /reports: accused statistical report, one row per police station ----

export const statisticsQuerySchema = z
  .object({
    ...reportRangeShape,
    /** Role 8 only: narrows the state to one unit; other roles' scope never widens. */
    cityId: optionalId,
  })
  .superRefine(reportRangeInOrder);
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

/** The spec's row fields (policeThane, totalCriminals, …) under English names. */
const statisticsFigures = {
  /** totalCriminals: active accused the station entered. */
  totalCriminals: z.number().int(),
  /** totalInactiveCriminals */
  totalInactiveCriminals: z.number().int(),
  /** allTotalCriminalsbyUser: accused entered (created) within the range. */
  enteredInRange: z.number().int(),
  /** totalCriminalsChecked: accused with a GPS check-in within the range. */
  checked: z.number().int(),
  /** totalFindCriminals: checked and found at least once within the range. */
  found: z.number().int(),
  /** totalUnFindCriminals: checked but never found within the range. */
  notFound: z.number().int(),
  /** remainingCriminals: active accused with no check-in within the range. */
  remaining: z.number().int(),
  /** lastUpdate: the latest check-in within the range (ISO), or null. */
  lastUpdate: z.string().nullable(),
  /** activeUser: Approved app users of the station (today). */
  activeUsers: z.number().int(),
};

export const statisticsRowSchema = z.object({
  stationId: z.number().int(),
  /** policeThane */
  station: name,
  unit: name,
  ...statisticsFigures,
});
export type StatisticsRow = z.infer<typeof statisticsRowSchema>;

export const statisticsReportSchema = z.object({
  rows: z.array(statisticsRowSchema),
  /** The total row: sums of the rows (allTotalCriminals = totalCriminals, …). */
  total: z.object(statisticsFigures),
});
export type StatisticsReport = z.infer<typeof statisticsReportSchema>;

// ---- /reports4: accused not yet checked ----

export const notCheckedQuerySchema = z
  .object({
    ...reportRangeShape,
    ...pageQuerySchema.shape,
    search: z.string().trim().max(100).optional(),
    /** Role 4's police-station filter, inside its unit. */
    stationId: optionalId,
  })
  .superRefine(reportRangeInOrder);
export type NotCheckedQuery = z.infer<typeof notCheckedQuerySchema>;

export const notCheckedRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  station: name,
  address: z.string(),
  mobile: z.string().nullable(),
  /** The last check-in ever (ISO), null = never checked. */
  lastCheckin: z.string().nullable(),
  photoUrls: z.array(z.string()),
});
export type NotCheckedRow = z.infer<typeof notCheckedRowSchema>;
export const notCheckedReportSchema = z.object({
  items: z.array(notCheckedRowSchema),
  total: z.number().int(),
});
export type NotCheckedReport = z.infer<typeof notCheckedReportSchema>;

// ---- /reportSupReport3 and /reportSupReport4: one row per unit of the state ----

const stateAccusedFigures = {
  stations: z.number().int(),
  totalAccused: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  enteredInRange: z.number().int(),
  twoPlus: z.number().int(),
};
export const stateAccusedRowSchema = z.object({
  cityId: z.number().int(),
  unit: name,
  ...stateAccusedFigures,
});
export type StateAccusedRow = z.infer<typeof stateAccusedRowSchema>;
export const stateAccusedReportSchema = z.object({
  rows: z.array(stateAccusedRowSchema),
  total: z.object(stateAccusedFigures),
});
export type StateAccusedReport = z.infer<typeof stateAccusedReportSchema>;

const stateGpsFigures = {
  active: z.number().int(),
  checked: z.number().int(),
  found: z.number().int(),
  notFound: z.number().int(),
  remaining: z.number().int(),
  checkins: z.number().int(),
  checkinUsers: z.number().int(),
};
export const stateGpsRowSchema = z.object({
  cityId: z.number().int(),
  unit: name,
  ...stateGpsFigures,
});
export type StateGpsRow = z.infer<typeof stateGpsRowSchema>;
export const stateGpsReportSchema = z.object({
  rows: z.array(stateGpsRowSchema),
  total: z.object(stateGpsFigures),
});
export type StateGpsReport = z.infer<typeof stateGpsReportSchema>;
