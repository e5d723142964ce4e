import {
  CCTV_MESSAGES,
  cctvImportResultSchema,
  cctvInputSchema,
  cctvItemSchema,
  cctvListQuerySchema,
  pageOf,
} from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { actorOf } from '../../platform/access.js';
import { badRequest, tooLarge } from '../../platform/errors.js';
import { auditContext } from '../../platform/request-meta.js';
import { readSinglePart } from '../../platform/uploads.js';
import * as cctv from './cctv.service.js';

const tags = ['cctv'];
/** A thousand rows of text fit in far less; a bigger file is not a filled-in template. */
const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function cctvRoutes(deps: Deps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/cctv',
      {
        config: { permission: 'cctv:read' },
        schema: {
          tags,
          operationId: 'listCctv',
          querystring: cctvListQuerySchema,
          response: { 200: pageOf(cctvItemSchema) },
        },
      },
      (request) => cctv.listCctv(deps, actorOf(request), request.query),
    );

    r.post(
      '/cctv',
      {
        config: { permission: 'cctv:write' },
        schema: {
          tags,
          operationId: 'createCctv',
          body: cctvInputSchema,
          response: { 200: z.object({ item: cctvItemSchema, message: z.string() }) },
        },
      },
      (request) => cctv.createCctv(deps, actorOf(request), auditContext(request), request.body),
    );

    r.post(
      '/cctv/import',
      {
        config: { permission: 'cctv:write' },
        schema: {
          tags,
          operationId: 'importCctv',
          consumes: ['multipart/form-data'],
          response: { 200: cctvImportResultSchema },
        },
      },
      async (request) => {
        const missing = () =>
          badRequest(CCTV_MESSAGES.importFileRequired, { file: CCTV_MESSAGES.importFileRequired });
        const { bytes } = await readSinglePart(request, IMPORT_MAX_BYTES, {
          missing,
          broken: missing,
          tooLarge: () =>
            tooLarge(CCTV_MESSAGES.importTooMany, { file: CCTV_MESSAGES.importTooMany }),
        });
        return cctv.importCctv(deps, actorOf(request), auditContext(request), bytes);
      },
    );

    r.get(
      '/cctv/template.xlsx',
      {
        config: { permission: 'cctv:write' },
        schema: { tags, operationId: 'getCctvTemplate' },
      },
      async (request, reply) => {
        const bytes = await cctv.templateFor(deps, actorOf(request));
        return reply
          .header('content-type', XLSX_MIME)
          .header('content-disposition', 'attachment; filename="cctv-locations-template.xlsx"')
          .send(bytes);
      },
    );
  };
}
