import {
  assignableSchema,
  idParamSchema,
  loginDetailSchema,
  loginDetailsQuerySchema,
  pageOf,
  profileUpdateSchema,
  userActiveSchema,
  userCreateSchema,
  userListItemSchema,
  userListQuerySchema,
  userUpdateSchema,
} from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { actorOf } from '../../platform/access.js';
import { auditContext, writeById } from '../../platform/request-meta.js';
import * as profile from './profile.service.js';
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
      '/users/assignable',
      {
        config: { permission: 'users:write' },
        schema: {
          tags,
          operationId: 'listAssignable',
          response: { 200: z.array(assignableSchema) },
        },
      },
      (request) => usersService.listAssignable(deps, actorOf(request)),
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

    r.post(
      '/users',
      {
        config: { permission: 'users:write' },
        schema: {
          tags,
          operationId: 'createUser',
          body: userCreateSchema,
          response: { 200: userListItemSchema },
        },
      },
      (request) =>
        usersService.createUser(deps, actorOf(request), auditContext(request), request.body),
    );

    r.put(
      '/users/:id',
      {
        config: { permission: 'users:write' },
        schema: {
          tags,
          operationId: 'updateUser',
          params: idParamSchema,
          body: userUpdateSchema,
          response: { 200: userListItemSchema },
        },
      },
      writeById(deps, usersService.updateUser),
    );

    r.put(
      '/users/:id/active',
      {
        config: { permission: 'users:write' },
        schema: {
          tags,
          operationId: 'setUserActive',
          params: idParamSchema,
          body: userActiveSchema,
          response: { 200: userListItemSchema },
        },
      },
      (request) =>
        usersService.setUserActive(
          deps,
          actorOf(request),
          auditContext(request),
          request.params.id,
          request.body.active,
        ),
    );

    r.post(
      '/users/:id/unlock',
      {
        config: { permission: 'users:write' },
        schema: {
          tags,
          operationId: 'unlockUser',
          params: idParamSchema,
          response: { 200: userListItemSchema },
        },
      },
      (request) =>
        usersService.unlockUser(deps, actorOf(request), auditContext(request), request.params.id),
    );

    r.put(
      '/profile',
      {
        config: { permission: 'session:self' },
        schema: {
          tags,
          operationId: 'updateProfile',
          body: profileUpdateSchema,
          response: { 200: z.object({ message: z.string(), loggedOff: z.boolean() }) },
        },
      },
      (request) =>
        profile.updateProfile(deps, actorOf(request), auditContext(request), request.body),
    );

    r.get(
      '/login-details',
      {
        config: { permission: 'session:self' },
        schema: {
          tags,
          operationId: 'listLoginDetails',
          querystring: loginDetailsQuerySchema,
          response: { 200: pageOf(loginDetailSchema) },
        },
      },
      (request) => profile.listLoginDetails(deps, actorOf(request), request.query),
    );
  };
}
