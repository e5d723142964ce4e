import {
  can,
  FIELD_MESSAGES,
  MESSAGES,
  PERMISSIONS,
  type Permission,
  type SessionUser,
} from '@cmis/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor, RecordScope } from './actor.js';
import { contains, scopeOf } from './scope.js';
import { forbidden, notFound, unauthenticated } from './errors.js';
import type { Config } from '../config.js';
import {
  FIELD_COOKIE,
  type AppUserActor,
  type FieldSessionStore,
  type ResolvedFieldSession,
} from './session/field-session.js';
import { SESSION_COOKIE, type SessionStore } from './session/session.js';

export type RouteAccess = Permission | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every API route declares this (architecture rule 1); start-up fails without it. */
    permission?: RouteAccess;
    /** A field route an app user may call before replacing the one-time password. */
    fieldBeforePasswordChange?: boolean;
  }
  interface FastifyRequest {
    actor: Actor | null;
    sessionId: string | null;
    sessionUser: SessionUser | null;
    /** Set only on 'field:app' routes, from the field app's own cookie. */
    fieldSession: ResolvedFieldSession | null;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

/**
 * Start-up check: a route without a permission, tag or operationId is a programming error.
 * The declared routes are collected into `table`, which tests turn into an access matrix.
 */
export function checkRouteDeclarations(app: FastifyInstance, table: RouteEntry[]): void {
  app.addHook('onRoute', (route) => {
    const permission = (route.config as { permission?: unknown } | undefined)?.permission;
    const where = `${String(route.method)} ${route.url}`;
    if (permission !== 'public' && !PERMISSIONS.includes(permission as Permission)) {
      throw new Error(`Route ${where} declares no permission (config.permission).`);
    }
    const schema = route.schema as { tags?: string[]; operationId?: string } | undefined;
    if (!schema?.tags?.length || !schema.operationId) {
      throw new Error(`Route ${where} needs schema.tags and schema.operationId.`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        table.push({ method, url: route.url, access: permission as RouteAccess });
    }
  });
}

/**
 * One hook authenticates, then checks the route's permission: 401 without a live
 * session, 403 when the role lacks the permission. It runs before the body is parsed.
 */
export function registerAccessHooks(
  app: FastifyInstance,
  sessions: SessionStore,
  fieldSessions: FieldSessionStore,
): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('fieldSession', null);
  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config.permission;
    // The field app's routes know only the app user's cookie; officer routes never read it.
    if (permission === 'field:app') {
      const token = request.cookies[FIELD_COOKIE];
      const session = token && token.length <= 100 ? await fieldSessions.resolve(token) : null;
      if (!session) throw unauthenticated();
      request.fieldSession = session;
      if (
        session.actor.mustChangePassword &&
        !request.routeOptions.config.fieldBeforePasswordChange
      )
        throw forbidden(FIELD_MESSAGES.mustChangePassword);
      return;
    }
    const token = request.cookies[SESSION_COOKIE];
    if (token && token.length <= 100) {
      const session = await sessions.resolve(token);
      if (session) {
        request.actor = session.actor;
        request.sessionId = session.id;
        request.sessionUser = session.user;
      }
    }
    if (permission === 'public') return;
    if (!request.actor) throw unauthenticated();
    if (!permission || !can(request.actor.role, permission)) throw forbidden();
  });
}

/**
 * The API's map (every route, field and rule) is a guide for an attacker as much as for a
 * developer: in production only a signed-in holder of 'api:docs' reads it (issue 17 §4).
 */
export function apiDocsGuard(sessions: SessionStore, env: Config['env']) {
  const check = async (request: FastifyRequest): Promise<void> => {
    if (env !== 'production') return;
    const token = request.cookies[SESSION_COOKIE];
    const session = token && token.length <= 100 ? await sessions.resolve(token) : null;
    if (!session) throw unauthenticated();
    if (!can(session.actor.role, 'api:docs')) throw forbidden();
  };
  // @fastify/swagger-ui types its hooks in the callback style.
  return (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void => {
    check(request).then(() => done(), done);
  };
}

/** The signed-in app user of a 'field:app' route. */
export function appUserOf(request: FastifyRequest): AppUserActor {
  if (!request.fieldSession) throw unauthenticated();
  return request.fieldSession.actor;
}

/** The signed-in actor of a route that is not public. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthenticated();
  return request.actor;
}

/**
 * By-id access (architecture rule 1): the permission, then each record's scope. A record out of
 * scope answers 404 like a missing one, so ids cannot be probed.
 */
export async function requireAccess<Id extends number | string>(
  actor: Actor,
  permission: Permission,
  ids: readonly Id[],
  loadScopes: (ids: readonly Id[]) => Promise<Map<Id, RecordScope>>,
): Promise<void> {
  if (!can(actor.role, permission)) throw forbidden(MESSAGES.forbidden);
  const places = await loadScopes(ids);
  const scope = scopeOf(actor);
  for (const id of ids) {
    const place = places.get(id);
    if (!place || !contains(scope, place)) throw notFound();
  }
}
