import {
  idParamSchema,
  pageOf,
  summonsFirstUpdateSchema,
  summonsInputSchema,
  summonsItemSchema,
  summonsListQuerySchema,
  summonsStationUpdateSchema,
} from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { actorOf } from '../../platform/access.js';
import { auditContext, writeById } from '../../platform/request-meta.js';
import * as summons from './summons.service.js';

const tags = ['summons'];
const saved = z.object({ item: summonsItemSchema, message: z.string() });

export function summonsRoutes(deps: Deps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/summons',
      {
        config: { permission: 'summons:read' },
        schema: {
          tags,
          operationId: 'listSummons',
          querystring: summonsListQuerySchema,
          response: { 200: pageOf(summonsItemSchema) },
        },
      },
      (request) => summons.listSummons(deps, actorOf(request), request.query),
    );

    r.post(
      '/summons',
      {
        config: { permission: 'summons:register' },
        schema: {
          tags,
          operationId: 'registerSummons',
          body: summonsInputSchema,
          response: { 200: saved },
        },
      },
      (request) =>
        summons.registerSummons(deps, actorOf(request), auditContext(request), request.body),
    );

    r.put(
      '/summons/:id/first-update',
      {
        config: { permission: 'summons:register' },
        schema: {
          tags,
          operationId: 'summonsFirstUpdate',
          params: idParamSchema,
          body: summonsFirstUpdateSchema,
          response: { 200: saved },
        },
      },
      writeById(deps, summons.firstUpdate),
    );

    r.put(
      '/summons/:id/station-update',
      {
        config: { permission: 'summons:station-update' },
        schema: {
          tags,
          operationId: 'summonsStationUpdate',
          params: idParamSchema,
          body: summonsStationUpdateSchema,
          response: { 200: saved },
        },
      },
      writeById(deps, summons.stationUpdate),
    );
  };
}
