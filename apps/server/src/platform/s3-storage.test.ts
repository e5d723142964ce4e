import { readdir } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { loginAs } from '../test/login.js';
import { S3_STUB, startS3Stub } from '../test/s3-stub.js';
import { samplePdf, upload } from '../test/upload.js';
import { S3Storage } from './s3-storage.js';
import { encodeKeyPath, sha256Hex, signature } from './sigv4.js';

/** The worked examples of the AWS S3 documentation ("Signature Calculations ... Examples"). */
describe('SigV4 signer (issue 8 §4)', () => {
  const aws = {
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    region: 'us-east-1',
  };

  it('signs the documented GET Object example to the documented signature', () => {
    const result = signature(aws, {
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { range: 'bytes=0-9' },
      payloadHash: sha256Hex(''),
      amzDate: '20130524T000000Z',
    });
    expect(result.signedHeaders).toBe('host;range;x-amz-content-sha256;x-amz-date');
    expect(result.signature).toBe(
      'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('signs the documented PUT Object example (encoded key, signed body hash)', () => {
    const body = 'Welcome to Amazon S3.';
    const result = signature(aws, {
      method: 'PUT',
      url: new URL(`https://examplebucket.s3.amazonaws.com/${encodeKeyPath('test$file.text')}`),
      headers: {
        date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
      },
      payloadHash: sha256Hex(body),
      amzDate: '20130524T000000Z',
    });
    expect(result.signature).toBe(
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

    const back = await t.app.inject({
      method: 'GET',
      url: `/api/files/${id}`,
      headers: { cookie },
    });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(bytes)).toBe(true);
    expect(stub.requests.some((r) => r.method === 'GET' && r.status === 200)).toBe(true);
  });
});
