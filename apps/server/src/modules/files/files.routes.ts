import { UPLOAD_MESSAGES, uploadedFileSchema, uploadQuerySchema } from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { actorOf } from '../../platform/access.js';
import { badRequest } from '../../platform/errors.js';
import { auditContext } from '../../platform/request-meta.js';
import { refuseMaliciousName, refuseOversize, UPLOAD_RULES } from '../../platform/uploads.js';
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
        if (!request.isMultipart())
          throw badRequest(UPLOAD_MESSAGES.missing, { file: UPLOAD_MESSAGES.missing });
        const part = await request.file({
          limits: { fileSize: UPLOAD_RULES[kind].maxBytes, files: 1, fields: 0, parts: 1 },
        });
        if (!part) throw badRequest(UPLOAD_MESSAGES.missing, { file: UPLOAD_MESSAGES.missing });
        // Refuse a bad name before reading the bytes, and an oversized body while reading.
        refuseMaliciousName(part.filename);
        const bytes = await part.toBuffer().catch((error: { code?: string }) => {
          if (error.code === 'FST_REQ_FILE_TOO_LARGE') refuseOversize(kind, Infinity, purpose);
          throw error;
        });
        return filesService.uploadFile(
          deps,
          actorOf(request),
          auditContext(request),
          kind,
          part.filename,
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
        void reply
          .header('content-type', file.mime)
          .header('content-length', file.size)
          .header(
            'content-disposition',
            `inline; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
          )
          .header('cache-control', 'private, max-age=3600');
        // Images and videos never run anything: a sandbox with nothing allowed. Chrome's PDF
        // viewer does not open in a sandboxed document, so PDFs keep the app's own policy.
        if (file.kind !== 'pdf') {
          void reply.header('content-security-policy', "default-src 'none'; sandbox");
        }
        return reply.send(stream);
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
          .header('content-type', file.mime)
          .header('content-length', file.size)
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', 'private, max-age=3600')
          .send(stream);
      },
    );
  };
}
