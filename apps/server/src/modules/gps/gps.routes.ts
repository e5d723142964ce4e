import {
  gpsHistorySchema,
  gpsListQuerySchema,
  gpsLockSchema,
  gpsMessageSchema,
  gpsRecordSchema,
  idParamSchema,
  pageOf,
  istDate,
} from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { actorOf } from '../../platform/access.js';
import { auditContext, writeById } from '../../platform/request-meta.js';
import * as gps from './gps.service.js';

const tags = ['gps'];

export function gpsRoutes(deps: Deps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/gps',
      {
        config: { permission: 'gps:read' },
        schema: {
          tags,
          operationId: 'listGps',
          querystring: gpsListQuerySchema,
          response: { 200: pageOf(gpsRecordSchema) },
        },
      },
      async (request) => gps.list(deps, actorOf(request), request.query),
    );

    r.get(
      '/gps/export',
      {
        config: { permission: 'gps:read' },
        schema: {
          tags,
          operationId: 'exportGps',
          querystring: z.object({ from: z.iso.date(), to: z.iso.date() }),
        },
      },
      async (request, reply) => {
        const stamp = istDate();
        return reply
          .header(
            'content-type',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          )
          .header('content-disposition', `attachment; filename="gps_report_${stamp}.xlsx"`)
          .header('cache-control', 'no-store')
          .send(gps.exportReport(deps, actorOf(request), request.query));
      },
    );

    r.get(
      '/gps/accused/:id',
      {
        config: { permission: 'gps:read' },
        schema: {
          tags,
          operationId: 'getGpsHistory',
          params: idParamSchema,
          response: { 200: gpsHistorySchema },
        },
      },
      async (request) => gps.history(deps, actorOf(request), request.params.id),
    );

    r.post(
      '/gps/accused/:id/lock',
      {
        config: { permission: 'gps:lock' },
        schema: {
          tags,
          operationId: 'lockGpsHome',
          params: idParamSchema,
          body: gpsLockSchema,
          response: { 200: gpsMessageSchema },
        },
      },
      writeById(deps, gps.lock),
    );

    r.post(
      '/gps/accused/:id/unlock',
      {
        config: { permission: 'gps:lock' },
        schema: {
          tags,
          operationId: 'unlockGpsHome',
          params: idParamSchema,
          response: { 200: gpsMessageSchema },
        },
      },
      async (request) =>
        gps.unlock(deps, actorOf(request), auditContext(request), request.params.id),
    );
  };
}
