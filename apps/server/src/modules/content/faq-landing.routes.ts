import {
  faqFileSchema,
  faqItemSchema,
  idParamSchema,
  landingImageActiveSchema,
  landingImageInputSchema,
  landingImageSchema,
} from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { actorOf } from '../../platform/access.js';
import { auditContext } from '../../platform/request-meta.js';
import { servedFileHeaders } from '../../platform/uploads.js';
import * as service from './faq-landing.service.js';

const tags = ['content'];
const savedImage = z.object({ image: landingImageSchema, message: z.string() });

export function faqLandingRoutes(deps: Deps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/faq',
      {
        config: { permission: 'faq:read' },
        schema: { tags, operationId: 'listFaq', response: { 200: z.array(faqItemSchema) } },
      },
      () => service.listFaq(deps),
    );

    r.put(
      '/faq/:id/file',
      {
        config: { permission: 'faq:write' },
        schema: {
          tags,
          operationId: 'replaceFaqFile',
          params: idParamSchema,
          body: faqFileSchema,
          response: { 200: z.object({ items: z.array(faqItemSchema), message: z.string() }) },
        },
      },
      (request) =>
        service.replaceFaqFile(
          deps,
          actorOf(request),
          auditContext(request),
          request.params.id,
          request.body.fileId,
        ),
    );

    r.get(
      '/landing',
      {
        config: { permission: 'public' },
        schema: {
          tags,
          operationId: 'getLanding',
          response: {
            200: z.object({
              media: z.array(landingImageSchema),
              coverage: z.array(landingImageSchema),
            }),
          },
        },
      },
      () => service.publicLanding(deps),
    );

    r.get(
      '/landing/images/:id',
      {
        config: { permission: 'public' },
        schema: { tags, operationId: 'getLandingImage', params: idParamSchema },
      },
      async (request, reply) => {
        const { file, stream } = await service.openLandingImage(deps, request.params.id);
        return reply
          .headers(servedFileHeaders(file))
          .header('cache-control', 'public, max-age=600')
          .send(stream);
      },
    );

    r.get(
      '/landing/manage',
      {
        config: { permission: 'landing:write' },
        schema: {
          tags,
          operationId: 'listLandingImages',
          response: { 200: z.array(landingImageSchema) },
        },
      },
      () => service.listLandingForAdmin(deps),
    );

    r.post(
      '/landing/images',
      {
        config: { permission: 'landing:write' },
        schema: {
          tags,
          operationId: 'addLandingImage',
          body: landingImageInputSchema,
          response: { 200: savedImage },
        },
      },
      (request) =>
        service.addLandingImage(deps, actorOf(request), auditContext(request), request.body),
    );

    r.put(
      '/landing/images/:id/active',
      {
        config: { permission: 'landing:write' },
        schema: {
          tags,
          operationId: 'setLandingImageActive',
          params: idParamSchema,
          body: landingImageActiveSchema,
          response: { 200: savedImage },
        },
      },
      (request) =>
        service.setLandingImageActive(
          deps,
          auditContext(request),
          request.params.id,
          request.body.active,
        ),
    );
  };
}
