import {
  dashboardCountsSchema,
  overdueListQuerySchema,
  overdueListSchema,
  overdueSummaryQuerySchema,
  overdueSummarySchema,
} from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { actorOf } from '../../platform/access.js';
import { dashboardCounts } from './dashboard.service.js';
import { overdueList, overdueSummary } from './overdue.service.js';

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

    // Issue 20 item 3: the "Overdue checks" card, from the newest finished daily run.
    app.withTypeProvider<ZodTypeProvider>().get(
      '/dashboard/overdue',
      {
        config: { permission: 'dashboard:read' },
        schema: {
          tags: ['dashboard'],
          operationId: 'listDashboardOverdue',
          querystring: overdueListQuerySchema,
          response: { 200: overdueListSchema },
        },
      },
      (request) => overdueList(deps, actorOf(request), request.query),
    );

    app.withTypeProvider<ZodTypeProvider>().get(
      '/dashboard/overdue/summary',
      {
        config: { permission: 'dashboard:read' },
        schema: {
          tags: ['dashboard'],
          operationId: 'getDashboardOverdueSummary',
          querystring: overdueSummaryQuerySchema,
          response: { 200: overdueSummarySchema },
        },
      },
      (request) => overdueSummary(deps, actorOf(request), request.query),
    );
  };
}
