import { idParamSchema, pageOf, userListItemSchema, userListQuerySchema } from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { actorOf } from '../../platform/access.js';
import * as usersService from './users.service.js';

const tags = ['users'];

export function usersRoutes(deps: Deps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/users',
      {
        config: { permission: 'users:read' },
        schema: {
          tags,
          operationId: 'listUsers',
          querystring: userListQuerySchema,
          response: { 200: pageOf(userListItemSchema) },
        },
      },
      (request) => usersService.listUsers(deps, actorOf(request), request.query),
    );

    r.get(
      '/users/:id',
      {
        config: { permission: 'users:read' },
        schema: {
          tags,
          operationId: 'getUser',
          params: idParamSchema,
          response: { 200: userListItemSchema },
        },
      },
      (request) => usersService.getUser(deps, actorOf(request), request.params.id),
    );
  };
}
