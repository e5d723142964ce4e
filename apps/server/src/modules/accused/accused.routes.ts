import {
  accusedActiveSchema,
  accusedCreateSchema,
  accusedDetailSchema,
  accusedListItemSchema,
  accusedListQuerySchema,
  accusedUpdateSchema,
  crimeInputSchema,
  findAccusedQuerySchema,
  idParamSchema,
  pageOf,
} from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { actorOf } from '../../platform/access.js';
import { auditContext } from '../../platform/request-meta.js';
import * as accused from './accused.service.js';

const tags = ['accused'];
const read = { permission: 'accused:read' } as const;
const write = { permission: 'accused:write' } as const;
const detail = { 200: accusedDetailSchema };

export function accusedRoutes(deps: Deps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/accused',
      {
        config: read,
        schema: {
          tags,
          operationId: 'listAccused',
          querystring: accusedListQuerySchema,
          response: { 200: pageOf(accusedListItemSchema) },
        },
      },
      (request) => accused.listAccused(deps, actorOf(request), request.query),
    );

    r.get(
      '/accused/tab-counts',
      {
        config: read,
        schema: {
          tags,
          operationId: 'countAccusedTabs',
          response: {
            200: z.object({ entered: z.number().int(), jurisdiction: z.number().int() }),
          },
        },
      },
      (request) => accused.countTabs(deps, actorOf(request)),
    );

    r.get(
      '/accused/find',
      {
        config: read,
        schema: {
          tags,
          operationId: 'findAccused',
          querystring: findAccusedQuerySchema,
          response: {
            200: z.array(
              z.object({
                id: z.number().int(),
                name: z.string(),
                nameEn: z.string(),
                age: z.number().int(),
                address: z.string(),
                stationNameMr: z.string(),
                stationNameEn: z.string(),
                crimeCount: z.number().int(),
              }),
            ),
          },
        },
      },
      (request) => accused.findCandidates(deps, actorOf(request), request.query),
    );

    r.get(
      '/accused/:id',
      {
        config: read,
        schema: { tags, operationId: 'getAccused', params: idParamSchema, response: detail },
      },
      (request) => accused.getAccused(deps, actorOf(request), request.params.id),
    );

    r.post(
      '/accused',
      {
        config: write,
        schema: { tags, operationId: 'createAccused', body: accusedCreateSchema, response: detail },
      },
      (request) =>
        accused.createAccused(deps, actorOf(request), auditContext(request), request.body),
    );

    r.put(
      '/accused/:id',
      {
        config: write,
        schema: {
          tags,
          operationId: 'updateAccused',
          params: idParamSchema,
          body: accusedUpdateSchema,
          response: detail,
        },
      },
      (request) =>
        accused.updateAccused(
          deps,
          actorOf(request),
          auditContext(request),
          request.params.id,
          request.body,
        ),
    );

    r.post(
      '/accused/:id/crimes',
      {
        config: write,
        schema: {
          tags,
          operationId: 'addCrime',
          params: idParamSchema,
          body: crimeInputSchema,
          response: detail,
        },
      },
      (request) =>
        accused.addCrime(
          deps,
          actorOf(request),
          auditContext(request),
          request.params.id,
          request.body,
        ),
    );

    r.put(
      '/crimes/:id',
      {
        config: write,
        schema: {
          tags,
          operationId: 'updateCrime',
          params: idParamSchema,
          body: crimeInputSchema,
          response: detail,
        },
      },
      (request) =>
        accused.updateCrime(
          deps,
          actorOf(request),
          auditContext(request),
          request.params.id,
          request.body,
        ),
    );

    r.put(
      '/accused/:id/active',
      {
        config: { permission: 'accused:status' },
        schema: {
          tags,
          operationId: 'setAccusedActive',
          params: idParamSchema,
          body: accusedActiveSchema,
          response: detail,
        },
      },
      (request) =>
        accused.setActive(
          deps,
          actorOf(request),
          auditContext(request),
          request.params.id,
          request.body,
        ),
    );
  };
}
