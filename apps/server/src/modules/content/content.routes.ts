import {
  contentInputSchema,
  contentItemSchema,
  contentListQuerySchema,
  contentStatusSchema,
  idParamSchema,
  pageOf,
} from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { actorOf } from '../../platform/access.js';
import { auditContext } from '../../platform/request-meta.js';
import * as content from './content.service.js';

const tags = ['content'];
const saved = z.object({ item: contentItemSchema, message: z.string() });

export function contentRoutes(deps: Deps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/content/feed',
      {
        config: { permission: 'content:read' },
        schema: {
          tags,
          operationId: 'listContentFeed',
          querystring: contentListQuerySchema,
          response: { 200: pageOf(contentItemSchema) },
        },
      },
      (request) => content.listFeed(deps, actorOf(request), request.query),
    );

    r.get(
      '/content',
      {
        config: { permission: 'content:write' },
        schema: {
          tags,
          operationId: 'listContent',
          querystring: contentListQuerySchema,
          response: { 200: pageOf(contentItemSchema) },
        },
      },
      (request) => content.listManaged(deps, actorOf(request), request.query),
    );

    r.post(
      '/content',
      {
        config: { permission: 'content:write' },
        schema: {
          tags,
          operationId: 'createContent',
          body: contentInputSchema,
          response: { 200: saved },
        },
      },
      (request) =>
        content.createContent(deps, actorOf(request), auditContext(request), request.body),
    );

    r.put(
      '/content/:id/status',
      {
        config: { permission: 'content:write' },
        schema: {
          tags,
          operationId: 'setContentStatus',
          params: idParamSchema,
          body: contentStatusSchema,
          response: { 200: saved },
        },
      },
      (request) =>
        content.setStatus(
          deps,
          actorOf(request),
          auditContext(request),
          request.params.id,
          request.body.status,
        ),
    );
  };
}
