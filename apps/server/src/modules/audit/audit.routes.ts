import { auditEntrySchema, auditQuerySchema, pageOf, istDate } from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { actorOf } from '../../platform/access.js';
import * as audit from './audit.service.js';

const tags = ['audit'];

export function auditRoutes(deps: Deps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/audit',
      {
        config: { permission: 'audit:read' },
        schema: {
          tags,
          operationId: 'listAudit',
          querystring: auditQuerySchema,
          response: { 200: pageOf(auditEntrySchema) },
        },
      },
      (request) => audit.listEntries(deps, actorOf(request), request.query),
    );

    r.get(
      '/audit/entities',
      {
        config: { permission: 'audit:read' },
        schema: { tags, operationId: 'listAuditEntities', response: { 200: z.array(z.string()) } },
      },
      (request) => audit.listEntities(deps, actorOf(request)),
    );

    r.get(
      '/audit/export',
      {
        config: { permission: 'audit:read' },
        schema: {
          tags,
          operationId: 'exportAudit',
          querystring: auditQuerySchema.omit({ page: true, size: true }),
        },
      },
      async (request, reply) => {
        const stamp = istDate();
        return reply
          .header(
            'content-type',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          )
          .header('content-disposition', `attachment; filename="audit_log_${stamp}.xlsx"`)
          .header('cache-control', 'no-store')
          .send(audit.exportEntries(deps, actorOf(request), request.query));
      },
    );
  };
}
