import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccused } from '../../test/accused-factory.js';
import { buildTestApp, inject, type TestApp } from '../../test/build-test-app.js';
import { loginAs } from '../../test/login.js';
import { StatementLog } from '../../test/statement-log.js';

/**
 * Issue 19: under load the profile's statements were each quick, but their eight round
 * trips made it slow. Counted in the statement log the bench reads (SQL_LOG, db/client.ts):
 * one line per statement the app sends.
 */
describe('the accused profile in one or two statements (issue 19)', () => {
  let t: TestApp;
  let log: StatementLog;
  let kothrud: string;
  let id: number;
  const year = new Date().getFullYear() - 1;

  beforeAll(async () => {
    log = await StatementLog.create();
    t = await buildTestApp({ sqlLog: log.file });
    kothrud = await loginAs(t.app, 'pune.kothrud');
    // Every part of the profile present: crimes with pairs and members, an arrest, a
    // preventive action and the other information.
    id = await createTestAccused(t.app, kothrud, {
      crimes: 2,
      members: ['सह आरोपी'],
      otherInfo: { business: 'दुकान' },
    });
    const detail = await inject(t.app, 'GET', `/api/accused/${id}`, kothrud);
    const crimeId = detail.json<{ crimes: { id: number }[] }>().crimes[0]?.id;
    const arrest = await inject(t.app, 'POST', `/api/crimes/${crimeId}/arrests`, kothrud, {
      currentStatusId: 1,
      arrestedAt: `${year}-02-10T18:30:00+05:30`,
      courtAt: `${year}-02-11T11:00:00+05:30`,
      fingerprint: '1',
      dateOfBirth: '1992-05-17',
    });
    expect(arrest.statusCode).toBe(200);
    const action = await inject(t.app, 'POST', `/api/accused/${id}/preventive-actions`, kothrud, {
      actionTypeId: 3,
      chapterCase: '7',
      chapterYear: year,
      bondDate: `${year}-04-01`,
      dateFrom: `${year}-04-01`,
      dateTo: `${year + 1}-03-31`,
      externmentCityIds: [],
      orderType: '',
    });
    expect(action.statusCode).toBe(200);
    // The new record's push goes out in the background: not while statements are counted.
    await t.deps.outbox.runOnce();
  });
  afterAll(async () => {
    await t?.close();
    await log.remove();
  });

  async function counted(cookie: string, url: string) {
    const { res, statements } = await log.during(t.app, url, cookie);
    return { res, used: statements.length };
  }

  it('reads the whole profile, with the read rule, in at most two statements', async () => {
    const { res, used } = await counted(kothrud, `/api/accused/${id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      crimes: { sections: unknown[]; members: { memberName: string }[] }[];
      arrests: unknown[];
      preventiveActions: unknown[];
      otherInfo: { business: string } | null;
    }>();
    expect(body.crimes).toHaveLength(2);
    expect(body.crimes[0]?.sections).toHaveLength(1);
    expect(body.crimes[0]?.members).toEqual([expect.objectContaining({ memberName: 'सह आरोपी' })]);
    expect(body.arrests).toHaveLength(1);
    expect(body.preventiveActions).toHaveLength(1);
    expect(body.otherInfo?.business).toBe('दुकान');
    expect(used).toBeGreaterThan(0);
    expect(used).toBeLessThanOrEqual(2);
  });

  it('refuses a unit it does not reach (decision 0011) in as few', async () => {
    const nagpur = await loginAs(t.app, 'nagpur.admin');
    // The profile's statement, then the look for a merge that would redirect the link.
    const { res, used } = await counted(nagpur, `/api/accused/${id}`);
    expect(res.statusCode).toBe(404);
    expect(used).toBeLessThanOrEqual(2);
  });
});
