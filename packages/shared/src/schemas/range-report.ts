import { z } from 'zod';
import { reportRangeQuerySchema } from './reports.js';

/**
 * The date-range report (/reports5, spec 3 §2.6, decision 0028): a unit's activity per
 * police station over a range of Indian days.
 */
export const rangeReportQuerySchema = reportRangeQuerySchema.and(
  z.object({
    /** Role 8 only: narrows the state to one unit. Ignored for roles 4 and 2 (never widens). */
    cityId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  }),
);
export type RangeReportQuery = z.infer<typeof rangeReportQuerySchema>;

/** The counted columns, in the table's order (docs/reports.md defines each). */
export const RANGE_REPORT_COLUMNS = [
  'accused',
  'crimes',
  'arrests',
  'preventive',
  'checkins',
  'checkedAccused',
  'visits',
  'summons',
] as const;
export type RangeReportColumn = (typeof RANGE_REPORT_COLUMNS)[number];

const countsSchema = z.object({
  /** Accused records entered (created) in the range by the station. */
  accused: z.number().int(),
  /** Crime records registered (registered_on) in the range at the station. */
  crimes: z.number().int(),
  /** Arrests (arrested_at) of accused the station entered. */
  arrests: z.number().int(),
  /** Preventive actions the station entered that start (date_from) in the range. */
  preventive: z.number().int(),
  /** GPS check-ins (captured_at) by the station's app users. */
  checkins: z.number().int(),
  /** Distinct accused among those check-ins. */
  checkedAccused: z.number().int(),
  /** Patrol visits (QR scans, scanned_at) by the station's app users. */
  visits: z.number().int(),
  /** Summons assigned to the station and received (received_on) in the range. */
  summons: z.number().int(),
});
export type RangeReportCounts = z.infer<typeof countsSchema>;

const nameSchema = z.object({ mr: z.string(), en: z.string() });

export const rangeReportRowSchema = countsSchema.extend({
  cityId: z.number().int(),
  unit: nameSchema,
  stationId: z.number().int(),
  station: nameSchema,
});
export type RangeReportRow = z.infer<typeof rangeReportRowSchema>;

export const rangeReportSchema = z.object({
  rows: z.array(rangeReportRowSchema),
  /** The एकूण row: column sums, except checkedAccused, which counts each accused once. */
  total: countsSchema,
});
export type RangeReport = z.infer<typeof rangeReportSchema>;
