import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { pingDatabase } from './health.repo.js';

export function healthRoutes(deps: Deps) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/health',
      {
        config: { permission: 'public' },
        schema: {
          tags: ['health'],
          operationId: 'getHealth',
          response: {
            200: z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) }),
          },
        },
      },
      async () => {
        await pingDatabase(deps.db);
        return { status: 'ok' as const, db: deps.dbKind };
      },
    );
  };
}
