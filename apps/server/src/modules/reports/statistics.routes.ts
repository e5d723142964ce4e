import {
  notCheckedQuerySchema,
  notCheckedReportSchema,
  reportRangeQuerySchema,
  stateAccusedReportSchema,
  stateGpsReportSchema,
  statisticsQuerySchema,
  statisticsReportSchema,
} from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { actorOf } from '../../platform/access.js';
import { sendReportXlsx } from '../../platform/report-xlsx.js';
import * as statistics from './statistics.service.js';

const tags = ['reports'];
const language = (request: { sessionUser?: { language?: 'mr' | 'en' | 'hi' } | null }) =>
  request.sessionUser?.language ?? 'mr';

/**
 * Spec 3 §2.6 (/reports, /reports4) and the state reports /reportSupReport3 and
 * /reportSupReport4 (spec 1 §2); registered from reports.routes.ts.
 */
export function statisticsRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/reports/statistics',
    {
      config: { permission: 'reports:read' },
      schema: {
        tags,
        operationId: 'getStatisticsReport',
        querystring: statisticsQuerySchema,
        response: { 200: statisticsReportSchema },
      },
    },
    (request) => statistics.statisticsReport(deps, actorOf(request), request.query),
  );
  r.get(
    '/reports/statistics.xlsx',
    {
      config: { permission: 'reports:read' },
      schema: { tags, operationId: 'exportStatisticsReport', querystring: statisticsQuerySchema },
    },
    async (request, reply) => {
      const book = await statistics.statisticsWorkbook(
        deps,
        actorOf(request),
        request.query,
        language(request),
      );
      return sendReportXlsx(reply, book.title, book.stream);
    },
  );

  r.get(
    '/reports/not-checked',
    {
      config: { permission: 'reports:read' },
      schema: {
        tags,
        operationId: 'getNotCheckedReport',
        querystring: notCheckedQuerySchema,
        response: { 200: notCheckedReportSchema },
      },
    },
    (request) => statistics.notCheckedReport(deps, actorOf(request), request.query),
  );
  r.get(
    '/reports/not-checked.xlsx',
    {
      config: { permission: 'reports:read' },
      schema: { tags, operationId: 'exportNotCheckedReport', querystring: notCheckedQuerySchema },
    },
    async (request, reply) => {
      const book = await statistics.notCheckedWorkbook(
        deps,
        actorOf(request),
        request.query,
        language(request),
      );
      return sendReportXlsx(reply, book.title, book.stream);
    },
  );

  r.get(
    '/reports/state-accused',
    {
      config: { permission: 'reports:state' },
      schema: {
        tags,
        operationId: 'getStateAccusedReport',
        querystring: reportRangeQuerySchema,
        response: { 200: stateAccusedReportSchema },
      },
    },
    (request) => statistics.stateAccusedReport(deps, request.query),
  );
  r.get(
    '/reports/state-accused.xlsx',
    {
      config: { permission: 'reports:state' },
      schema: {
        tags,
        operationId: 'exportStateAccusedReport',
        querystring: reportRangeQuerySchema,
      },
    },
    async (request, reply) => {
      const book = await statistics.stateAccusedWorkbook(
        deps,
        actorOf(request),
        request.query,
        language(request),
      );
      return sendReportXlsx(reply, book.title, book.stream);
    },
  );

  r.get(
    '/reports/state-gps',
    {
      config: { permission: 'reports:state' },
      schema: {
        tags,
        operationId: 'getStateGpsReport',
        querystring: reportRangeQuerySchema,
        response: { 200: stateGpsReportSchema },
      },
    },
    (request) => statistics.stateGpsReport(deps, request.query),
  );
  r.get(
    '/reports/state-gps.xlsx',
    {
      config: { permission: 'reports:state' },
      schema: { tags, operationId: 'exportStateGpsReport', querystring: reportRangeQuerySchema },
    },
    async (request, reply) => {
      const book = await statistics.stateGpsWorkbook(
        deps,
        actorOf(request),
        request.query,
        language(request),
      );
      return sendReportXlsx(reply, book.title, book.stream);
    },
  );
}
