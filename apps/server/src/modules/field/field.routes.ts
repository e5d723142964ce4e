import {
  checkinInputSchema,
  checkinSchema,
  contentItemSchema,
  deviceInputSchema,
  fieldAccusedQuerySchema,
  fieldAccusedSchema,
  fieldLoginSchema,
  fieldMeSchema,
  fieldPasswordSchema,
  idParamSchema,
  okSchema,
  pageOf,
  sightingInputSchema,
  sightingSchema,
  uploadedFileSchema,
  visitInputSchema,
  visitSchema,
} from '@cmis/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { appUserOf } from '../../platform/access.js';
import { unauthenticated } from '../../platform/errors.js';
import { requestMeta } from '../../platform/request-meta.js';
import { FIELD_COOKIE, FIELD_COOKIE_PATH } from '../../platform/session/field-session.js';
import { readOneFile, servedFileHeaders } from '../../platform/uploads.js';
import * as field from './field.service.js';
import * as visits from './patrol-visits.service.js';
import { createSighting } from './sightings.service.js';

const tags = ['field'];
const replayed = z.object({ replayed: z.boolean() });

/** Issue 5 §7: the field app's API, for signed-in app users only (permission 'field:app'). */
export function fieldRoutes(deps: Deps) {
  const setCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(FIELD_COOKIE, token, {
      path: FIELD_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: 'auto',
    });

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/field/auth/login',
      {
        config: {
          permission: 'public',
          rateLimit: { max: deps.config.loginRateLimitPerMinute, timeWindow: 60_000 },
        },
        schema: {
          tags,
          operationId: 'fieldLogin',
          body: fieldLoginSchema,
          response: { 200: fieldMeSchema },
        },
      },
      async (request, reply) => {
        const previous = request.cookies[FIELD_COOKIE];
        const previousSession =
          previous && previous.length <= 100 ? await deps.fieldSessions.resolve(previous) : null;
        const token = await field.login(
          deps,
          request.body,
          requestMeta(request),
          previousSession?.id ?? null,
        );
        const session = await deps.fieldSessions.resolve(token);
        if (!session) throw unauthenticated();
        setCookie(reply, token);
        return session.me;
      },
    );

    r.get(
      '/field/auth/me',
      {
        config: { permission: 'field:app', fieldBeforePasswordChange: true },
        schema: { tags, operationId: 'fieldMe', response: { 200: fieldMeSchema } },
      },
      async (request) => {
        appUserOf(request);
        if (!request.fieldSession) throw unauthenticated();
        return request.fieldSession.me;
      },
    );

    r.post(
      '/field/auth/logout',
      {
        config: { permission: 'field:app', fieldBeforePasswordChange: true },
        schema: { tags, operationId: 'fieldLogout', response: { 200: okSchema } },
      },
      async (request, reply) => {
        if (request.fieldSession) await field.logout(deps, request.fieldSession.id);
        void reply.clearCookie(FIELD_COOKIE, { path: FIELD_COOKIE_PATH });
        return { ok: true as const };
      },
    );

    r.post(
      '/field/auth/password',
      {
        config: { permission: 'field:app', fieldBeforePasswordChange: true },
        schema: {
          tags,
          operationId: 'fieldChangePassword',
          body: fieldPasswordSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        const actor = appUserOf(request);
        await field.changePassword(
          deps,
          actor,
          request.fieldSession?.id ?? '',
          request.body,
          request.ip || null,
        );
        return { ok: true as const };
      },
    );

    r.get(
      '/field/accused',
      {
        config: { permission: 'field:app' },
        schema: {
          tags,
          operationId: 'fieldListAccused',
          querystring: fieldAccusedQuerySchema,
          response: { 200: pageOf(fieldAccusedSchema) },
        },
      },
      async (request) => field.listAccused(deps, appUserOf(request), request.query),
    );

    r.get(
      '/field/accused/:id/photo',
      {
        config: { permission: 'field:app' },
        schema: { tags, operationId: 'fieldAccusedPhoto', params: idParamSchema },
      },
      async (request, reply) => {
        const photo = await field.openAccusedPhoto(deps, appUserOf(request), request.params.id);
        return reply
          .headers(servedFileHeaders(photo))
          .header('cache-control', 'private, max-age=3600')
          .send(photo.stream);
      },
    );

    r.post(
      '/field/photos',
      {
        config: { permission: 'field:app' },
        schema: {
          tags,
          operationId: 'fieldUploadPhoto',
          consumes: ['multipart/form-data'],
          response: { 200: uploadedFileSchema },
        },
      },
      async (request) => {
        const actor = appUserOf(request);
        const { fileName, bytes } = await readOneFile(request, 'image');
        return field.uploadPhoto(deps, actor, request.ip || null, fileName, bytes);
      },
    );

    r.post(
      '/field/checkins',
      {
        config: { permission: 'field:app' },
        schema: {
          tags,
          operationId: 'fieldCheckin',
          body: checkinInputSchema,
          response: { 200: checkinSchema.extend(replayed.shape) },
        },
      },
      async (request) =>
        field.createCheckin(deps, appUserOf(request), request.ip || null, request.body),
    );

    r.post(
      '/field/sightings',
      {
        config: { permission: 'field:app' },
        schema: {
          tags,
          operationId: 'fieldSighting',
          body: sightingInputSchema,
          response: { 200: sightingSchema.extend(replayed.shape) },
        },
      },
      async (request) => createSighting(deps, appUserOf(request), request.ip || null, request.body),
    );

    r.post(
      '/field/visits',
      {
        config: { permission: 'field:app' },
        schema: {
          tags,
          operationId: 'fieldVisit',
          body: visitInputSchema,
          response: { 200: visitSchema.extend(replayed.shape) },
        },
      },
      async (request) =>
        visits.createVisit(deps, appUserOf(request), request.ip || null, request.body),
    );

    r.post(
      '/field/devices',
      {
        config: { permission: 'field:app' },
        schema: {
          tags,
          operationId: 'fieldRegisterDevice',
          body: deviceInputSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await field.registerDevice(
          deps,
          appUserOf(request),
          request.ip || null,
          request.body.token,
        );
        return { ok: true as const };
      },
    );

    r.get(
      '/field/news',
      {
        config: { permission: 'field:app' },
        schema: {
          tags,
          operationId: 'fieldNews',
          response: {
            200: z.object({
              news: z.array(contentItemSchema),
              notifications: z.array(contentItemSchema),
            }),
          },
        },
      },
      async (request) => field.feed(deps, appUserOf(request)),
    );
  };
}
