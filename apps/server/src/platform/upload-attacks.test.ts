import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  ACCUSED_UPLOAD_MESSAGES,
  LIMITS,
  SUMMONS_MESSAGES,
  UPLOAD_MESSAGES,
  type UploadKind,
} from '@cmis/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccused } from '../test/accused-factory.js';
import { buildTestApp, inject, type TestApp } from '../test/build-test-app.js';
import {
  hasPayload,
  htmlPage,
  jpegBomb,
  pdfEscapedJs,
  pdfGoToR,
  pdfImportData,
  pdfJsInObjectStream,
  pdfJsInOrdinaryStream,
  pdfLaunch,
  pdfOpenActionJs,
  pdfOpenActionUri,
  pdfOpenActionView,
  pdfPageAction,
  pdfSubmitForm,
  pdfXfa,
  phpShell,
  pngBomb,
  polyglotJpeg,
  polyglotPng,
  sampleJpeg,
  svgWithScript,
} from '../test/hostile-files.js';
import { fieldLoginAs, loginAs } from '../test/login.js';
import { countUploadRows } from '../test/test-data.repo.js';
import { multipart, sampleMp4, samplePdf, samplePng } from '../test/upload.js';

/**
 * Issue 9 §3: hostile files sent to the real upload routes. Each is refused with the spec's
 * sentence for that route, or neutralised; nothing executable is served back, and a refused
 * upload leaves no file (not even a `.part`) and no row.
 */
let t: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  cookies.station = await loginAs(t.app, 'pune.kothrud');
  cookies.state = await loginAs(t.app, 'superadmin');
  cookies.field = await fieldLoginAs(t.app, '9100000002');
});
afterAll(() => t.close());

interface Target {
  name: string;
  url: string;
  kind: UploadKind;
  who: 'station' | 'state' | 'field';
  typeMessage: string;
  sizeMessage: string;
}

/** Every upload route the web and the field app use, with the spec's sentences for each. */
const TARGETS: Target[] = [
  {
    name: 'accused photo',
    url: '/api/files?kind=image&purpose=accused',
    kind: 'image',
    who: 'station',
    typeMessage: UPLOAD_MESSAGES.imageType,
    sizeMessage: ACCUSED_UPLOAD_MESSAGES.imageSize,
  },
  {
    name: 'accused record PDF',
    url: '/api/files?kind=pdf&purpose=accused',
    kind: 'pdf',
    who: 'station',
    typeMessage: ACCUSED_UPLOAD_MESSAGES.pdfType,
    sizeMessage: ACCUSED_UPLOAD_MESSAGES.pdfSize,
  },
  {
    name: 'summons PDF',
    url: '/api/files?kind=pdf&purpose=summons',
    kind: 'pdf',
    who: 'station',
    typeMessage: SUMMONS_MESSAGES.uploadType,
    sizeMessage: SUMMONS_MESSAGES.uploadSize,
  },
  {
    name: 'summons image',
    url: '/api/files?kind=image&purpose=summons',
    kind: 'image',
    who: 'station',
    typeMessage: SUMMONS_MESSAGES.uploadType,
    sizeMessage: SUMMONS_MESSAGES.uploadSize,
  },
  {
    name: 'landing / content image',
    url: '/api/files?kind=image',
    kind: 'image',
    who: 'state',
    typeMessage: UPLOAD_MESSAGES.imageType,
    sizeMessage: UPLOAD_MESSAGES.imageSize,
  },
  {
    name: 'content / help PDF',
    url: '/api/files?kind=pdf',
    kind: 'pdf',
    who: 'state',
    typeMessage: UPLOAD_MESSAGES.pdfType,
    sizeMessage: UPLOAD_MESSAGES.pdfSize,
  },
  {
    name: 'content / help video',
    url: '/api/files?kind=video',
    kind: 'video',
    who: 'state',
    typeMessage: UPLOAD_MESSAGES.videoType,
    sizeMessage: UPLOAD_MESSAGES.videoSize,
  },
  {
    name: 'field app photo',
    url: '/api/field/photos',
    kind: 'image',
    who: 'field',
    typeMessage: UPLOAD_MESSAGES.imageType,
    sizeMessage: UPLOAD_MESSAGES.imageSize,
  },
];
const byKind = (kind: UploadKind) => TARGETS.filter((x) => x.kind === kind);
const EXT: Record<UploadKind, string> = { image: 'jpg', pdf: 'pdf', video: 'mp4' };
const MAX_BYTES: Record<UploadKind, number> = {
  image: LIMITS.imageMaxBytes,
  pdf: LIMITS.pdfMaxBytes,
  video: LIMITS.videoMaxBytes,
};

function send(target: Target, fileName: string, bytes: Buffer): Promise<LightMyRequestResponse> {
  const body = multipart(fileName, bytes);
  return sendRaw(target, body.payload, body.contentType);
}

function sendRaw(target: Target, payload: Buffer, contentType: string) {
  return t.app.inject({
    method: 'POST',
    url: target.url,
    headers: { cookie: cookies[target.who]!, 'content-type': contentType },
    payload,
  });
}

/** Every file under the storage root, temporary `.part` files included. */
async function storedFiles(): Promise<string[]> {
  try {
    const entries = await readdir(t.config.storageDir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

/** Runs the uploads and proves each was refused as expected and left nothing behind. */
async function expectRefused(
  cases: { target: Target; name: string; bytes: Buffer; status: number; message: string }[],
) {
  const files = await storedFiles();
  const rows = await countUploadRows(t.deps.db);
  for (const c of cases) {
    const res = await send(c.target, c.name, c.bytes);
    const label = `${c.target.name}: ${JSON.stringify(c.name.slice(0, 60))}`;
    expect(res.statusCode, `${label} ${res.body}`).toBe(c.status);
    const { error } = res.json();
    expect(error.message, label).toBe(c.message);
    expect(error.fields, label).toEqual({ file: c.message });
    expect(error.requestId, label).toBeTruthy();
  }
  expect(await storedFiles()).toEqual(files);
  expect(await countUploadRows(t.deps.db)).toEqual(rows);
}

/** Uploads, reads the file back as an officer, and checks it cannot run in a browser. */
async function uploadAndServe(target: Target, name: string, bytes: Buffer) {
  const res = await send(target, name, bytes);
  expect(res.statusCode, `${target.name} ${res.body}`).toBe(200);
  const file = res.json<{ id: string; url: string; mime: string; originalName: string }>();
  const reader = target.who === 'field' ? cookies.station! : cookies[target.who]!;
  const served = await t.app.inject({ url: file.url, headers: { cookie: reader } });
  expect(served.statusCode).toBe(200);
  expectInert(served, file.mime);
  return { file, served };
}

/** The headers that keep a served file from running: its sniffed type, nosniff, a sandbox. */
function expectInert(served: LightMyRequestResponse, mime: string) {
  expect(served.headers['content-type']).toBe(mime);
  expect(['image/jpeg', 'image/png', 'application/pdf', 'video/mp4']).toContain(mime);
  expect(served.headers['x-content-type-options']).toBe('nosniff');
  expect(String(served.headers['content-disposition'])).toMatch(/^inline; filename\*=UTF-8''/);
  const csp = String(served.headers['content-security-policy']);
  if (mime === 'application/pdf') {
    // Chrome's PDF viewer will not open in a sandbox (decision 0004): the app's own policy,
    // which runs no inline script and nothing from elsewhere.
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
  } else {
    expect(csp).toBe("default-src 'none'; sandbox");
  }
}

describe('hostile content (issue 9 §3)', () => {
  it('refuses a PHP script, an HTML page and an SVG with script on every route, by their bytes', async () => {
    const cases = TARGETS.flatMap((target) => {
      const ext = EXT[target.kind];
      const refuse = (name: string, bytes: Buffer) => ({
        target,
        name,
        bytes,
        status: 415,
        message: target.typeMessage,
      });
      return [
        refuse(`shell.${ext}`, phpShell()),
        refuse(`page.${ext}`, htmlPage()),
        refuse(`drawing.${ext}`, svgWithScript()),
        refuse('drawing.svg', svgWithScript()),
      ];
    });
    await expectRefused(cases);
  });

  it('refuses names that say php, html, java or net whatever the bytes, before reading them', async () => {
    const png = await samplePng();
    const names = ['shell.php', 'photo.PHP.jpg', 'page.html', 'x.jsp.java', 'a.aspx.net'];
    await expectRefused(
      byKind('image').flatMap((target) =>
        names.map((name) => ({
          target,
          name,
          bytes: png,
          status: 415,
          message: UPLOAD_MESSAGES.malicious,
        })),
      ),
    );
  });

  it('refuses PDFs that run JavaScript or launch programs, however the names are written (decision 0033)', async () => {
    const hostile = [
      pdfOpenActionJs(),
      pdfEscapedJs(),
      pdfLaunch(),
      pdfJsInObjectStream(),
      // Issue 17 §7: forms with scripts, event actions, data sent out, other files opened.
      pdfXfa(),
      pdfPageAction(),
      pdfOpenActionUri(),
      pdfSubmitForm(),
      pdfGoToR(),
      pdfImportData(),
      pdfJsInOrdinaryStream(),
    ];
    await expectRefused(
      byKind('pdf').flatMap((target) =>
        hostile.map((bytes) => ({
          target,
          name: 'order.pdf',
          bytes,
          status: 415,
          message: UPLOAD_MESSAGES.malicious,
        })),
      ),
    );
    // A PDF whose opening action only sets the view is ordinary and accepted.
    for (const target of byKind('pdf')) {
      const { served } = await uploadAndServe(target, 'order.pdf', pdfOpenActionView());
      expect(served.rawPayload.equals(pdfOpenActionView())).toBe(true);
    }
  });

  it('refuses decompression bombs on every image route', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(200 * 1024);
    const jpeg = await jpegBomb();
    await expectRefused(
      byKind('image').flatMap((target) => [
        { target, name: 'bomb.png', bytes: bomb, status: 415, message: target.typeMessage },
        { target, name: 'bomb.jpg', bytes: jpeg, status: 415, message: target.typeMessage },
      ]),
    );
  });

  it('re-encodes polyglot images so the bytes served back carry no script or PHP', async () => {
    const jpeg = await polyglotJpeg();
    const png = await polyglotPng();
    expect(hasPayload(jpeg) && hasPayload(png)).toBe(true);
    for (const target of byKind('image')) {
      for (const [name, bytes, mime] of [
        ['polyglot.jpg', jpeg, 'image/jpeg'],
        ['polyglot.png', png, 'image/png'],
      ] as const) {
        const { file, served } = await uploadAndServe(target, name, bytes);
        expect(file.mime).toBe(mime);
        expect(hasPayload(served.rawPayload), `${target.name} ${name}`).toBe(false);
      }
    }
  });

  it('serves a polyglot landing image on the public page re-encoded, type-locked and sandboxed', async () => {
    const landing = TARGETS.find((x) => x.name === 'landing / content image')!;
    const { file } = await uploadAndServe(landing, 'banner.jpg', await polyglotJpeg());
    const added = await inject(t.app, 'POST', '/api/landing/images', cookies.state, {
      section: 'media',
      caption: 'Polyglot',
      fileId: file.id,
    });
    expect(added.statusCode, added.body).toBe(200);
    const id = (await t.app.inject({ url: '/api/landing' }))
      .json<{ media: { id: number; caption: string }[] }>()
      .media.find((m) => m.caption === 'Polyglot')?.id;
    expect(id).toBeDefined();
    const served = await t.app.inject({ url: `/api/landing/images/${id}` });
    expect(served.statusCode).toBe(200);
    expectInert(served, 'image/jpeg');
    expect(hasPayload(served.rawPayload)).toBe(false);
  });

  it('serves a polyglot accused photo to the field app re-encoded, type-locked and sandboxed', async () => {
    const accusedPhoto = TARGETS[0]!;
    const { file } = await uploadAndServe(accusedPhoto, 'face.png', await polyglotPng());
    const accusedId = await createTestAccused(t.app, cookies.station!, { photoIds: [file.id] });
    const served = await inject(
      t.app,
      'GET',
      `/api/field/accused/${accusedId}/photo`,
      cookies.field,
    );
    expect(served.statusCode, served.body).toBe(200);
    expectInert(served, 'image/png');
    expect(hasPayload(served.rawPayload)).toBe(false);
  });

  it('serves a video with script appended as video/mp4, never as a page', async () => {
    const [video] = byKind('video');
    const bytes = Buffer.concat([sampleMp4(), htmlPage()]);
    const { served } = await uploadAndServe(video!, 'clip.mp4', bytes);
    expect(served.headers['content-type']).toBe('video/mp4');
  });
});

describe('file names (issue 9 §3)', () => {
  it('keeps only a safe base name; the stored key is the server’s own, inside the storage root', async () => {
    const accusedPhoto = TARGETS[0]!;
    const names: [string, string][] = [
      ['../../etc/passwd.jpg', 'passwd.jpg'],
      ['..\\..\\windows\\x.jpg', 'x.jpg'],
      ['/var/lib/cmis/files/image/../../evil.jpg', 'evil.jpg'],
      ['evil\u0000.jpg', 'evil.jpg'],
      ['tab\there\u001b[31m\u007f.jpg', 'tabhere[31m.jpg'],
      ['आरोपी छायाचित्र.jpg', 'आरोपी छायाचित्र.jpg'],
      ["quote'(x)*.jpg", "quote'(x).jpg"],
    ];
    const before = new Set(await storedFiles());
    for (const [name, expected] of names) {
      const { file, served } = await uploadAndServe(accusedPhoto, name, await sampleJpeg());
      expect(file.originalName, name).toBe(expected);
      // The name goes back percent-encoded (RFC 8187), so no header can be split or quoted out.
      const disposition = String(served.headers['content-disposition']);
      expect(disposition).toMatch(/^inline; filename\*=UTF-8''[A-Za-z0-9%!#$&+.^_`|~-]+$/);
      expect(decodeURIComponent(disposition.split("''")[1]!)).toBe(expected);
    }
    const added = (await storedFiles()).filter((f) => !before.has(f));
    expect(added).toHaveLength(names.length);
    for (const f of added) {
      expect(path.relative(t.config.storageDir, f)).toMatch(
        /^image\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/,
      );
    }
    for (const escape of ['../../etc/passwd.jpg', '../evil.jpg', '../../windows/x.jpg']) {
      expect(existsSync(path.resolve(t.config.storageDir, escape))).toBe(false);
    }
  });

  it('cuts very long names to 150 characters and refuses a hidden php after a NUL', async () => {
    const accusedPhoto = TARGETS[0]!;
    const long = `${'अ'.repeat(5000)}.jpg`;
    const { file } = await uploadAndServe(accusedPhoto, long, await sampleJpeg());
    expect(file.originalName).toBe('अ'.repeat(150));
    // 200 000 characters in the part header: read, and cut like any other name.
    const huge = await uploadAndServe(
      accusedPhoto,
      `${'n'.repeat(200_000)}.jpg`,
      await sampleJpeg(),
    );
    expect(huge.file.originalName).toBe('n'.repeat(150));
    await expectRefused([
      {
        target: accusedPhoto,
        name: 'photo.jpg\u0000.php',
        bytes: await sampleJpeg(),
        status: 415,
        message: UPLOAD_MESSAGES.malicious,
      },
    ]);
  });
});

describe('oversized bodies (issue 9 §3)', () => {
  it('refuses a file over its kind’s limit on every route with the route’s sentence', async () => {
    const head: Record<UploadKind, Buffer> = {
      image: await samplePng(),
      pdf: samplePdf(),
      video: sampleMp4(),
    };
    await expectRefused(
      TARGETS.flatMap((target) => {
        const max = MAX_BYTES[target.kind];
        const over = (size: number) =>
          Buffer.concat([head[target.kind], Buffer.alloc(size - head[target.kind].length)]);
        const refuse = (size: number) => ({
          target,
          name: `big.${EXT[target.kind]}`,
          bytes: over(size),
          status: 413,
          message: target.sizeMessage,
        });
        // Exactly at the limit ("must smaller than"), and past it by a lot.
        return [refuse(max), refuse(max + 1), refuse(max + 5 * 1024 * 1024)];
      }),
    );
  });

  it('answers malformed or unexpected bodies on upload routes with the error shape, keeping nothing', async () => {
    const image = TARGETS[0]!;
    const files = await storedFiles();
    const rows = await countUploadRows(t.deps.db);
    const boundary = 'cmisAttackBoundary';
    const type = `multipart/form-data; boundary=${boundary}`;
    const part = (name: string, filename: string | null, body: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
            (filename === null ? '' : `; filename="${filename}"`) +
            '\r\nContent-Type: application/octet-stream\r\n\r\n',
        ),
        body,
        Buffer.from('\r\n'),
      ]);
    const end = Buffer.from(`--${boundary}--\r\n`);
    const jpeg = await sampleJpeg();
    const tooBig = [413, 'The request is too large.'] as const;
    const failed = [400, UPLOAD_MESSAGES.failed] as const;
    const missing = [400, UPLOAD_MESSAGES.missing] as const;
    const bodies: [string, Buffer, string, readonly [number, string]][] = [
      [
        'two files',
        Buffer.concat([part('file', 'a.jpg', jpeg), part('file', 'b.jpg', jpeg), end]),
        type,
        tooBig,
      ],
      [
        'a field first',
        Buffer.concat([part('note', null, Buffer.from('x')), part('file', 'a.jpg', jpeg), end]),
        type,
        tooBig,
      ],
      ['cut off mid-file', part('file', 'a.jpg', jpeg).subarray(0, 200), type, failed],
      ['no closing boundary', part('file', 'a.jpg', jpeg), type, failed],
      ['no file at all', end, type, missing],
      ['no boundary', part('file', 'a.jpg', jpeg), 'multipart/form-data', failed],
      [
        'JSON over the body limit',
        Buffer.from(JSON.stringify({ x: 'a'.repeat(2 * 1024 * 1024) })),
        'application/json',
        tooBig,
      ],
    ];
    const answers = [];
    for (const [label, payload, contentType] of bodies) {
      const res = await sendRaw(image, payload, contentType);
      answers.push([label, res.statusCode, res.json().error?.message]);
    }
    expect(answers).toEqual(
      bodies.map(([label, , , [status, message]]) => [label, status, message]),
    );
    expect(await storedFiles()).toEqual(files);
    expect(await countUploadRows(t.deps.db)).toEqual(rows);
  });
});
