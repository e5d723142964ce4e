import { LIMITS, MESSAGES, type LanguageInput, type LoginInput } from '@cmis/shared';
import { withTransaction } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit/audit.js';
import { AppError, badRequest, tooManyRequests } from '../../platform/errors.js';
import { burnPasswordCheck, verifyPassword } from '../../platform/passwords.js';
import {
  clearLoginFailures,
  findLockedUntil,
  findUserForLogin,
  insertLoginLog,
  recordLoginFailure,
  updateLanguage,
} from './auth.repo.js';

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

const invalidCredentials = () => new AppError(401, 'UNAUTHENTICATED', MESSAGES.invalidCredentials);

/**
 * Spec 1 §4 Login: user id, phone and password must all match an active user. Five wrong
 * tries in a row lock the user id for 15 minutes (429); the captcha is checked first so
 * a locked or unknown id costs a solved proof of work every time.
 */
export async function login(
  deps: Deps,
  input: LoginInput,
  meta: RequestMeta,
  previousSessionId: string | null,
): Promise<string> {
  const lockedUntil = await findLockedUntil(deps.db, input.userid);
  if (lockedUntil && lockedUntil > new Date()) throw tooManyRequests(MESSAGES.accountLocked);

  if (!(await deps.captcha.verify(input.captcha))) {
    throw badRequest(MESSAGES.captchaRequired, { captcha: MESSAGES.captchaRequired });
  }

  const user = await findUserForLogin(deps.db, input.userid);
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await burnPasswordCheck(input.password), false);
  if (!user || !passwordOk || user.phone !== input.phone || !user.active) {
    await recordLoginFailure(
      deps.db,
      input.userid,
      LIMITS.failedLoginsBeforeLock,
      LIMITS.loginLockMinutes,
    );
    throw invalidCredentials();
  }

  return withTransaction(deps.db, async (tx) => {
    await clearLoginFailures(tx, input.userid);
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
