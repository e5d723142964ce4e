import {
  actCreateSchema,
  actIdParamSchema,
  sectionCreateSchema,
  sectionSearchQuerySchema,
  actSchema,
  cityIdParamSchema,
  lookupSchema,
  masterKindParamSchema,
  sectionSchema,
  stationSchema,
} from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { actorOf } from '../../platform/access.js';
import { auditContext } from '../../platform/request-meta.js';
import * as masters from './masters.service.js';

const tags = ['masters'];
const config = { permission: 'masters:read' } as const;

export function mastersRoutes(deps: Deps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/masters/cities',
      {
        config,
        schema: { tags, operationId: 'listCities', response: { 200: z.array(lookupSchema) } },
      },
      () => masters.listCities(deps),
    );
    r.get(
      '/masters/cities/:cityId/stations',
      {
        config,
        schema: {
          tags,
          operationId: 'listStations',
          params: cityIdParamSchema,
          response: { 200: z.array(stationSchema) },
        },
      },
      (request) => masters.listStations(deps, request.params.cityId),
    );
    r.get(
      '/masters/acts',
      { config, schema: { tags, operationId: 'listActs', response: { 200: z.array(actSchema) } } },
      () => masters.listActs(deps),
    );
    r.get(
      '/masters/acts/:actId/sections',
      {
        config,
        schema: {
          tags,
          operationId: 'listSections',
          params: actIdParamSchema,
          querystring: sectionSearchQuerySchema,
          response: { 200: z.array(sectionSchema) },
        },
      },
      (request) => masters.listSections(deps, request.params.actId, request.query.search),
    );
    r.post(
      '/masters/acts',
      {
        config: { permission: 'masters:write' },
        schema: {
          tags,
          operationId: 'createAct',
          body: actCreateSchema,
          response: { 200: z.object({ act: actSchema, message: z.string() }) },
        },
      },
      (request) =>
        masters.createAct(deps, actorOf(request), auditContext(request), request.body.name),
    );
    r.post(
      '/masters/acts/:actId/sections',
      {
        config: { permission: 'masters:write' },
        schema: {
          tags,
          operationId: 'createSection',
          params: actIdParamSchema,
          body: sectionCreateSchema,
          response: { 200: z.object({ section: sectionSchema, message: z.string() }) },
        },
      },
      (request) =>
        masters.createSection(
          deps,
          actorOf(request),
          auditContext(request),
          request.params.actId,
          request.body,
        ),
    );
    r.get(
      '/masters/:kind',
      {
        config,
        schema: {
          tags,
          operationId: 'listLookup',
          params: masterKindParamSchema,
          response: { 200: z.array(lookupSchema.loose()) },
        },
      },
      (request) => masters.listLookup(deps, request.params.kind),
    );
  };
}
