import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { AwsClient, AwsV4Signer } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, inject, type TestApp } from '../test/build-test-app.js';
import { loginAs } from '../test/login.js';
import { MIN_PART_SIZE, S3_STUB, startS3Stub } from '../test/s3-stub.js';
import { samplePdf, upload } from '../test/upload.js';
import { S3Storage } from './s3-storage.js';

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * The worked examples of the AWS S3 documentation ("Signature Calculations ... Examples"),
 * signed by aws4fetch: the stub verifies every request with the same signer, so these pin
 * both to what AWS computes.
 */
describe('SigV4 signatures of aws4fetch (issue 8 §4, issue 18 §5)', () => {
  const aws = {
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    region: 'us-east-1',
    service: 's3',
    datetime: '20130524T000000Z',
    allHeaders: true,
  };

  it('signs the documented GET Object example to the documented signature', async () => {
    const signer = new AwsV4Signer({
      ...aws,
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: { range: 'bytes=0-9', 'x-amz-content-sha256': sha256Hex('') },
    });
    expect(signer.signedHeaders).toBe('host;range;x-amz-content-sha256;x-amz-date');
    expect(await signer.signature()).toBe(
      'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('signs the documented PUT Object example (encoded key, signed body hash)', async () => {
    const signer = new AwsV4Signer({
      ...aws,
      method: 'PUT',
      url: `https://examplebucket.s3.amazonaws.com/${encodeURIComponent('test$file.text')}`,
      headers: {
        date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        'x-amz-content-sha256': sha256Hex('Welcome to Amazon S3.'),
      },
    });
    expect(await signer.signature()).toBe(
      '98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });
});

describe('S3 storage driver against a SigV4-checking stub (issue 8 §4)', () => {
  let stub: Awaited<ReturnType<typeof startS3Stub>>;
  const driver = (secretAccessKey = S3_STUB.secretAccessKey) =>
    new S3Storage({ ...S3_STUB, secretAccessKey, endpoint: stub.endpoint, forcePathStyle: true });

  beforeAll(async () => {
    stub = await startS3Stub();
  });
  afterAll(() => stub.close());

  it('puts, gets and deletes an object', async () => {
    const s3 = driver();
    const bytes = Buffer.from('%PDF-1.4 summons copy\n');
    await s3.put('pdf/2026/11/one.pdf', bytes);
    expect(stub.objects.get('pdf/2026/11/one.pdf')).toEqual(bytes);

    const stream = await s3.get('pdf/2026/11/one.pdf');
    expect(stream).not.toBeNull();
    expect(await buffer(stream!)).toEqual(bytes);

    await s3.delete('pdf/2026/11/one.pdf');
    expect(stub.objects.has('pdf/2026/11/one.pdf')).toBe(false);
    expect(await s3.get('pdf/2026/11/one.pdf')).toBeNull();
  });

  it('answers null for a missing object', async () => {
    expect(await driver().get('image/never/stored.jpg')).toBeNull();
  });

  it('is refused with a wrong secret, and stores nothing', async () => {
    const wrong = driver('not-the-secret-access-key-at-all');
    await expect(wrong.put('image/x/forged.jpg', Buffer.from('x'))).rejects.toThrow(
      /403 SignatureDoesNotMatch/,
    );
    await expect(wrong.get('image/x/forged.jpg')).rejects.toThrow(/403/);
    expect(stub.objects.has('image/x/forged.jpg')).toBe(false);
  });

  it('refuses keys the server would never generate', async () => {
    await expect(driver().put('../etc/passwd', Buffer.from('x'))).rejects.toThrow(/invalid/);
  });

  /** A stream of `size` bytes in 64 KiB chunks, as a file read from disk arrives. */
  const streamOf = (bytes: Buffer) =>
    Readable.from(
      (function* () {
        for (let at = 0; at < bytes.length; at += 64 * 1024)
          yield bytes.subarray(at, at + 64 * 1024);
      })(),
    );
  const random = (size: number) => {
    const bytes = Buffer.alloc(size);
    for (let i = 0; i < size; i += 4096) bytes.writeUInt32LE((i * 2654435761) >>> 0, i);
    return bytes;
  };

  it('streams a body shorter than a part up in one PUT', async () => {
    const bytes = random(300 * 1024);
    const seen = stub.requests.length;
    await driver().put('pdf/2026/11/streamed.pdf', streamOf(bytes));
    expect(stub.objects.get('pdf/2026/11/streamed.pdf')?.equals(bytes)).toBe(true);
    expect(stub.requests.slice(seen).map((r) => `${r.method}${r.query}`)).toEqual(['PUT']);
  });

  it('streams a long body up as a multipart upload, one part in memory at a time', async () => {
    // 12 MiB in 8 MiB parts: the stub, as S3, refuses a non-last part under 5 MiB.
    const bytes = random(12 * 1024 * 1024);
    const seen = stub.requests.length;
    await driver().put('pdf/2026/11/long.pdf', streamOf(bytes));
    expect(stub.objects.get('pdf/2026/11/long.pdf')?.equals(bytes)).toBe(true);
    const calls = stub.requests.slice(seen);
    expect(calls.map((r) => r.method)).toEqual(['POST', 'PUT', 'PUT', 'POST']);
    expect(calls.every((r) => r.status === 200)).toBe(true);
    expect(calls[1]!.query).toMatch(/partNumber=1&uploadId=/);
    expect(calls[2]!.query).toMatch(/partNumber=2&uploadId=/);
    expect(stub.uploads.size).toBe(0);

    const back = await driver().get('pdf/2026/11/long.pdf');
    expect((await buffer(back!)).equals(bytes)).toBe(true);
  });

  it('aborts the multipart upload when the source fails, and stores nothing', async () => {
    const part = random(8 * 1024 * 1024);
    const failing = Readable.from(
      (async function* () {
        yield part;
        yield part;
        throw new Error('disk read failed');
      })(),
    );
    await expect(driver().put('pdf/2026/11/broken.pdf', failing)).rejects.toThrow(
      /disk read failed/,
    );
    expect(stub.objects.has('pdf/2026/11/broken.pdf')).toBe(false);
    expect(stub.uploads.size).toBe(0);
    expect(stub.requests.at(-1)).toMatchObject({ method: 'DELETE', status: 204 });
  });

  it('refuses parts smaller than S3 allows (the stub holds the client to S3 rules)', async () => {
    const small = new S3Storage({
      ...S3_STUB,
      endpoint: stub.endpoint,
      forcePathStyle: true,
      partSize: MIN_PART_SIZE / 2,
    });
    await expect(small.put('pdf/2026/11/small.pdf', random(MIN_PART_SIZE))).rejects.toThrow(
      /EntityTooSmall/,
    );
    expect(stub.uploads.size).toBe(0);
  });

  it('accepts UNSIGNED-PAYLOAD, as S3 does, and refuses a body that does not match its hash', async () => {
    const client = new AwsClient({ ...S3_STUB, service: 's3', retries: 0 });
    const url = `${stub.endpoint}/${S3_STUB.bucket}/image/x/unsigned.jpg`;
    const unsigned = await client.fetch(url, { method: 'PUT', body: 'jpeg' });
    expect(unsigned.status).toBe(200);
    const tampered = await client.fetch(url, {
      method: 'PUT',
      body: 'other bytes',
      headers: { 'x-amz-content-sha256': sha256Hex('jpeg') },
    });
    expect(tampered.status).toBe(403);
    expect(await tampered.text()).toContain('XAmzContentSHA256Mismatch');
    expect(stub.objects.get('image/x/unsigned.jpg')?.toString()).toBe('jpeg');
  });
});

describe('uploads through the API with STORAGE_DRIVER=s3 (issue 8 §4)', () => {
  let stub: Awaited<ReturnType<typeof startS3Stub>>;
  let t: TestApp;

  beforeAll(async () => {
    stub = await startS3Stub();
    t = await buildTestApp({
      storageDriver: 's3',
      s3: { ...S3_STUB, endpoint: stub.endpoint, forcePathStyle: true },
    });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  it('stores the upload in the bucket, not on local disk, and serves it back', async () => {
    const cookie = await loginAs(t.app, 'pune.kothrud');
    const bytes = samplePdf();
    const before = stub.objects.size;
    const res = await upload(t.app, cookie, 'pdf', 'order.pdf', bytes);
    expect(res.statusCode).toBe(200);
    const { id } = res.json<{ id: string }>();

    expect(stub.objects.size).toBe(before + 1);
    const stored = [...stub.objects.values()].some((b) => b.equals(bytes));
    expect(stored).toBe(true);
    const local = await readdir(t.config.storageDir, { recursive: true }).catch(() => []);
    expect(local).toEqual([]);

    const back = await inject(t.app, 'GET', `/api/files/${id}`, cookie);
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(bytes)).toBe(true);
    expect(stub.requests.some((r) => r.method === 'GET' && r.status === 200)).toBe(true);
  });
});
