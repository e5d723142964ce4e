import {
  appUsersReportQuerySchema,
  appUsersReportSchema,
  arrestReportQuerySchema,
  arrestReportSchema,
  notCheckedQuerySchema,
  notCheckedReportSchema,
  patrolAppUsersSchema,
  preventiveReportQuerySchema,
  preventiveReportSchema,
  preventiveStatisticsSchema,
  rangeReportQuerySchema,
  rangeReportSchema,
  reportRangeQuerySchema,
  spotStationsExportQuerySchema,
  spotStationsQuerySchema,
  spotStationsSchema,
  stateAccusedReportSchema,
  stateGpsReportSchema,
  stationSpotsQuerySchema,
  stationSpotsSchema,
  statisticsQuerySchema,
  statisticsReportSchema,
  twoPlusListQuerySchema,
  twoPlusListSchema,
  twoPlusNewStatisticsQuerySchema,
  twoPlusNewStatisticsSchema,
  twoPlusStatisticsQuerySchema,
  PREVENTIVE_MODES,
  REPORT_MESSAGES,
} from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import * as range from './range-report.service.js';
import { reportRoute } from './report-route.js';
import * as reports from './reports.service.js';
import * as spots from './spot-reports.service.js';
import * as statistics from './statistics.service.js';
import * as twoPlus from './two-plus.service.js';

/** The preventive Excel files need the mode the screen shows (spec 3 §2.5). */
const preventiveExportQuery = reportRangeQuerySchema.and(
  z.object({ mode: z.enum(PREVENTIVE_MODES, { error: REPORT_MESSAGES.selectValue }) }),
);

/**
 * Every report of spec 3 with its Excel file. Scope comes from the signed-in user in each
 * service (spec 3 §6); docs/reports.md defines each figure.
 */
export function reportsRoutes(deps: Deps) {
  return async (app: FastifyInstance) => {
    // ---- Arrest register and preventive actions (spec 3 §2.4, §2.5) ----
    reportRoute(app, deps, {
      path: '/reports/arrests',
      name: 'ArrestReport',
      permission: 'reports:read',
      query: arrestReportQuerySchema,
      response: arrestReportSchema,
      read: reports.arrestReport,
      exportQuery: reportRangeQuerySchema,
      workbook: reports.arrestWorkbook,
    });
    reportRoute(app, deps, {
      path: '/reports/preventive',
      name: 'PreventiveReport',
      permission: 'reports:read',
      query: preventiveReportQuerySchema,
      response: preventiveReportSchema,
      read: reports.preventiveReport,
      exportQuery: preventiveExportQuery,
      workbook: reports.preventiveWorkbook,
    });
    reportRoute(app, deps, {
      path: '/reports/preventive/statistics',
      name: 'PreventiveStatistics',
      permission: 'reports:preventive-statistics',
      query: preventiveReportQuerySchema,
      response: preventiveStatisticsSchema,
      read: reports.preventiveStatistics,
      exportQuery: preventiveExportQuery,
      workbook: reports.preventiveStatisticsWorkbook,
    });

    // ---- Total App Users, role 8 (spec 3 §2.8) ----
    reportRoute(app, deps, {
      path: '/reports/app-users',
      name: 'AppUsersReport',
      permission: 'reports:state',
      query: appUsersReportQuerySchema,
      response: appUsersReportSchema,
      read: (d, _actor, q) => reports.appUsersReport(d, q),
      workbook: reports.appUsersWorkbook,
    });

    // ---- Statistical and state reports (spec 3 §2.6, spec 1 §2 tiles, decision 0025) ----
    reportRoute(app, deps, {
      path: '/reports/statistics',
      name: 'StatisticsReport',
      permission: 'reports:read',
      query: statisticsQuerySchema,
      response: statisticsReportSchema,
      read: statistics.statisticsReport,
      workbook: statistics.statisticsWorkbook,
    });
    reportRoute(app, deps, {
      path: '/reports/not-checked',
      name: 'NotCheckedReport',
      permission: 'reports:read',
      query: notCheckedQuerySchema,
      response: notCheckedReportSchema,
      read: statistics.notCheckedReport,
      workbook: statistics.notCheckedWorkbook,
    });
    reportRoute(app, deps, {
      path: '/reports/state-accused',
      name: 'StateAccusedReport',
      permission: 'reports:state',
      query: reportRangeQuerySchema,
      response: stateAccusedReportSchema,
      read: (d, _actor, q) => statistics.stateAccusedReport(d, q),
      workbook: statistics.stateAccusedWorkbook,
    });
    reportRoute(app, deps, {
      path: '/reports/state-gps',
      name: 'StateGpsReport',
      permission: 'reports:state',
      query: reportRangeQuerySchema,
      response: stateGpsReportSchema,
      read: (d, _actor, q) => statistics.stateGpsReport(d, q),
      workbook: statistics.stateGpsWorkbook,
    });

    // ---- Date-range report /reports5 (spec 3 §2.6, decision 0028) ----
    reportRoute(app, deps, {
      path: '/reports/range',
      name: 'RangeReport',
      permission: 'reports:read',
      query: rangeReportQuerySchema,
      response: rangeReportSchema,
      read: range.rangeReport,
      workbook: range.rangeWorkbook,
    });

    // ---- Patrol and spot reports (spec 3 §2.6, §2.7, decision 0026): the service admits
    // roles 4 and 8 to the per-station and per-app-user figures (role 2: 403) ----
    reportRoute(app, deps, {
      path: '/reports/spots/stations',
      name: 'ReportAdminSpotvise',
      permission: 'reports:read',
      query: spotStationsQuerySchema,
      response: spotStationsSchema,
      read: spots.spotStations,
      exportQuery: spotStationsExportQuerySchema,
      workbook: spots.spotStationsWorkbook,
    });
    reportRoute(app, deps, {
      path: '/reports/patrol/app-users',
      name: 'PatrolAppUsers',
      permission: 'reports:read',
      query: spotStationsQuerySchema,
      response: patrolAppUsersSchema,
      read: spots.patrolAppUsers,
      workbook: spots.patrolAppUsersWorkbook,
    });
    reportRoute(app, deps, {
      path: '/reports/spots/station',
      name: 'ReportPoliceSpotvise',
      permission: 'reports:read',
      query: stationSpotsQuerySchema,
      response: stationSpotsSchema,
      read: spots.stationSpots,
    });

    // ---- 2-plus accused reports (spec 3 §2.3, decision 0024) ----
    reportRoute(app, deps, {
      path: '/reports/two-plus/new-statistics',
      name: 'TwoPlusNewStatistics',
      permission: 'reports:read',
      query: twoPlusNewStatisticsQuerySchema,
      response: twoPlusNewStatisticsSchema,
      read: twoPlus.newStatistics,
      workbook: twoPlus.newStatisticsWorkbook,
    });
    reportRoute(app, deps, {
      path: '/reports/two-plus/statistics',
      name: 'TwoPlusStatistics',
      permission: 'reports:read',
      query: twoPlusStatisticsQuerySchema,
      response: preventiveStatisticsSchema,
      read: twoPlus.statistics,
      workbook: twoPlus.statisticsWorkbook,
    });
    reportRoute(app, deps, {
      path: '/reports/two-plus/list',
      name: 'TwoPlusList',
      permission: 'reports:read',
      query: twoPlusListQuerySchema,
      response: twoPlusListSchema,
      read: twoPlus.list,
      workbook: twoPlus.listWorkbook,
    });
  };
}
