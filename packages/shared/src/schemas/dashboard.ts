import { z } from 'zod';

/**
 * The dashboard's tiles (spec 1 §2, §3 Dashboard counts), all counted in one scoped query.
 * Role 2 gets the station's three (accused, preventive actions, 2-plus); roles 4 and 8 all
 * of them over the unit or the state. A count the role has no tile for is null.
 */
export const dashboardCountsSchema = z.object({
  /** totalAppUser, totalAPPUserPending, totalAPPUserReject */
  appUsers: z.number().int().nullable(),
  appUsersPending: z.number().int().nullable(),
  appUsersRejected: z.number().int().nullable(),
  /** totalRegisterPoliceStationCount: station users (role 4) or unit admins (role 8). */
  registered: z.number().int().nullable(),
  /** totalCriminal */
  accused: z.number().int(),
  /** totalTodayGPSCount: distinct accused checked in the field since midnight, Indian time. */
  checkedToday: z.number().int().nullable(),
  /** totalPreventiveActionCount */
  preventiveActions: z.number().int(),
  /** tottalTwoPlusCount: accused with more than one crime. */
  twoPlus: z.number().int(),
});
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;

export const ACCUSED_CONDITIONS = ['wanted', 'absconding'] as const;
export type AccusedCondition = (typeof ACCUSED_CONDITIONS)[number];
