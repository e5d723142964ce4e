import {
  appUsersReportQuerySchema,
  appUsersReportSchema,
  arrestReportQuerySchema,
  arrestReportSchema,
  preventiveReportQuerySchema,
  preventiveReportSchema,
  preventiveStatisticsSchema,
  reportRangeQuerySchema,
  PREVENTIVE_MODES,
  REPORT_MESSAGES,
} from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { actorOf } from '../../platform/access.js';
import { sendReportXlsx } from '../../platform/report-xlsx.js';
import * as reports from './reports.service.js';

const tags = ['reports'];

const preventiveExportQuery = reportRangeQuerySchema.and(
  z.object({ mode: z.enum(PREVENTIVE_MODES, { error: REPORT_MESSAGES.selectValue }) }),
);

export function reportsRoutes(deps: Deps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
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
  };
}
