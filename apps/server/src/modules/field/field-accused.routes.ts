import {
  fieldAccusedDetailSchema,
  fieldAccusedSyncQuerySchema,
  idParamSchema,
  pageOf,
} from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { appUserOf } from '../../platform/access.js';
import * as fieldAccused from './field-accused.service.js';

const tags = ['field'];

/**
 * Issue 20: the field app's details screen of one accused, and the station's list with
 * details in pages, which the phone keeps for a cold start without a network.
 */
export function fieldAccusedRoutes(deps: Deps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/field/accused/:id',
      {
        config: { permission: 'field:app' },
        schema: {
          tags,
          operationId: 'fieldAccusedDetail',
          params: idParamSchema,
          response: { 200: fieldAccusedDetailSchema },
        },
      },
      async (request) => fieldAccused.accusedDetail(deps, appUserOf(request), request.params.id),
    );

    r.get(
      '/field/offline/accused',
      {
        config: { permission: 'field:app' },
        schema: {
          tags,
          operationId: 'fieldOfflineAccused',
          querystring: fieldAccusedSyncQuerySchema,
          response: { 200: pageOf(fieldAccusedDetailSchema) },
        },
      },
      async (request) => fieldAccused.accusedForOffline(deps, appUserOf(request), request.query),
    );
  };
}
