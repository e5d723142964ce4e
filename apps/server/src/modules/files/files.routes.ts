import { uploadedFileSchema, uploadQuerySchema } from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { actorOf } from '../../platform/access.js';
import { auditContext } from '../../platform/request-meta.js';
import { readOneFile, servedFileHeaders } from '../../platform/uploads.js';
import * as filesService from './files.service.js';

const tags = ['files'];

export function filesRoutes(deps: Deps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/files',
      {
        config: { permission: 'files:upload' },
        schema: {
          tags,
          operationId: 'uploadFile',
          consumes: ['multipart/form-data'],
          querystring: uploadQuerySchema,
          response: { 200: uploadedFileSchema },
        },
      },
      async (request) => {
        const { kind, purpose } = request.query;
        const { fileName, bytes } = await readOneFile(request, kind, purpose);
        return filesService.uploadFile(
          deps,
          actorOf(request),
          auditContext(request),
          kind,
          fileName,
          bytes,
          purpose,
        );
      },
    );

    r.get(
      '/files/:id',
      {
        config: { permission: 'files:read' },
        schema: {
          tags,
          operationId: 'getFile',
          params: z.object({ id: z.uuid({ error: 'Not found.' }) }),
        },
      },
      async (request, reply) => {
        const { file, stream } = await filesService.openFile(
          deps,
          actorOf(request),
          request.params.id,
        );
        return reply
          .headers(servedFileHeaders(file))
          .header('cache-control', 'private, max-age=3600')
          .send(stream);
      },
    );

    r.get(
      '/files/:id/signed',
      {
        config: { permission: 'public' },
        schema: {
          tags,
          operationId: 'getSignedImage',
          params: z.object({ id: z.uuid({ error: 'Not found.' }) }),
          querystring: z.object({
            expires: z.coerce.number().int().positive(),
            signature: z.string().max(100),
          }),
        },
      },
      async (request, reply) => {
        const { file, stream } = await filesService.openSignedImage(
          deps,
          request.params.id,
          request.query.expires,
          request.query.signature,
        );
        return reply
          .headers(servedFileHeaders(file))
          .header('cache-control', 'private, max-age=3600')
          .send(stream);
      },
    );
  };
}
