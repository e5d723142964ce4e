import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES, LIMITS, MESSAGES } from '@cmis/shared';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import helmet from 'helmet';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Deps } from './deps.js';
import { accusedRoutes } from './modules/accused/accused.routes.js';
import { duplicatesRoutes } from './modules/accused/duplicates/duplicates.routes.js';
import { appUsersRoutes } from './modules/app-users/app-users.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { faqLandingRoutes } from './modules/content/faq-landing.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { spotsRoutes } from './modules/spots/spots.routes.js';
import { summonsRoutes } from './modules/summons/summons.routes.js';
import { cctvRoutes } from './modules/cctv/cctv.routes.js';
import { fieldRoutes } from './modules/field/field.routes.js';
import { fieldPushRoutes } from './modules/field/field-push.routes.js';
import { fieldAccusedRoutes } from './modules/field/field-accused.routes.js';
import { gpsRoutes } from './modules/gps/gps.routes.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { mastersRoutes } from './modules/masters/masters.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { verificationRoutes } from './modules/verification/verification.routes.js';
import { breachesRoutes } from './modules/breaches/breaches.routes.js';
import { networkRoutes } from './modules/network/network.routes.js';
import { wantedRoutes } from './modules/wanted/wanted.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import {
  apiDocsGuard,
  checkRouteDeclarations,
  registerAccessHooks,
  type RouteEntry,
} from './platform/access.js';
import {
  AppError,
  errorBody,
  forbidden,
  frameworkError,
  registerErrorHandler,
} from './platform/errors.js';
import { registerInputGuard, registerJsonBodyBounds } from './platform/input-guard.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every feature's routes, mounted under /api. New features add one line here. */
const MODULES = [
  healthRoutes,
  authRoutes,
  mastersRoutes,
  usersRoutes,
  appUsersRoutes,
  accusedRoutes,
  duplicatesRoutes,
  contentRoutes,
  faqLandingRoutes,
  auditRoutes,
  filesRoutes,
  dashboardRoutes,
  wantedRoutes,
  spotsRoutes,
  summonsRoutes,
  cctvRoutes,
  fieldRoutes,
  fieldPushRoutes,
  fieldAccusedRoutes,
  gpsRoutes,
  reportsRoutes,
  analyticsRoutes,
  verificationRoutes,
  breachesRoutes,
  settingsRoutes,
  networkRoutes,
];

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for a cookie session: a browser always sends Origin on a cross-site
 * state-changing request, and only JSON and multipart bodies are parsed at all (a plain
 * HTML form cannot send JSON; multipart is refused here when it comes from elsewhere).
 */
function refuseCrossSite(request: FastifyRequest): void {
  if (!UNSAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  if (!origin) return;
  // Both sides through URL, so default ports compare equal; request.host honours TRUST_PROXY.
  let same = false;
  try {
    same = new URL(origin).host === new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    same = false;
  }
  if (!same) throw forbidden(MESSAGES.crossSite);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its declared access, in registration order. */
    routeTable: RouteEntry[];
  }
}

/**
 * Fastify 5 ignores a bare hop count (it cannot tell a proxy from a client that connects
 * directly), so TRUST_PROXY=n is given as "the n nearest addresses are proxies": right
 * where the server is reachable through its proxies alone (docs/security.md); the
 * proxies' addresses are the setting for anywhere else.
 */
function proxyTrust(setting: boolean | number | string) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

export async function buildApp(deps: Deps): Promise<FastifyInstance> {
  const { config } = deps;
  const app: FastifyInstance = Fastify({
    loggerInstance: deps.log,
    trustProxy: proxyTrust(config.trustProxy),
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    frameworkErrors: frameworkError,
  });
  app.decorate('routeTable', [] as RouteEntry[]);
  // Fastify parses text/plain by default, and an HTML form can send text/plain across sites
  // without a preflight. No route takes text, so only JSON and multipart bodies are parsed
  // (CSRF defence, issue 9 §4): anything else answers 415.
  app.removeContentTypeParser('text/plain');
  registerJsonBodyBounds(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(cookie);
  // One middleware for every request: @fastify/helmet built it again (and parsed the CSP)
  // on each request, 3 % of the server's CPU under the list load (docs/performance.md).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its CSS-in-JS into <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The captcha widget's proof-of-work worker is a same-origin file.
        workerSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (err?: unknown) => {
      done(err instanceof Error ? err : undefined);
    });
  });
  await app.register(multipart, {
    limits: { fileSize: LIMITS.videoMaxBytes, files: 1, fields: 0, parts: 1 },
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () =>
      new AppError(429, ERROR_CODES.tooManyRequests, MESSAGES.tooManyRequests),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'CMIS API',
        description: 'Criminal Monitoring Intelligent System',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiHooks: { onRequest: apiDocsGuard(deps.sessions, config.env) },
  });

  await app.register(
    async (api) => {
      checkRouteDeclarations(api, app.routeTable);
      api.addHook('onRequest', async (request) => refuseCrossSite(request));
      registerAccessHooks(api, deps.sessions, deps.fieldSessions);
      registerInputGuard(api);
      // Read your own writes (decision 0048): a write is answered once this process has heard
      // the session and user changes it committed, so the caller's next request sees them.
      api.addHook('onSend', async (request, _reply, payload) => {
        if (!READ_METHODS.has(request.method)) await deps.sessions.settle();
        return payload;
      });
      for (const routes of MODULES) await api.register(routes(deps));
    },
    { prefix: '/api' },
  );

  const index = path.join(config.webDist, 'index.html');
  const hasWeb = existsSync(index);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each asset; serve those when accepted.
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        void res.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      hasWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api') &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(errorBody(request, ERROR_CODES.notFound, MESSAGES.notFound));
  });

  return app;
}
