import { CONTENT_MESSAGES } from '@cmis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { loginAs } from '../../test/login.js';
import { sampleMp4, samplePng, upload } from '../../test/upload.js';

let t: TestApp;
let superCookie: string;
let puneCookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  superCookie = await loginAs(t.app, 'superadmin');
  puneCookie = await loginAs(t.app, 'pune.admin');
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'GET', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });

describe('news, notifications, help, about us (spec 1 §2, §3, §5, §8; issue 3 §5)', () => {
  it('role 4 posts text and image news for its unit with the exact success message', async () => {
    const text = await send('POST', '/api/content', puneCookie, {
      itemType: 2,
      newsType: 1,
      description: 'कोथरूड परिसरात रात्र गस्त वाढवली',
    });
    expect(text.statusCode).toBe(200);
    expect(text.json().message).toBe('News save Successfully !!!');
    expect(text.json().item).toMatchObject({
      itemType: 2,
      newsType: 1,
      status: 1,
      cityId: 1,
      fileUrl: null,
    });

    const file = (await upload(t.app, puneCookie, 'image', 'news.png', await samplePng())).json();
    const image = await send('POST', '/api/content', puneCookie, {
      itemType: 2,
      newsType: 2,
      description: 'Chain snatching gang arrested',
      fileId: file.id,
    });
    expect(image.statusCode).toBe(200);
    expect(image.json().item.fileUrl).toBe(file.url);
  });

  it('applies the description pattern and the type rules with the spec messages', async () => {
    const cases: [object, string, string][] = [
      [
        { itemType: 2, newsType: 1, description: '<script>alert(1)</script>' },
        'description',
        'Only enter valid format allowed!',
      ],
      [{ itemType: 2, description: 'ok' }, 'newsType', CONTENT_MESSAGES.newsTypeRequired],
      [
        { itemType: 2, newsType: 1, description: '' },
        'description',
        CONTENT_MESSAGES.descriptionRequired,
      ],
      [{ itemType: 5, description: '' }, 'newsType', 'Please select an Help type'],
      [{ itemType: 4, newsType: 1, description: '' }, 'description', 'Descriptions is required'],
      [{ itemType: 4, description: 'x' }, 'newsType', 'Please select an About Us type'],
      [
        { itemType: 2, newsType: 2, description: 'no file' },
        'fileId',
        CONTENT_MESSAGES.fileRequired,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await send('POST', '/api/content', superCookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(body)).toBe(message);
    }
  });

  it('refuses a file of the wrong kind or uploaded by someone else', async () => {
    const video = (await upload(t.app, superCookie, 'video', 'v.mp4', sampleMp4())).json();
    const wrongKind = await send('POST', '/api/content', superCookie, {
      itemType: 1,
      newsType: 2,
      description: 'x',
      fileId: video.id,
    });
    expect(wrongKind.statusCode).toBe(400);
    const othersFile = (
      await upload(t.app, puneCookie, 'image', 'n.png', await samplePng())
    ).json();
    const notMine = await send('POST', '/api/content', superCookie, {
      itemType: 1,
      newsType: 2,
      description: 'x',
      fileId: othersFile.id,
    });
    expect(notMine.statusCode).toBe(400);
    const ok = await send('POST', '/api/content', superCookie, {
      itemType: 1,
      newsType: 3,
      description: 'Training video',
      fileId: video.id,
    });
    expect(ok.json().message).toBe('Notification save Successfully !!!');
  });

  it('role 8 alone manages notifications, help and about us; help needs no description', async () => {
    const help = await send('POST', '/api/content', superCookie, { itemType: 5, newsType: 1 });
    expect(help.json().message).toBe('Help save Successfully !!!');
    const about = await send('POST', '/api/content', superCookie, {
      itemType: 4,
      newsType: 1,
      description: 'CMIS helps units watch repeat offenders',
    });
    expect(about.json().message).toBe('About us save Successfully !!!');
    expect(about.json().item.cityId).toBeNull();
    for (const itemType of [1, 4, 5]) {
      expect(
        (
          await send('POST', '/api/content', puneCookie, {
            itemType,
            newsType: 1,
            description: 'x',
          })
        ).statusCode,
      ).toBe(403);
      expect((await send('GET', `/api/content?itemType=${itemType}`, puneCookie)).statusCode).toBe(
        403,
      );
    }
    const station = await loginAs(t.app, 'pune.kothrud');
    expect(
      (await send('POST', '/api/content', station, { itemType: 2, newsType: 1, description: 'x' }))
        .statusCode,
    ).toBe(403);
  });

  it('toggles status with the right message; another unit gets 404', async () => {
    const news = (
      await send('POST', '/api/content', puneCookie, {
        itemType: 2,
        newsType: 1,
        description: 'Toggle me',
      })
    ).json().item;
    const off = await send('PUT', `/api/content/${news.id}/status`, puneCookie, { status: 0 });
    expect(off.json()).toMatchObject({
      message: 'Update the news status !!!',
      item: { status: 0 },
    });
    const nagpur = await loginAs(t.app, 'nagpur.admin');
    expect(
      (await send('PUT', `/api/content/${news.id}/status`, nagpur, { status: 1 })).statusCode,
    ).toBe(404);
    const help = (
      await send('POST', '/api/content', superCookie, {
        itemType: 5,
        newsType: 1,
        description: 'How to search',
      })
    ).json().item;
    expect(
      (await send('PUT', `/api/content/${help.id}/status`, superCookie, { status: 0 })).json()
        .message,
    ).toBe('Update the Help status !!!');
    expect(
      (await send('PUT', `/api/content/${help.id}/status`, puneCookie, { status: 1 })).statusCode,
    ).toBe(404);
    expect(
      (await send('PUT', `/api/content/${news.id}/status`, puneCookie, { status: 5 })).statusCode,
    ).toBe(400);
  });

  it('readers see active news of their unit and the state, and search descriptions', async () => {
    await send('POST', '/api/content', superCookie, {
      itemType: 2,
      newsType: 1,
      description: 'State wide advisory',
    });
    const nagpur = await loginAs(t.app, 'nagpur.admin');
    await send('POST', '/api/content', nagpur, {
      itemType: 2,
      newsType: 1,
      description: 'Nagpur only news',
    });
    const reader = await loginAs(t.app, 'pune.kothrud');
    const feed = (await send('GET', '/api/content/feed?itemType=2&size=100', reader)).json();
    const texts = feed.items.map((i: { description: string }) => i.description);
    expect(texts).toContain('State wide advisory');
    expect(texts).toContain('Chain snatching gang arrested');
    expect(texts).not.toContain('Nagpur only news');
    expect(texts).not.toContain('Toggle me');
    const found = (
      await send('GET', '/api/content/feed?itemType=2&search=snatching%20gang', reader)
    ).json();
    expect(found.items.map((i: { description: string }) => i.description)).toEqual([
      'Chain snatching gang arrested',
    ]);
    // A Pune station user may open the unit admin's news image.
    const image = feed.items.find((i: { fileUrl: string | null }) => i.fileUrl);
    expect((await send('GET', image.fileUrl, reader)).statusCode).toBe(200);
  });
});
