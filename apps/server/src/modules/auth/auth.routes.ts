import {
  captchaChallengeSchema,
  languageSchema,
  loginSchema,
  okSchema,
  sessionUserSchema,
} from '@cmis/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { actorOf } from '../../platform/access.js';
import { unauthenticated } from '../../platform/errors.js';
import { requestMeta } from '../../platform/request-meta.js';
import { SESSION_COOKIE } from '../../platform/session/session.js';
import * as auth from './auth.service.js';

const tags = ['auth'];

export function authRoutes(deps: Deps) {
  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
    });

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/auth/captcha',
      {
        config: { permission: 'public' },
        schema: { tags, operationId: 'getCaptcha', response: { 200: captchaChallengeSchema } },
      },
      async (_request, reply) => {
        void reply.header('cache-control', 'no-store');
        return deps.captcha.challenge();
      },
    );

    r.post(
      '/auth/login',
      {
        config: {
          permission: 'public',
          rateLimit: { max: deps.config.loginRateLimitPerMinute, timeWindow: 60_000 },
        },
        schema: {
          tags,
          operationId: 'login',
          body: loginSchema,
          response: { 200: sessionUserSchema },
        },
      },
      async (request, reply) => {
        const token = await auth.login(deps, request.body, requestMeta(request), request.sessionId);
        const session = await deps.sessions.resolve(token);
        if (!session) throw unauthenticated();
        setSessionCookie(reply, token);
        return session.user;
      },
    );

    r.get(
      '/auth/me',
      {
        config: { permission: 'session:self' },
        schema: { tags, operationId: 'getMe', response: { 200: sessionUserSchema } },
      },
      async (request) => {
        actorOf(request);
        if (!request.sessionUser) throw unauthenticated();
        return request.sessionUser;
      },
    );

    r.post(
      '/auth/logout',
      {
        config: { permission: 'session:self' },
        schema: { tags, operationId: 'logout', response: { 200: okSchema } },
      },
      async (request, reply) => {
        if (request.sessionId) await auth.logout(deps, request.sessionId);
        void reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return { ok: true as const };
      },
    );

    r.put(
      '/auth/me/language',
      {
        config: { permission: 'session:self' },
        schema: {
          tags,
          operationId: 'saveLanguage',
          body: languageSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await auth.saveLanguage(deps, actorOf(request), request.body, requestMeta(request));
        return { ok: true as const };
      },
    );
  };
}
