import {
  breachAckSchema,
  breachFilterSchema,
  breachListQuerySchema,
  breachSchema,
  idParamSchema,
  pageOf,
} from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { actorOf } from '../../platform/access.js';
import { sendReportXlsx } from '../../platform/report-xlsx.js';
import { auditContext } from '../../platform/request-meta.js';
import * as breaches from './breaches.service.js';

const tags = ['breaches'];

/** Issue 20 item 2: the Breaches screen, its export, acknowledging, and a profile's breaches. */
export function breachesRoutes(deps: Deps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/breaches',
      {
        config: { permission: 'breaches:read' },
        schema: {
          tags,
          operationId: 'listBreaches',
          querystring: breachListQuerySchema,
          response: { 200: pageOf(breachSchema) },
        },
      },
      async (request) => breaches.list(deps, actorOf(request), request.query),
    );

    r.get(
      '/breaches/export.xlsx',
      {
        config: { permission: 'breaches:read' },
        schema: { tags, operationId: 'exportBreaches', querystring: breachFilterSchema },
      },
      async (request, reply) => {
        const { title, stream } = await breaches.exportXlsx(
          deps,
          actorOf(request),
          request.query,
          request.sessionUser?.language ?? 'mr',
        );
        return sendReportXlsx(reply, title, stream);
      },
    );

    r.post(
      '/breaches/:id/acknowledge',
      {
        config: { permission: 'breaches:acknowledge' },
        schema: {
          tags,
          operationId: 'acknowledgeBreach',
          params: idParamSchema,
          body: breachAckSchema,
          response: { 200: breachSchema },
        },
      },
      async (request) =>
        breaches.acknowledge(
          deps,
          actorOf(request),
          auditContext(request),
          request.params.id,
          request.body.note,
        ),
    );

    r.get(
      '/accused/:id/breaches',
      {
        config: { permission: 'breaches:read' },
        schema: {
          tags,
          operationId: 'listAccusedBreaches',
          params: idParamSchema,
          response: { 200: z.object({ items: z.array(breachSchema) }) },
        },
      },
      async (request) => ({
        items: await breaches.ofAccused(deps, actorOf(request), request.params.id),
      }),
    );
  };
}
