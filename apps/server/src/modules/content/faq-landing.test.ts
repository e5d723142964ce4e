import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { loginAs } from '../../test/login.js';
import { samplePdf, samplePng, upload } from '../../test/upload.js';

let t: TestApp;
let superCookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  superCookie = await loginAs(t.app, 'superadmin');
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'GET', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });

describe('FAQ /faq (spec 3 §2.15; issue 3 §7)', () => {
  it('lists the five guidance items; role 8 replaces a document, others cannot', async () => {
    const reader = await loginAs(t.app, 'pune.kothrud');
    const items = (await send('GET', '/api/faq', reader)).json();
    expect(items.map((i: { titleEn: string }) => i.titleEn)).toEqual([
      'How to enter accused information',
      'Option to search act and section',
      'How the 2-plus list is prepared',
      'Guidance for filling preventive action',
      'Guidance for filling absconding accused',
    ]);
    const pdf = (await upload(t.app, superCookie, 'pdf', 'guide.pdf', samplePdf())).json();
    const res = await send('PUT', '/api/faq/3/file', superCookie, { fileId: pdf.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().items[2]).toMatchObject({
      fileUrl: pdf.url,
      fileName: 'guide.pdf',
      fileKind: 'pdf',
    });
    expect((await send('GET', pdf.url, reader)).statusCode).toBe(200);

    const image = (await upload(t.app, superCookie, 'image', 'x.png', await samplePng())).json();
    expect(
      (await send('PUT', '/api/faq/3/file', superCookie, { fileId: image.id })).statusCode,
    ).toBe(400);
    expect((await send('PUT', '/api/faq/9/file', superCookie, { fileId: pdf.id })).statusCode).toBe(
      404,
    );
    expect((await send('PUT', '/api/faq/3/file', reader, { fileId: pdf.id })).statusCode).toBe(403);
  });
});

describe('public landing page (spec 3 §2.16; issue 3 §8)', () => {
  it('role 8 adds carousel images; visitors without a session see only the active ones', async () => {
    const file = (
      await upload(t.app, superCookie, 'image', 'coverage.png', await samplePng())
    ).json();
    const added = await send('POST', '/api/landing/images', superCookie, {
      section: 'coverage',
      caption: 'Nakabandi',
      fileId: file.id,
    });
    expect(added.statusCode).toBe(200);
    const image = added.json().image;
    expect(image).toMatchObject({ section: 'coverage', caption: 'Nakabandi', active: true });

    const landing = await t.app.inject({ method: 'GET', url: '/api/landing' });
    expect(landing.statusCode).toBe(200);
    expect(landing.json().coverage.map((i: { id: number }) => i.id)).toContain(image.id);
    const publicImage = landing.json().coverage.find((i: { id: number }) => i.id === image.id);
    const bytes = await t.app.inject({ method: 'GET', url: publicImage.url });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/png');
    // The raw file itself still needs a session; only the landing route serves it publicly.
    expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(401);

    await send('PUT', `/api/landing/images/${image.id}/active`, superCookie, { active: false });
    expect((await t.app.inject({ method: 'GET', url: publicImage.url })).statusCode).toBe(404);
    // The admin still previews a switched-off image through its own file URL.
    const manage = (await send('GET', '/api/landing/manage', superCookie)).json();
    const own = manage.find((i: { id: number }) => i.id === image.id);
    expect(own).toMatchObject({ active: false, url: file.url });
    expect((await send('GET', own.url, superCookie)).statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: '/api/landing' })).json();
    expect(after.coverage.map((i: { id: number }) => i.id)).not.toContain(image.id);
  });

  it('refuses a non-image and non-admins', async () => {
    const pdf = (await upload(t.app, superCookie, 'pdf', 'x.pdf', samplePdf())).json();
    const res = await send('POST', '/api/landing/images', superCookie, {
      section: 'media',
      fileId: pdf.id,
    });
    expect(res.statusCode).toBe(400);
    const bad = await send('POST', '/api/landing/images', superCookie, {
      section: 'news',
      fileId: pdf.id,
    });
    expect(bad.json().error.fields.section).toBe('Please select Media or Coverage');
    const unit = await loginAs(t.app, 'pune.admin');
    expect((await send('GET', '/api/landing/manage', unit)).statusCode).toBe(403);
  });
});
