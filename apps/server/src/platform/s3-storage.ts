import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { assertStorageKey, type StorageBody, type StorageDriver } from './storage.js';

export interface S3Options {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** e.g. https://s3.ap-south-1.amazonaws.com or http://minio.internal:9000 */
  endpoint: string;
  bucket: string;
  /** MinIO and most on-premises stores want /bucket/key rather than bucket.host/key. */
  forcePathStyle: boolean;
  /** Milliseconds before a request to the store is abandoned. */
  timeoutMs?: number;
  /**
   * Bytes held in memory per request. A body that fits is one PUT; a longer one goes up as a
   * multipart upload of parts this size (S3 wants at least 5 MiB for all but the last part).
   */
  partSize?: number;
}

const MIB = 1024 * 1024;
export const DEFAULT_PART_SIZE = 8 * MIB;
/** S3's own limit: a multipart upload has at most 10,000 parts. */
const MAX_PARTS = 10_000;

const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The body cut into pieces of exactly `size` bytes (the last one shorter), read from the
 * source as they are needed, so no more than one piece is ever held.
 */
async function* piecesOf(body: StorageBody, size: number): AsyncGenerator<Buffer> {
  const source: Iterable<Buffer> | AsyncIterable<Buffer> = Buffer.isBuffer(body) ? [body] : body;
  let held: Buffer[] = [];
  let length = 0;
  for await (const chunk of source) {
    let rest = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    while (length + rest.length >= size) {
      const take = size - length;
      held.push(rest.subarray(0, take));
      yield Buffer.concat(held, size);
      rest = rest.subarray(take);
      held = [];
      length = 0;
    }
    if (rest.length > 0) {
      held.push(rest);
      length += rest.length;
    }
  }
  if (length > 0) yield Buffer.concat(held, length);
}

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO on premises), so several API processes
 * share the same files (issue 8 §4, decisions 0036 and 0045). aws4fetch signs every request
 * with SigV4. Uploads are streamed: the body is read one part at a time, and each part's
 * SHA-256 is signed with it, so nothing between the server and the store can alter a file
 * and no upload is ever held whole in memory.
 */
export class S3Storage implements StorageDriver {
  private readonly base: URL;
  private readonly client: AwsClient;
  private readonly partSize: number;

  constructor(private readonly opts: S3Options) {
    this.base = new URL(opts.endpoint);
    this.partSize = opts.partSize ?? DEFAULT_PART_SIZE;
    this.client = new AwsClient({
      accessKeyId: opts.accessKeyId,
      secretAccessKey: opts.secretAccessKey,
      region: opts.region,
      service: 's3',
      // aws4fetch retries 5xx and 429 ten times by default; a store that is down should fail
      // the upload within the timeout, not after a minute of back-off.
      retries: 2,
    });
  }

  private urlOf(key: string, query: Record<string, string> = {}): URL {
    assertStorageKey(key);
    const url = new URL(this.base);
    const prefix = url.pathname.replace(/\/$/, '');
    const path = key.split('/').map(encodeURIComponent).join('/');
    if (this.opts.forcePathStyle) {
      url.pathname = `${prefix}/${this.opts.bucket}/${path}`;
    } else {
      url.hostname = `${this.opts.bucket}.${url.hostname}`;
      url.pathname = `${prefix}/${path}`;
    }
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url;
  }

  private send(method: string, url: URL, body?: Buffer): Promise<Response> {
    return this.client.fetch(url, {
      method,
      headers: {
        'x-amz-content-sha256': sha256Hex(body ?? Buffer.alloc(0)),
        ...(body ? { 'content-type': 'application/octet-stream' } : {}),
      },
      ...(body ? { body } : {}),
      signal: AbortSignal.timeout(this.opts.timeoutMs ?? 30_000),
    });
  }

  private async fail(res: Response, what: string): Promise<never> {
    // The store's XML error names the code (SignatureDoesNotMatch, NoSuchBucket ...); keep it
    // short in the message, never the credentials.
    const text = (await res.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${what} failed: ${res.status} ${codeOf(text) ?? text}`);
  }

  private async expectOk(res: Response, what: string): Promise<void> {
    if (!res.ok) await this.fail(res, what);
    await res.body?.cancel();
  }

  async put(key: string, body: StorageBody): Promise<void> {
    const pieces = piecesOf(body, this.partSize);
    const first = await pieces.next();
    const firstBytes = first.done ? Buffer.alloc(0) : first.value;
    const second = first.done ? first : await pieces.next();
    if (second.done) {
      const res = await this.send('PUT', this.urlOf(key), firstBytes);
      return this.expectOk(res, `PUT ${key}`);
    }
    await this.putInParts(key, firstBytes, second.value, pieces);
  }

  /** CreateMultipartUpload, one UploadPart per piece, CompleteMultipartUpload; abort on failure. */
  private async putInParts(
    key: string,
    first: Buffer,
    second: Buffer,
    rest: AsyncGenerator<Buffer>,
  ): Promise<void> {
    const created = await this.send('POST', this.urlOf(key, { uploads: '' }));
    if (!created.ok) await this.fail(created, `multipart upload of ${key}`);
    const uploadId = /<UploadId>([^<]+)<\/UploadId>/.exec(await created.text())?.[1];
    if (!uploadId) throw new Error(`S3 multipart upload of ${key} failed: no UploadId`);
    try {
      const etags: string[] = [];
      const upload = async (part: Buffer) => {
        const number = etags.length + 1;
        if (number > MAX_PARTS)
          throw new Error(`S3 upload of ${key}: more than ${MAX_PARTS} parts`);
        const url = this.urlOf(key, { partNumber: String(number), uploadId });
        const res = await this.send('PUT', url, part);
        const etag = res.headers.get('etag');
        await this.expectOk(res, `part ${number} of ${key}`);
        if (!etag) throw new Error(`S3 part ${number} of ${key} failed: no ETag`);
        etags.push(etag);
      };
      await upload(first);
      await upload(second);
      for await (const part of rest) await upload(part);
      const list = etags
        .map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${etag}</ETag></Part>`)
        .join('');
      const done = await this.send(
        'POST',
        this.urlOf(key, { uploadId }),
        Buffer.from(`<CompleteMultipartUpload>${list}</CompleteMultipartUpload>`),
      );
      if (!done.ok) await this.fail(done, `completing ${key}`);
      // S3 may answer 200 and still fail the completion; the error is then in the body.
      const text = await done.text();
      if (text.includes('<Error>')) {
        throw new Error(`S3 completing ${key} failed: ${codeOf(text) ?? 'error'}`);
      }
    } catch (error) {
      await rest.return(undefined);
      // Parts of an unfinished upload are kept (and billed) until it is aborted.
      const aborted = await this.send('DELETE', this.urlOf(key, { uploadId })).catch(() => null);
      await aborted?.body?.cancel();
      throw error;
    }
  }

  async get(key: string): Promise<Readable | null> {
    const res = await this.send('GET', this.urlOf(key));
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok || !res.body) await this.fail(res, `GET ${key}`);
    return Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', this.urlOf(key));
    // S3 answers 204 whether or not the object existed; some stores answer 404.
    if (!res.ok && res.status !== 404) await this.fail(res, `DELETE ${key}`);
    await res.body?.cancel();
  }
}

function codeOf(xml: string): string | undefined {
  return /<Code>([^<]+)<\/Code>/.exec(xml)?.[1];
}
