import {
  appUserInputSchema,
  appUserListQuerySchema,
  appUserSchema,
  appUserStatusSchema,
  idParamSchema,
  oneTimePasswordSchema,
  pageOf,
} from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { actorOf } from '../../platform/access.js';
import { auditContext, writeById } from '../../platform/request-meta.js';
import * as appUsers from './app-users.service.js';

const tags = ['app-users'];

export function appUsersRoutes(deps: Deps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/app-users',
      {
        config: { permission: 'app-users:read' },
        schema: {
          tags,
          operationId: 'listAppUsers',
          querystring: appUserListQuerySchema,
          response: { 200: pageOf(appUserSchema) },
        },
      },
      (request) => appUsers.listAppUsers(deps, actorOf(request), request.query),
    );

    r.post(
      '/app-users',
      {
        config: { permission: 'app-users:write' },
        schema: {
          tags,
          operationId: 'createAppUser',
          body: appUserInputSchema,
          response: { 200: appUserSchema },
        },
      },
      (request) =>
        appUsers.createAppUser(deps, actorOf(request), auditContext(request), request.body),
    );

    r.put(
      '/app-users/:id',
      {
        config: { permission: 'app-users:write' },
        schema: {
          tags,
          operationId: 'updateAppUser',
          params: idParamSchema,
          body: appUserInputSchema,
          response: { 200: appUserSchema },
        },
      },
      writeById(deps, appUsers.updateAppUser),
    );

    r.put(
      '/app-users/:id/status',
      {
        config: { permission: 'app-users:write' },
        schema: {
          tags,
          operationId: 'setAppUserStatus',
          params: idParamSchema,
          body: appUserStatusSchema,
          response: { 200: oneTimePasswordSchema },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return appUsers.setAppUserStatus(
          deps,
          actorOf(request),
          auditContext(request),
          request.params.id,
          request.body.status,
        );
      },
    );

    r.post(
      '/app-users/:id/reset-password',
      {
        config: { permission: 'app-users:write' },
        schema: {
          tags,
          operationId: 'resetAppUserPassword',
          params: idParamSchema,
          response: { 200: oneTimePasswordSchema },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return appUsers.resetAppUserPassword(
          deps,
          actorOf(request),
          auditContext(request),
          request.params.id,
        );
      },
    );

    r.post(
      '/app-users/:id/unlock',
      {
        config: { permission: 'app-users:write' },
        schema: {
          tags,
          operationId: 'unlockAppUser',
          params: idParamSchema,
          response: { 200: appUserSchema },
        },
      },
      (request) =>
        appUsers.unlockAppUser(deps, actorOf(request), auditContext(request), request.params.id),
    );
  };
}
