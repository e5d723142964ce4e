import { z } from 'zod';
import { pageQuerySchema } from './common.js';

/**
 * Issue 20 item 3: the daily overdue-check run's result on the dashboard. The list is a
 * station's accused past their unit's limit; the summary counts them per station (a unit
 * admin) or per unit (the state).
 */
export const OVERDUE_PUSH = {
  title: 'Check overdue',
  /** The ten most overdue of a station are pushed one by one; the rest as one summary. */
  perStation: 10,
} as const;

export const overdueListQuerySchema = pageQuerySchema.extend({
  /** A unit admin or the state opens one station's list. */
  stationId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** The state narrows to one unit. */
  cityId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type OverdueListQuery = z.infer<typeof overdueListQuerySchema>;

export const overdueItemSchema = z.object({
  accusedId: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  stationId: z.number().int(),
  lastCheckinAt: z.string().nullable(),
  daysUnchecked: z.number().int(),
});
export type OverdueItem = z.infer<typeof overdueItemSchema>;

export const overdueListSchema = z.object({
  /** The India day of the run the list comes from; null before the first run. */
  runDate: z.string().nullable(),
  items: z.array(overdueItemSchema),
  total: z.number().int(),
});
export type OverdueList = z.infer<typeof overdueListSchema>;

export const overdueSummaryQuerySchema = z.object({
  cityId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const overdueSummarySchema = z.object({
  runDate: z.string().nullable(),
  /** What `groups` counts: the station's own list (one group), a unit's stations, the units. */
  level: z.enum(['station', 'unit', 'state']),
  total: z.number().int(),
  groups: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      nameEn: z.string(),
      count: z.number().int(),
    }),
  ),
});
export type OverdueSummary = z.infer<typeof overdueSummarySchema>;
