import {
  okSchema,
  pushKeySchema,
  pushSubscriptionInputSchema,
  pushUnsubscribeSchema,
} from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { appUserOf } from '../../platform/access.js';
import * as push from './field-push.service.js';

const tags = ['field'];

/** Issue 20 (decision 0051): Web Push subscriptions of the field app's browsers. */
export function fieldPushRoutes(deps: Deps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/field/push/key',
      {
        config: { permission: 'field:app' },
        schema: { tags, operationId: 'fieldPushKey', response: { 200: pushKeySchema } },
      },
      async (request) => {
        appUserOf(request);
        return push.pushKey(deps);
      },
    );

    r.post(
      '/field/push/subscriptions',
      {
        config: { permission: 'field:app' },
        schema: {
          tags,
          operationId: 'fieldPushSubscribe',
          body: pushSubscriptionInputSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await push.subscribe(deps, appUserOf(request), request.ip || null, request.body);
        return { ok: true as const };
      },
    );

    r.delete(
      '/field/push/subscriptions',
      {
        // Logout calls it, so it is allowed before the one-time password is changed.
        config: { permission: 'field:app', fieldBeforePasswordChange: true },
        schema: {
          tags,
          operationId: 'fieldPushUnsubscribe',
          body: pushUnsubscribeSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await push.unsubscribe(deps, appUserOf(request), request.ip || null, request.body);
        return { ok: true as const };
      },
    );
  };
}
