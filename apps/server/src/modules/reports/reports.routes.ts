import {
  appUsersReportQuerySchema,
  appUsersReportSchema,
  arrestReportQuerySchema,
  arrestReportSchema,
  preventiveReportQuerySchema,
  preventiveReportSchema,
  preventiveStatisticsSchema,
  rangeReportQuerySchema,
  rangeReportSchema,
  reportRangeQuerySchema,
  twoPlusListQuerySchema,
  twoPlusListSchema,
  twoPlusNewStatisticsQuerySchema,
  twoPlusNewStatisticsSchema,
  twoPlusStatisticsQuerySchema,
  PREVENTIVE_MODES,
  REPORT_MESSAGES,
} from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { actorOf } from '../../platform/access.js';
import { sendReportXlsx } from '../../platform/report-xlsx.js';
import * as range from './range-report.service.js';
import * as reports from './reports.service.js';
import { spotReportsRoutes } from './spot-reports.routes.js';
import { statisticsRoutes } from './statistics.routes.js';
import * as twoPlus from './two-plus.service.js';

const tags = ['reports'];

const preventiveExportQuery = reportRangeQuerySchema.and(
  z.object({ mode: z.enum(PREVENTIVE_MODES, { error: REPORT_MESSAGES.selectValue }) }),
);

export function reportsRoutes(deps: Deps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // Patrol and spot reports (spec 3 §2.6, §2.7) live in their own files.
    await spotReportsRoutes(deps)(app);
    const language = (request: { sessionUser?: { language?: 'mr' | 'en' | 'hi' } | null }) =>
      request.sessionUser?.language ?? 'mr';

    r.get(
      '/reports/arrests',
      {
        config: { permission: 'reports:read' },
        schema: {
          tags,
          operationId: 'getArrestReport',
          querystring: arrestReportQuerySchema,
          response: { 200: arrestReportSchema },
        },
      },
      (request) => reports.arrestReport(deps, actorOf(request), request.query),
    );
    r.get(
      '/reports/arrests.xlsx',
      {
        config: { permission: 'reports:read' },
        schema: { tags, operationId: 'exportArrestReport', querystring: reportRangeQuerySchema },
      },
      async (request, reply) => {
        const book = await reports.arrestWorkbook(
          deps,
          actorOf(request),
          request.query,
          language(request),
        );
        return sendReportXlsx(reply, book.title, book.stream);
      },
    );

    r.get(
      '/reports/preventive',
      {
        config: { permission: 'reports:read' },
        schema: {
          tags,
          operationId: 'getPreventiveReport',
          querystring: preventiveReportQuerySchema,
          response: { 200: preventiveReportSchema },
        },
      },
      (request) => reports.preventiveReport(deps, actorOf(request), request.query),
    );
    r.get(
      '/reports/preventive/statistics',
      {
        config: { permission: 'reports:read' },
        schema: {
          tags,
          operationId: 'getPreventiveStatistics',
          querystring: preventiveReportQuerySchema,
          response: { 200: preventiveStatisticsSchema },
        },
      },
      (request) => reports.preventiveStatistics(deps, actorOf(request), request.query),
    );
    r.get(
      '/reports/preventive.xlsx',
      {
        config: { permission: 'reports:read' },
        schema: { tags, operationId: 'exportPreventiveReport', querystring: preventiveExportQuery },
      },
      async (request, reply) => {
        const book = await reports.preventiveWorkbook(
          deps,
          actorOf(request),
          request.query,
          language(request),
        );
        return sendReportXlsx(reply, book.title, book.stream);
      },
    );

    r.get(
      '/reports/preventive/statistics.xlsx',
      {
        config: { permission: 'reports:read' },
        schema: {
          tags,
          operationId: 'exportPreventiveStatistics',
          querystring: preventiveExportQuery,
        },
      },
      async (request, reply) => {
        const book = await reports.preventiveStatisticsWorkbook(
          deps,
          actorOf(request),
          request.query,
          language(request),
        );
        return sendReportXlsx(reply, book.title, book.stream);
      },
    );

    r.get(
      '/reports/app-users',
      {
        config: { permission: 'reports:state' },
        schema: {
          tags,
          operationId: 'getAppUsersReport',
          querystring: appUsersReportQuerySchema,
          response: { 200: appUsersReportSchema },
        },
      },
      (request) => reports.appUsersReport(deps, request.query),
    );
    r.get(
      '/reports/app-users.xlsx',
      {
        config: { permission: 'reports:state' },
        schema: {
          tags,
          operationId: 'exportAppUsersReport',
          querystring: appUsersReportQuerySchema,
        },
      },
      async (request, reply) => {
        const book = await reports.appUsersWorkbook(
          deps,
          actorOf(request),
          request.query,
          language(request),
        );
        return sendReportXlsx(reply, book.title, book.stream);
      },
    );
    // ---- Statistical and state reports (spec 3 §2.6, spec 1 §2 tiles) ----
    statisticsRoutes(app, deps);
    // ---- 2-plus accused reports (spec 3 §2.3) ----
    r.get(
      '/reports/two-plus/new-statistics',
      {
        config: { permission: 'reports:read' },
        schema: {
          tags,
          operationId: 'getTwoPlusNewStatistics',
          querystring: twoPlusNewStatisticsQuerySchema,
          response: { 200: twoPlusNewStatisticsSchema },
        },
      },
      (request) => twoPlus.newStatistics(deps, actorOf(request), request.query),
    );
    r.get(
      '/reports/two-plus/new-statistics.xlsx',
      {
        config: { permission: 'reports:read' },
        schema: {
          tags,
          operationId: 'exportTwoPlusNewStatistics',
          querystring: twoPlusNewStatisticsQuerySchema,
        },
      },
      async (request, reply) => {
        const book = await twoPlus.newStatisticsWorkbook(
          deps,
          actorOf(request),
          request.query,
          language(request),
        );
        return sendReportXlsx(reply, book.title, book.stream);
      },
    );
    r.get(
      '/reports/two-plus/statistics',
      {
        config: { permission: 'reports:read' },
        schema: {
          tags,
          operationId: 'getTwoPlusStatistics',
          querystring: twoPlusStatisticsQuerySchema,
          response: { 200: preventiveStatisticsSchema },
        },
      },
      (request) => twoPlus.statistics(deps, actorOf(request), request.query),
    );
    r.get(
      '/reports/two-plus/statistics.xlsx',
      {
        config: { permission: 'reports:read' },
        schema: {
          tags,
          operationId: 'exportTwoPlusStatistics',
          querystring: twoPlusStatisticsQuerySchema,
        },
      },
      async (request, reply) => {
        const book = await twoPlus.statisticsWorkbook(
          deps,
          actorOf(request),
          request.query,
          language(request),
        );
        return sendReportXlsx(reply, book.title, book.stream);
      },
    );
    r.get(
      '/reports/two-plus/list',
      {
        config: { permission: 'reports:read' },
        schema: {
          tags,
          operationId: 'getTwoPlusList',
          querystring: twoPlusListQuerySchema,
          response: { 200: twoPlusListSchema },
        },
      },
      (request) => twoPlus.list(deps, actorOf(request), request.query),
    );
    r.get(
      '/reports/two-plus/list.xlsx',
      {
        config: { permission: 'reports:read' },
        schema: { tags, operationId: 'exportTwoPlusList', querystring: twoPlusListQuerySchema },
      },
      async (request, reply) => {
        const book = await twoPlus.listWorkbook(
          deps,
          actorOf(request),
          request.query,
          language(request),
        );
        return sendReportXlsx(reply, book.title, book.stream);
      },
    );

    // ---- Date-range report /reports5 (spec 3 §2.6, decision 0028) ----
    r.get(
      '/reports/range',
      {
        config: { permission: 'reports:read' },
        schema: {
          tags,
          operationId: 'getRangeReport',
          querystring: rangeReportQuerySchema,
          response: { 200: rangeReportSchema },
        },
      },
      (request) => range.rangeReport(deps, actorOf(request), request.query),
    );
    r.get(
      '/reports/range.xlsx',
      {
        config: { permission: 'reports:read' },
        schema: { tags, operationId: 'exportRangeReport', querystring: rangeReportQuerySchema },
      },
      async (request, reply) => {
        const book = await range.rangeWorkbook(
          deps,
          actorOf(request),
          request.query,
          language(request),
        );
        return sendReportXlsx(reply, book.title, book.stream);
      },
    );
  };
}
