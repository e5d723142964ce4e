import { readdir } from 'node:fs/promises';
import { UPLOAD_MESSAGES } from '@cmis/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, inject, type TestApp } from '../../test/build-test-app.js';
import { createTestAccused } from '../../test/accused-factory.js';
import { loginAs } from '../../test/login.js';
import { countAudit } from '../../test/test-data.repo.js';
import { multipart, sampleMp4, samplePdf, samplePng, upload } from '../../test/upload.js';

let t: TestApp;
let kothrud: string;
beforeAll(async () => {
  t = await buildTestApp();
  kothrud = await loginAs(t.app, 'pune.kothrud');
});
afterAll(() => t.close());

const send = (kind: string, fileName: string, bytes: Buffer, cookie = kothrud) =>
  upload(t.app, cookie, kind, fileName, bytes);

async function storedFileCount(): Promise<number> {
  try {
    const entries = await readdir(t.config.storageDir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).length;
  } catch {
    return 0;
  }
}

const png = samplePng;
const jpegWithExif = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 0, g: 90, b: 200 } } })
    .withExif({ IFD0: { Artist: 'Secret GPS Person', Copyright: 'exif-marker' } })
    .jpeg()
    .toBuffer();
const pdf = samplePdf;
const mp4 = sampleMp4;

describe('upload service (spec 1 §5 upload rules, architecture rule 6)', () => {
  it('refuses by bytes, size and name with the exact messages, leaving nothing behind', async () => {
    const before = await storedFileCount();
    const cases: [string, string, Buffer, number, string][] = [
      [
        'image',
        'photo.jpg',
        Buffer.from('<?php system($_GET["c"]); ?>'),
        415,
        UPLOAD_MESSAGES.imageType,
      ],
      ['image', 'shell.php.jpg', await png(), 415, UPLOAD_MESSAGES.malicious],
      ['image', 'page.html', await png(), 415, UPLOAD_MESSAGES.malicious],
      ['image', 'doc.pdf', pdf(), 415, UPLOAD_MESSAGES.imageType],
      [
        'image',
        'big.png',
        Buffer.concat([await png(), Buffer.alloc(2 * 1024 * 1024)]),
        413,
        UPLOAD_MESSAGES.imageSize,
      ],
      ['pdf', 'order.pdf', await png(), 415, UPLOAD_MESSAGES.pdfType],
      [
        'pdf',
        'order.pdf',
        Buffer.concat([pdf(), Buffer.alloc(2 * 1024 * 1024)]),
        413,
        UPLOAD_MESSAGES.pdfSize,
      ],
      ['video', 'clip.mp4', pdf(), 415, UPLOAD_MESSAGES.videoType],
      [
        'image',
        'svg.png',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        415,
        UPLOAD_MESSAGES.imageType,
      ],
    ];
    for (const [kind, name, bytes, status, message] of cases) {
      const res = await send(kind, name, bytes);
      expect(res.statusCode, `${kind} ${name}`).toBe(status);
      expect(res.json().error.message, `${kind} ${name}`).toBe(message);
    }
    expect(await storedFileCount()).toBe(before);
  });

  it('words refusals as the accused area does when the upload comes from its forms (spec 2 §5.6)', async () => {
    const accused = (kind: string, name: string, bytes: Buffer) => {
      const body = multipart(name, bytes);
      return t.app.inject({
        method: 'POST',
        url: `/api/files?kind=${kind}&purpose=accused`,
        headers: { cookie: kothrud, 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const big = await accused(
      'image',
      'big.png',
      Buffer.concat([await png(), Buffer.alloc(2 * 1024 * 1024)]),
    );
    expect(big.json().error.message).toBe('Image size Larger than 2MB!');
    expect((await accused('pdf', 'order.pdf', await png())).json().error.message).toBe(
      'Please upload only PDF file!',
    );
    const bigPdf = await accused(
      'pdf',
      'order.pdf',
      Buffer.concat([pdf(), Buffer.alloc(2 * 1024 * 1024)]),
    );
    expect(bigPdf.json().error.message).toBe('PDF size larger than 2MB!');
    expect((await accused('image', 'x.php.png', await png())).json().error.message).toBe(
      UPLOAD_MESSAGES.malicious,
    );
  });

  it('refuses a decompression bomb', async () => {
    const bomb = await sharp({
      create: { width: 9000, height: 9000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9, palette: true, colours: 2 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const res = await send('image', 'bomb.png', bomb);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe(UPLOAD_MESSAGES.imageType);
  });

  it('stores a real image re-encoded, without its metadata or appended bytes', async () => {
    const original = Buffer.concat([
      await jpegWithExif(),
      Buffer.from('<script>alert(1)</script>'),
    ]);
    expect(original.includes('exif-marker')).toBe(true);
    const res = await send('image', 'accused photo.jpg', original);
    expect(res.statusCode).toBe(200);
    const file = res.json();
    expect(file).toMatchObject({
      kind: 'image',
      mime: 'image/jpeg',
      originalName: 'accused photo.jpg',
    });
    const served = await inject(t.app, 'GET', file.url, kothrud);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.includes('exif-marker')).toBe(false);
    expect(served.rawPayload.includes('<script>')).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(40);
  });

  it('accepts a PDF and an mp4 by their bytes; a PDF opens in the browser', async () => {
    const stored = await send('pdf', 'order.pdf', pdf());
    expect(stored.statusCode).toBe(200);
    const opened = await inject(t.app, 'GET', stored.json().url, kothrud);
    expect(opened.headers['content-disposition']).toMatch(/^inline;/);
    expect(opened.headers['content-type']).toBe('application/pdf');
    const video = await send('video', 'clip.mp4', mp4());
    expect(video.statusCode).toBe(200);
    expect(video.json().mime).toBe('video/mp4');
  });

  it('serves a file only to sessions whose scope covers it', async () => {
    const res = await send('image', 'p.png', await png());
    const url = res.json<{ url: string }>().url;
    const status = async (userid: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url,
          headers: { cookie: await loginAs(t.app, userid) },
        })
      ).statusCode;
    expect(await status('pune.kothrud')).toBe(200);
    expect(await status('pune.admin')).toBe(200);
    expect(await status('superadmin')).toBe(200);
    expect(await status('pune.shivajinagar')).toBe(404);
    expect(await status('nagpur.admin')).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);

    // Once it is an accused's photo, the unit's other stations read it with the record
    // (decision 0011); another unit still does not.
    const fileId = res.json<{ id: string }>().id;
    await createTestAccused(t.app, kothrud, { photoIds: [fileId] });
    expect(await status('pune.shivajinagar')).toBe(200);
    expect(await status('nagpur.sitabuldi')).toBe(404);
    expect(await status('nagpur.admin')).toBe(404);
  });

  it('writes an audit entry for each stored upload', async () => {
    const res = await send('pdf', 'audit.pdf', pdf());
    const id = res.json<{ id: string }>().id;
    expect(await countAudit(t.deps.db, 'file', id)).toBe(1);
  });
});
