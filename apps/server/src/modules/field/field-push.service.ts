import { ECDH } from 'node:crypto';
import {
  FIELD_MESSAGES,
  type PushKey,
  type PushSubscriptionInput,
  type PushUnsubscribeInput,
} from '@cmis/shared';
import { withTransaction } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { badRequest } from '../../platform/errors.js';
import type { AppUserActor } from '../../platform/session/field-session.js';
import * as repo from './field-push.repo.js';
import { fieldAudit } from './field.service.js';

/** Issue 20 (decision 0051): the key the field app's browser subscribes with. */
export function pushKey(deps: Deps): PushKey {
  return { publicKey: deps.vapidPublicKey };
}

/** A point on P-256, or the push could never be encrypted for it (and would fail every try). */
function isP256Point(base64url: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(base64url, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

function invalid() {
  return badRequest(FIELD_MESSAGES.pushSubscriptionInvalid, {
    endpoint: FIELD_MESSAGES.pushSubscriptionInvalid,
  });
}

/**
 * Stores this browser's subscription for the signed-in app user (re-owned when another app
 * user had it on the same phone), audited as a device registration. Production sends only
 * to https: push services; plain http is for a local push service in development and tests.
 */
export async function subscribe(
  deps: Deps,
  actor: AppUserActor,
  ip: string | null,
  input: PushSubscriptionInput,
): Promise<void> {
  if (deps.config.env === 'production' && new URL(input.endpoint).protocol !== 'https:') {
    throw invalid();
  }
  if (!isP256Point(input.keys.p256dh)) throw invalid();
  await withTransaction(deps.db, async (tx) => {
    const id = await repo.upsertSubscription(tx, actor.appUserId, {
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
    });
    await fieldAudit(tx, actor, ip, {
      entity: 'push-subscription',
      entityId: id,
      action: 'register',
    });
  });
}

/**
 * At logout (or when the browser drops the subscription) the app user's own subscription of
 * this endpoint is removed; another app user's, or none, is left alone and answers the same.
 */
export async function unsubscribe(
  deps: Deps,
  actor: AppUserActor,
  ip: string | null,
  input: PushUnsubscribeInput,
): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const id = await repo.deleteOwnSubscription(tx, actor.appUserId, input.endpoint);
    if (id === null) return;
    await fieldAudit(tx, actor, ip, {
      entity: 'push-subscription',
      entityId: id,
      action: 'delete',
    });
  });
}
