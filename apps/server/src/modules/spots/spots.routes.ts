import {
  idParamSchema,
  pageOf,
  spotDetailSchema,
  spotInputSchema,
  spotItemSchema,
  spotListQuerySchema,
} from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { actorOf } from '../../platform/access.js';
import { auditContext } from '../../platform/request-meta.js';
import * as spots from './spots.service.js';

const tags = ['spots'];

export function spotsRoutes(deps: Deps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/spots',
      {
        config: { permission: 'spots:read' },
        schema: {
          tags,
          operationId: 'listSpots',
          querystring: spotListQuerySchema,
          response: { 200: pageOf(spotItemSchema) },
        },
      },
      (request) => spots.listSpots(deps, actorOf(request), request.query),
    );

    r.post(
      '/spots',
      {
        config: { permission: 'spots:write' },
        schema: {
          tags,
          operationId: 'createSpot',
          body: spotInputSchema,
          response: { 200: z.object({ item: spotDetailSchema, message: z.string() }) },
        },
      },
      (request) => spots.createSpot(deps, actorOf(request), auditContext(request), request.body),
    );

    r.get(
      '/spots/:id',
      {
        config: { permission: 'spots:read' },
        schema: {
          tags,
          operationId: 'getSpot',
          params: idParamSchema,
          response: { 200: spotDetailSchema },
        },
      },
      (request) => spots.getSpot(deps, actorOf(request), request.params.id),
    );

    r.get(
      '/spots/:id/qr.png',
      {
        config: { permission: 'spots:read' },
        schema: {
          tags,
          operationId: 'getSpotQr',
          params: idParamSchema,
          // download=1 asks the browser to save it (spot-<code>.png) instead of showing it.
          querystring: z.object({ download: z.literal('1').optional() }),
        },
      },
      async (request, reply) => {
        const { code, png } = await spots.spotQrPng(deps, actorOf(request), request.params.id);
        return reply
          .header('content-type', 'image/png')
          .header(
            'content-disposition',
            `${request.query.download ? 'attachment' : 'inline'}; filename="spot-${code}.png"`,
          )
          .header('cache-control', 'private, max-age=300')
          .send(png);
      },
    );
  };
}
