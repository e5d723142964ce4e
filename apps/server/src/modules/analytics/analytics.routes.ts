import { analyticsQuerySchema, analyticsSchema } from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { actorOf } from '../../platform/access.js';
import { analytics } from './analytics.service.js';

/** Spec 3 §2.11, §7.2: the analytical dashboard's one call (role 4). */
export function analyticsRoutes(deps: Deps) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/analytics',
      {
        config: { permission: 'analytics:read' },
        schema: {
          tags: ['analytics'],
          operationId: 'getAnalytics',
          querystring: analyticsQuerySchema,
          response: { 200: analyticsSchema },
        },
      },
      (request) => analytics(deps, actorOf(request), request.query),
    );
  };
}
