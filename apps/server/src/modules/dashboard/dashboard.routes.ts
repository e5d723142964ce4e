import { dashboardCountsSchema } from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { actorOf } from '../../platform/access.js';
import { dashboardCounts } from './dashboard.service.js';

export function dashboardRoutes(deps: Deps) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/dashboard/counts',
      {
        config: { permission: 'dashboard:read' },
        schema: {
          tags: ['dashboard'],
          operationId: 'getDashboardCounts',
          response: { 200: dashboardCountsSchema },
        },
      },
      (request) => dashboardCounts(deps, actorOf(request)),
    );
  };
}
