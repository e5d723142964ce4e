import { createHmac } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';
import type { Db } from '../../db/client.js';
import { deleteExpiredCaptchas, markCaptchaUsed } from './captcha.repo.js';

const CHALLENGE_TTL_MS = 10 * 60 * 1000;

/**
 * Self-hosted proof-of-work captcha (ALTCHA): no call leaves the server. A solved
 * challenge is accepted once, within its lifetime.
 */
export class Captcha {
  private readonly hmacKey: string;

  constructor(
    private readonly db: Db,
    sessionSecret: string,
    private readonly maxNumber: number,
  ) {
    // A key of its own, derived so that a captcha signature never doubles as anything else.
    this.hmacKey = createHmac('sha256', sessionSecret).update('cmis-captcha').digest('hex');
  }

  challenge(): Promise<Challenge> {
    return createChallenge({
      hmacKey: this.hmacKey,
      maxnumber: this.maxNumber,
      expires: new Date(Date.now() + CHALLENGE_TTL_MS),
    });
  }

  async verify(payload: string): Promise<boolean> {
    let signature: unknown;
    try {
      signature = (
        JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature?: unknown }
      ).signature;
    } catch {
      return false;
    }
    if (typeof signature !== 'string' || signature.length > 200) return false;
    if (!(await verifySolution(payload, this.hmacKey, true).catch(() => false))) return false;
    return markCaptchaUsed(this.db, signature, new Date(Date.now() + CHALLENGE_TTL_MS));
  }

  async sweep(): Promise<void> {
    await deleteExpiredCaptchas(this.db, new Date());
  }
}
