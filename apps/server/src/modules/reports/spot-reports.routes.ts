import {
  patrolAppUsersSchema,
  spotStationsExportQuerySchema,
  spotStationsQuerySchema,
  spotStationsSchema,
  stationSpotsQuerySchema,
  stationSpotsSchema,
} from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { actorOf } from '../../platform/access.js';
import { sendReportXlsx } from '../../platform/report-xlsx.js';
import * as spots from './spot-reports.service.js';

const tags = ['reports'];

/**
 * Patrol and spot reports (spec 3 §2.6, §2.7, §7.2). `reports:read`, and the service admits
 * only the screens' roles: per-station and per-app-user figures roles 4 and 8 (role 2: 403);
 * one station's spots role 2 (its own), 4 (its unit's) and 8.
 */
export function spotReportsRoutes(deps: Deps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const language = (request: { sessionUser?: { language?: 'mr' | 'en' | 'hi' } | null }) =>
      request.sessionUser?.language ?? 'mr';

    r.get(
      '/reports/spots/stations',
      {
        config: { permission: 'reports:read' },
        schema: {
          tags,
          operationId: 'getReportAdminSpotvise',
          querystring: spotStationsQuerySchema,
          response: { 200: spotStationsSchema },
        },
      },
      (request) => spots.spotStations(deps, actorOf(request), request.query),
    );
    r.get(
      '/reports/spots/stations.xlsx',
      {
        config: { permission: 'reports:read' },
        schema: {
          tags,
          operationId: 'exportReportAdminSpotvise',
          querystring: spotStationsExportQuerySchema,
        },
      },
      async (request, reply) => {
        const book = await spots.spotStationsWorkbook(
          deps,
          actorOf(request),
          request.query,
          language(request),
        );
        return sendReportXlsx(reply, book.title, book.stream);
      },
    );
    r.get(
      '/reports/patrol/app-users',
      {
        config: { permission: 'reports:read' },
        schema: {
          tags,
          operationId: 'getPatrolAppUsers',
          querystring: spotStationsQuerySchema,
          response: { 200: patrolAppUsersSchema },
        },
      },
      (request) => spots.patrolAppUsers(deps, actorOf(request), request.query),
    );
    r.get(
      '/reports/patrol/app-users.xlsx',
      {
        config: { permission: 'reports:read' },
        schema: { tags, operationId: 'exportPatrolAppUsers', querystring: spotStationsQuerySchema },
      },
      async (request, reply) => {
        const book = await spots.patrolAppUsersWorkbook(
          deps,
          actorOf(request),
          request.query,
          language(request),
        );
        return sendReportXlsx(reply, book.title, book.stream);
      },
    );
    r.get(
      '/reports/spots/station',
      {
        config: { permission: 'reports:read' },
        schema: {
          tags,
          operationId: 'getReportPoliceSpotvise',
          querystring: stationSpotsQuerySchema,
          response: { 200: stationSpotsSchema },
        },
      },
      (request) => spots.stationSpots(deps, actorOf(request), request.query),
    );
  };
}
