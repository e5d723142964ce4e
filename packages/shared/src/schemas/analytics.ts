import { z } from 'zod';
import { REPORT_MESSAGES, reportRangeQuerySchema } from './reports.js';

/**
 * The analytical dashboard (spec 3 §2.11, §7.2): role 4's charts over its unit. Each type
 * is defined in docs/reports.md "Analytical dashboard" and decision 0027.
 */
export const ANALYTICS_TYPES = [
  'filled',
  'not-filled',
  'two-plus',
  'preventive',
  'surveillance',
  'app-users',
] as const;
export type AnalyticsType = (typeof ANALYTICS_TYPES)[number];

/** Spec 3 §9: today, monthly, six months, one year, all. */
export const ANALYTICS_DURATIONS = ['today', 'month', 'six-months', 'year', 'all'] as const;
export type AnalyticsDuration = (typeof ANALYTICS_DURATIONS)[number];
export const DEFAULT_ANALYTICS_DURATION: AnalyticsDuration = 'month';

/** Per day up to this many days, per calendar month beyond (the two station-day types). */
export const ANALYTICS_DAILY_MAX_DAYS = 62;

export const ANALYTICS_MESSAGES = {
  selectType: 'Please select a report type',
  durationOrRange: 'Choose a duration or a date range, not both',
  /** Spec 3 §8: empty chart, and an answer that is not a chart. */
  noData: REPORT_MESSAGES.noData,
  invalidFormat: 'Invalid data format',
} as const;

/**
 * `?type=…&duration=…` or `?type=…&startDate&endDate` (a custom range, checked by the
 * reports' own range rules and messages). Neither: the default duration (monthly).
 */
export const analyticsQuerySchema = z
  .object({
    type: z.enum(ANALYTICS_TYPES, { error: ANALYTICS_MESSAGES.selectType }),
    duration: z.enum(ANALYTICS_DURATIONS, { error: REPORT_MESSAGES.selectValue }).optional(),
    startDate: z.string().optional(),
    endDate: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    const custom = v.startDate !== undefined || v.endDate !== undefined;
    if (!custom) return;
    if (v.duration !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['duration'],
        message: ANALYTICS_MESSAGES.durationOrRange,
      });
    }
    const range = reportRangeQuerySchema.safeParse({ startDate: v.startDate, endDate: v.endDate });
    for (const issue of range.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** day: key YYYY-MM-DD; month: key YYYY-MM; station: key the police station's id. */
export const ANALYTICS_BUCKETS = ['day', 'month', 'station'] as const;
export type AnalyticsBucket = (typeof ANALYTICS_BUCKETS)[number];

export const analyticsBarSchema = z.object({
  key: z.string(),
  /** Marathi name of a station; the key again for days and months. */
  label: z.string(),
  labelEn: z.string(),
  value: z.number().int().nonnegative(),
});
export type AnalyticsBar = z.infer<typeof analyticsBarSchema>;

export const analyticsSchema = z.object({
  type: z.enum(ANALYTICS_TYPES),
  duration: z.enum([...ANALYTICS_DURATIONS, 'custom']),
  bucket: z.enum(ANALYTICS_BUCKETS),
  /** Inclusive Indian days; start is null for 'all' on the per-station types (no lower bound). */
  range: z.object({ start: z.string().nullable(), end: z.string() }),
  bars: z.array(analyticsBarSchema),
  /** The sum of the bars. */
  totalRecord: z.number().int().nonnegative(),
});
export type Analytics = z.infer<typeof analyticsSchema>;
