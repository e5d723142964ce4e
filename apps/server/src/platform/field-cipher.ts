import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from '../config.js';

/**
 * Encryption of sensitive fields at rest (Aadhaar numbers): AES-256-GCM with a random IV,
 * plus a keyed hash (HMAC-SHA256) so uniqueness can be checked without decrypting.
 * Both keys are derived from one data key, separate from the session secret so that
 * rotating sessions never makes stored data unreadable.
 */
export class FieldCipher {
  private readonly encKey: Buffer;
  private readonly macKey: Buffer;
  private readonly urlKey: Buffer;

  constructor(dataKey: Buffer) {
    this.encKey = createHmac('sha256', dataKey).update('cmis-field-encryption').digest();
    this.macKey = createHmac('sha256', dataKey).update('cmis-field-hash').digest();
    this.urlKey = createHmac('sha256', dataKey).update('cmis-url-signing').digest();
  }

  /** A signature for a link handed to someone without a session (a push image). */
  sign(text: string): string {
    return createHmac('sha256', this.urlKey).update(text).digest('base64url');
  }

  verify(text: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(text));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.encKey, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
  }

  decrypt(stored: string): string {
    const raw = Buffer.from(stored.replace(/^v1:/, ''), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.encKey, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }

  hash(plain: string): string {
    return createHmac('sha256', this.macKey).update(plain).digest('base64url');
  }
}

/**
 * DATA_KEY (32 random bytes, base64) is required in production. Elsewhere a key is made
 * once and kept in DATA_DIR/.data-key, so a restart can still read what was stored.
 */
export function resolveDataKey(config: Config): Buffer {
  if (config.dataKey) {
    const key = Buffer.from(config.dataKey, 'base64');
    if (key.length !== 32) throw new ConfigError('DATA_KEY must be 32 bytes, base64-encoded.');
    return key;
  }
  if (config.env === 'production') {
    throw new ConfigError(
      'DATA_KEY is required when NODE_ENV=production (`openssl rand -base64 32`).',
    );
  }
  const file = path.join(config.dataDir, '.data-key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}
