import { accusedNetworkSchema, idParamSchema } from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { actorOf } from '../../platform/access.js';
import { getNetwork } from './network.service.js';

/** Issue 20 §5: an accused's accomplice network (decision 0054). */
export function networkRoutes(deps: Deps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/accused/:id/network',
      {
        config: { permission: 'accused:read' },
        schema: {
          tags: ['accused'],
          operationId: 'getAccusedNetwork',
          params: idParamSchema,
          response: { 200: accusedNetworkSchema },
        },
      },
      (request) => getNetwork(deps, actorOf(request), request.params.id),
    );
  };
}
