import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { amzDateOf, encodeKeyPath, sha256Hex, signRequest, type Credentials } from './sigv4.js';
import { assertStorageKey, type StorageDriver } from './storage.js';

export interface S3Options extends Credentials {
  /** e.g. https://s3.ap-south-1.amazonaws.com or http://minio.internal:9000 */
  endpoint: string;
  bucket: string;
  /** MinIO and most on-premises stores want /bucket/key rather than bucket.host/key. */
  forcePathStyle: boolean;
  /** Milliseconds before a request to the store is abandoned. */
  timeoutMs?: number;
}

const EMPTY_HASH = sha256Hex('');

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO on premises), so several API processes
 * share the same files (issue 8 §4, decision 0036). Every request is signed with SigV4; the
 * body hash is signed too, so a proxy cannot alter what is stored.
 */
export class S3Storage implements StorageDriver {
  private readonly base: URL;

  constructor(private readonly opts: S3Options) {
    this.base = new URL(opts.endpoint);
  }

  private urlOf(key: string): URL {
    assertStorageKey(key);
    const url = new URL(this.base);
    const prefix = url.pathname.replace(/\/$/, '');
    if (this.opts.forcePathStyle) {
      url.pathname = `${prefix}/${this.opts.bucket}/${encodeKeyPath(key)}`;
    } else {
      url.hostname = `${this.opts.bucket}.${url.hostname}`;
      url.pathname = `${prefix}/${encodeKeyPath(key)}`;
    }
    return url;
  }

  private async send(method: string, key: string, body?: Buffer): Promise<Response> {
    const url = this.urlOf(key);
    const extra: Record<string, string> = body
      ? { 'content-type': 'application/octet-stream' }
      : {};
    const headers = signRequest(this.opts, {
      method,
      url,
      headers: extra,
      payloadHash: body ? sha256Hex(body) : EMPTY_HASH,
      amzDate: amzDateOf(new Date()),
    });
    return fetch(url, {
      method,
      headers,
      ...(body ? { body } : {}),
      signal: AbortSignal.timeout(this.opts.timeoutMs ?? 30_000),
    });
  }

  private async fail(res: Response, what: string): Promise<never> {
    // The store's XML error names the code (SignatureDoesNotMatch, NoSuchBucket ...); keep it
    // short in the message, never the credentials.
    const text = (await res.text().catch(() => '')).slice(0, 300);
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? text;
    throw new Error(`S3 ${what} failed: ${res.status} ${code}`);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const res = await this.send('PUT', key, bytes);
    if (!res.ok) await this.fail(res, `PUT ${key}`);
    await res.body?.cancel();
  }

  async get(key: string): Promise<Readable | null> {
    const res = await this.send('GET', key);
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok || !res.body) await this.fail(res, `GET ${key}`);
    return Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', key);
    // S3 answers 204 whether or not the object existed; some stores answer 404.
    if (!res.ok && res.status !== 404) await this.fail(res, `DELETE ${key}`);
    await res.body?.cancel();
  }
}
