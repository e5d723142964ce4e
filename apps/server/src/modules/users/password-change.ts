import { LIMITS, PASSWORD_MESSAGES } from '@cmis/shared';
import type { Executor } from '../../db/client.js';
import { badRequest } from '../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { addPasswordHistory, recentPasswordHashes, updateUserRow } from './users.repo.js';

/**
 * Sets a new password unless it equals one of the last five (spec 1 §5: 'Old Passwatd
 * not used again!'). Used by the user drawer and the profile form alike.
 */
export async function changePassword(
  tx: Executor,
  userId: number,
  password: string,
): Promise<void> {
  const recent = await recentPasswordHashes(tx, userId, LIMITS.passwordHistory);
  for (const hash of recent) {
    if (await verifyPassword(hash, password)) {
      throw badRequest(PASSWORD_MESSAGES.reused, { password: PASSWORD_MESSAGES.reused });
    }
  }
  const passwordHash = await hashPassword(password);
  await updateUserRow(tx, userId, { passwordHash });
  await addPasswordHistory(tx, userId, passwordHash);
}
