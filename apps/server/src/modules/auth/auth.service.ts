import { MESSAGES, type LanguageInput, type LoginInput } from '@cmis/shared';
import { withTransaction } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit/audit.js';
import { AppError, badRequest } from '../../platform/errors.js';
import {
  officerAccount,
  recordFailure,
  recordSuccess,
  refuseWhileWaiting,
} from '../../platform/login-throttle/login-throttle.js';
import { burnPasswordCheck, verifyPassword } from '../../platform/passwords.js';
import { findUserForLogin, insertLoginLog, updateLanguage } from './auth.repo.js';

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

const invalidCredentials = () => new AppError(401, 'UNAUTHENTICATED', MESSAGES.invalidCredentials);

/**
 * Spec 1 §4 Login: user id, phone and password must all match an active user. The captcha
 * is checked first, so every try costs a solved proof of work; then an address that failed
 * on this account too often waits (decision 0040), whatever other addresses did.
 */
export async function login(
  deps: Deps,
  input: LoginInput,
  meta: RequestMeta,
  previousSessionId: string | null,
): Promise<string> {
  if (!(await deps.captcha.verify(input.captcha))) {
    throw badRequest(MESSAGES.captchaRequired, { captcha: MESSAGES.captchaRequired });
  }

  const user = await findUserForLogin(deps.db, input.userid);
  const account = user ? officerAccount(user.id) : null;
  if (account) await refuseWhileWaiting(deps.db, account, meta.ip);
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await burnPasswordCheck(input.password), false);
  if (!user || !account || !passwordOk || user.phone !== input.phone || !user.active) {
    if (account) await recordFailure(deps.db, account, meta.ip);
    throw invalidCredentials();
  }

  return withTransaction(deps.db, async (tx) => {
    await recordSuccess(tx, account, meta.ip);
    // Rotation: the session the browser came with (if any) ends; a new token is issued.
    if (previousSessionId) await deps.sessions.destroy(previousSessionId, tx);
    await insertLoginLog(tx, { userId: user.id, ...meta });
    return deps.sessions.create(tx, user.id, meta);
  });
}

export async function logout(deps: Deps, sessionId: string): Promise<void> {
  await deps.sessions.destroy(sessionId);
}

export async function saveLanguage(
  deps: Deps,
  actor: Actor,
  input: LanguageInput,
  meta: RequestMeta,
): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    await updateLanguage(tx, actor.userId, input.language);
    await audit(
      tx,
      { actor, ip: meta.ip },
      {
        entity: 'user',
        entityId: actor.userId,
        action: 'language',
        changes: { language: input.language },
      },
    );
  });
}
