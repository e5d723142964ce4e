import { z } from 'zod';
import { reportDaySchema, REPORT_MESSAGES } from './reports.js';

/**
 * Patrol (round) and spot reports (spec 3 §2.6 reports3, §2.7, §3 spot report response,
 * §7.2 getReportPoliceSpotvise / getReportAdminSpotvise); definitions in docs/reports.md,
 * decision 0026. Dates as every report: `reportDaySchema`, the end not before the start.
 */
const rangeShape = { startDate: reportDaySchema, endDate: reportDaySchema.optional() };
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

function inOrder(v: { startDate: string; endDate?: string | undefined }, ctx: z.RefinementCtx) {
  if (v.endDate !== undefined && v.endDate < v.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: REPORT_MESSAGES.dateOrder });
  }
}

/** Roles 4 and 8; `cityId` narrows role 8's state to one unit (role 4 is always its own). */
export const spotStationsQuerySchema = z
  .object({ ...rangeShape, cityId: idSchema.optional() })
  .superRefine(inOrder);
export type SpotStationsQuery = z.infer<typeof spotStationsQuerySchema>;

/** Which screen's workbook: /reports3 (patrol statistics) or /reportAdminSpotvise. */
export const SPOT_STATION_SHEETS = ['patrol', 'spots'] as const;
export type SpotStationSheet = (typeof SPOT_STATION_SHEETS)[number];
export const spotStationsExportQuerySchema = z
  .object({
    ...rangeShape,
    cityId: idSchema.optional(),
    sheet: z.enum(SPOT_STATION_SHEETS, { error: REPORT_MESSAGES.selectValue }),
  })
  .superRefine(inOrder);
export type SpotStationsExportQuery = z.infer<typeof spotStationsExportQuerySchema>;

/**
 * One police station's spots and their visits in the range. Role 2 reads its own station
 * (a stationId it sends is ignored); roles 4 and 8 must name a station of their scope.
 */
export const stationSpotsQuerySchema = z
  .object({ ...rangeShape, stationId: idSchema.optional() })
  .superRefine(inOrder);
export type StationSpotsQuery = z.infer<typeof stationSpotsQuerySchema>;

const nameSchema = z.object({ mr: z.string(), en: z.string() });

const spotFiguresShape = {
  /** allTotalSpot: spots of the station (all, whenever created). */
  spots: z.number().int(),
  /** taggedLocations: of those, geotagged by a first scan. */
  tagged: z.number().int(),
  /** totalVisitedSpot: spots with at least one visit in the range. */
  visitedSpots: z.number().int(),
  /** spots − visitedSpots. */
  notVisited: z.number().int(),
  /** totalPerSpots summed: visits (rounds) in the range. */
  visits: z.number().int(),
  /** Distinct app users who made those visits. */
  patrollers: z.number().int(),
  /** ISO instant of the last visit in the range, or null. */
  lastVisitAt: z.string().nullable(),
};

export const spotStationRowSchema = z.object({
  stationId: z.number().int(),
  station: nameSchema,
  cityId: z.number().int(),
  unit: nameSchema,
  ...spotFiguresShape,
});
export type SpotStationRow = z.infer<typeof spotStationRowSchema>;
export const spotStationsSchema = z.object({
  rows: z.array(spotStationRowSchema),
  /** The totals row, counted in the same statement (distinct patrollers are not a sum). */
  total: z.object(spotFiguresShape),
});
export type SpotStations = z.infer<typeof spotStationsSchema>;

export const patrolAppUserRowSchema = z.object({
  appUserId: z.number().int(),
  name: z.string(),
  phone: z.string(),
  station: nameSchema,
  unit: nameSchema,
  /** Visits (rounds) the app user made in the range. */
  rounds: z.number().int(),
  /** Distinct spots among them. */
  spots: z.number().int(),
  firstVisitAt: z.string(),
  lastVisitAt: z.string(),
});
export type PatrolAppUserRow = z.infer<typeof patrolAppUserRowSchema>;
export const patrolAppUsersSchema = z.object({
  rows: z.array(patrolAppUserRowSchema),
  total: z.object({ appUsers: z.number().int(), rounds: z.number().int() }),
});
export type PatrolAppUsers = z.infer<typeof patrolAppUsersSchema>;

export const stationSpotRowSchema = z.object({
  spotId: z.number().int(),
  /** spotName */
  name: z.string(),
  landmark: z.string(),
  spotType: nameSchema,
  spotTime: z.enum(['day', 'night']),
  patrollingPerson: z.string(),
  /** inchargeName / inchargePhone: the police station's account (decision 0026). */
  inchargeName: z.string().nullable(),
  inchargePhone: z.string().nullable(),
  /** taggedLocations for one spot. */
  tagged: z.boolean(),
  createdAt: z.string(),
  /** totalPerSpots: visits of this spot in the range. */
  visits: z.number().int(),
  /** The last visit in the range and the app user who made it (name, phone). */
  lastVisitAt: z.string().nullable(),
  lastVisitorName: z.string().nullable(),
  lastVisitorPhone: z.string().nullable(),
});
export type StationSpotRow = z.infer<typeof stationSpotRowSchema>;
export const stationSpotsSchema = z.object({
  stationId: z.number().int(),
  station: nameSchema,
  rows: z.array(stationSpotRowSchema),
  /** allTotalSpot, taggedLocations, totalVisitedSpot and the visits, over the rows. */
  spots: z.number().int(),
  tagged: z.number().int(),
  visitedSpots: z.number().int(),
  visits: z.number().int(),
});
export type StationSpots = z.infer<typeof stationSpotsSchema>;

export const SPOT_REPORT_MESSAGES = {
  /** Roles 4 and 8 open one station's spots by choosing it. */
  stationRequired: 'Please select a police station',
} as const;
