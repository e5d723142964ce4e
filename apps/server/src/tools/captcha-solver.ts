import { solveChallenge } from 'altcha-lib';

/** The challenge `GET /api/auth/captcha` answers. */
export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}

/**
 * Solves a challenge as the ALTCHA widget does in the browser; returns the payload to send.
 * Shared by the API tests, the soak and durability runs and the bench.
 */
export async function solveCaptcha(c: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error('captcha not solvable');
  const payload = {
    algorithm: c.algorithm,
    challenge: c.challenge,
    number: solution.number,
    salt: c.salt,
    signature: c.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
