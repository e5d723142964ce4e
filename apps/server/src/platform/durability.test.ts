import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AccusedDetail } from '@cmis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed/demo.js';
import {
  accusedCreateBody,
  findTheftSection,
  type AccusedCreateBody,
  type TheftSection,
} from '../test/accused-factory.js';
import { usesPostgres } from '../test/build-test-app.js';
import { halfWrittenAccused } from '../test/durability-data.repo.js';
import { createPostgresTestDatabase } from '../test/test-database.js';
import { HttpSession } from '../tools/http-client.js';
import { startServerProcess, type ServerProcess } from '../tools/server-process.js';

/**
 * Issue 9 §6: the real server process is killed with SIGKILL while a stream of accused
 * creations is in flight, restarted on the same data, and every creation it acknowledged
 * (answered 200 with an id) must be there whole; nothing may be half-written. "Whole" is
 * what one create transaction writes (accused.service createAccused): the accused row, its
 * crimes with their act/section pairs and co-accused, its other information, the crime
 * count, and the audit row.
 */
const WORKERS = 4;
const officer = DEMO_USERS.find((u) => u.userid === 'pune.kothrud');

let dataDir: string;
let env: Record<string, string>;
let pg: { url: string; drop: () => Promise<void> } | undefined;
let server: ServerProcess | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'cmis-durability-'));
  pg = usesPostgres() ? await createPostgresTestDatabase() : undefined;
  // The demo accounts without the demo records: the station's list then holds only the
  // records this test sends.
  env = { DATA_DIR: dataDir, SEED_DEMO: 'true', SEED_DEMO_RECORDS: 'false' };
  if (pg) env.DATABASE_URL = pg.url;
});

afterAll(async () => {
  await server?.kill();
  await pg?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(s: ServerProcess): Promise<HttpSession> {
  if (!officer) throw new Error('no pune.kothrud demo account');
  const session = new HttpSession(s.url);
  await session.loginStaff(officer.userid, officer.phone, DEMO_PASSWORD);
  return session;
}

/** Record i of the stream; its fields vary with i so a mixed-up row cannot pass as another. */
function streamBody(theft: TheftSection, i: number): AccusedCreateBody {
  return accusedCreateBody(theft, {
    name: `टिकाऊ आरोपी ${i}`,
    nameEn: `Durable ${i}`,
    age: 18 + (i % 60),
    crimes: 1 + (i % 3),
    members: i % 2 === 0 ? [`सहआरोपी ${i}`, `Member ${i}`] : [],
    registerFrom: 1000 + i * 10,
    ...(i % 3 === 0
      ? { otherInfo: { business: `दुकान ${i}`, registeredCases: [`C-${i}`, `D-${i}`] } }
      : {}),
  });
}

/** The record as the API returns it must equal what was sent, field by field. */
function expectWhole(detail: AccusedDetail, sent: AccusedCreateBody) {
  const b = sent.basic;
  expect(detail.basic).toMatchObject({
    name: b.name,
    nameEn: b.nameEn,
    age: b.age,
    cityId: b.cityId,
    stationId: b.stationId,
    religionId: b.religionId,
    address: b.address,
    historySheeter: b.historySheeter,
    crimeTypeIds: b.crimeTypeIds,
    currentCondition: b.currentCondition,
    photoIds: b.photoIds,
  });
  expect(detail.crimeCount).toBe(sent.crimes.length);
  const crimes = [...detail.crimes]
    .sort((x, y) => Number(x.registerNumber) - Number(y.registerNumber))
    .map((c) => ({
      registerNumber: c.registerNumber,
      registerYear: c.registerYear,
      registeredOn: c.registeredOn,
      crimeTitleId: c.crimeTitleId,
      statusId: c.statusId,
      sections: c.sections.map((s) => ({ actId: s.actId, sectionId: s.sectionId })),
      members: c.members.map((m) => m.memberName),
    }));
  expect(crimes).toEqual(
    sent.crimes.map((c) => ({
      registerNumber: c.registerNumber,
      registerYear: c.registerYear,
      registeredOn: c.registeredOn,
      crimeTitleId: c.crimeTitleId,
      statusId: c.statusId,
      sections: c.sections,
      members: (c.members ?? []).map((m) => m.memberName),
    })),
  );
  if (sent.otherInfo) {
    expect(detail.otherInfo).toMatchObject({
      business: sent.otherInfo.business,
      registeredCases: sent.otherInfo.registeredCases,
    });
  } else {
    expect(detail.otherInfo).toBeNull();
  }
}

describe(`durability on ${usesPostgres() ? 'PostgreSQL' : 'the embedded database'}`, () => {
  it('keeps every acknowledged accused whole after SIGKILL and leaves none half-written', async () => {
    server = await startServerProcess(env, path.join(dataDir, 'server.log'));
    const first = server;
    const session = await signIn(first);
    const theft = await findTheftSection((url) => session.getOk(url));

    // Workers send creations back to back; when enough are acknowledged, the process is
    // killed while the others' requests are still in flight.
    const killAfter = 12 + Math.floor(Math.random() * 12);
    const sent = new Map<number, AccusedCreateBody>();
    const acknowledged = new Map<number, number>(); // accused id -> stream index
    let next = 0;
    let killed: Promise<void> | undefined;
    let failedAfterKill = 0;
    const worker = async () => {
      while (!killed) {
        const i = next++;
        const body = streamBody(theft, i);
        sent.set(i, body);
        try {
          const res = await session.post('/api/accused', body);
          // A 200 that arrives is an acknowledgement, even if the kill has begun.
          if (res.status !== 200) throw new Error(`create ${i}: ${res.status} ${res.body}`);
          acknowledged.set(res.json<{ id: number }>().id, i);
          if (acknowledged.size >= killAfter) killed ??= first.kill();
        } catch (err) {
          if (!killed) throw err;
          failedAfterKill += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    await killed;
    expect(acknowledged.size).toBeGreaterThanOrEqual(killAfter);
    // The kill really cut requests off: some were sent and never answered.
    expect(failedAfterKill).toBeGreaterThan(0);

    server = await startServerProcess(env, path.join(dataDir, 'server.log'));
    const again = await signIn(server);
    for (const [id, i] of acknowledged) {
      const res = await again.get(`/api/accused/${id}`);
      expect(res.status, `acknowledged accused ${id} (stream record ${i})`).toBe(200);
      expectWhole(res.json<AccusedDetail>(), sent.get(i) as AccusedCreateBody);
    }

    // Records committed but not acknowledged (the kill came between commit and answer) may
    // exist; they too must be whole. The station's list holds only this stream's records.
    const list = (
      await again.getOk<{ items: { id: number; nameEn: string }[]; total: number }>(
        '/api/accused?page=0&size=100&tab=entered',
      )
    ).items;
    expect(list.length).toBeGreaterThanOrEqual(acknowledged.size);
    expect(list.length).toBeLessThanOrEqual(sent.size);
    for (const item of list) {
      const i = Number(/^Durable (\d+)$/.exec(item.nameEn)?.[1]);
      const body = sent.get(i);
      expect(body, `record ${item.id} (${item.nameEn}) was sent by this stream`).toBeDefined();
      expectWhole(await again.getOk<AccusedDetail>(`/api/accused/${item.id}`), body!);
    }

    const unacknowledged = list.length - acknowledged.size;
    console.info(
      `durability: sent ${sent.size}, acknowledged ${acknowledged.size}, found ${list.length} ` +
        `(${unacknowledged} committed without an answer), ${failedAfterKill} cut off by SIGKILL`,
    );

    // The recovered server takes new writes.
    const after = await again.post('/api/accused', streamBody(theft, next + 1));
    expect(after.status).toBe(200);
    await server.stop();

    // From the tables themselves: nothing half-written anywhere.
    const database = await openDatabase({ databaseUrl: pg?.url, dataDir });
    try {
      expect(await halfWrittenAccused(database.db)).toEqual({
        accused: list.length + 1,
        crimeCountWrong: 0,
        crimesWithoutSections: 0,
        withoutAudit: 0,
        auditWithoutAccused: 0,
      });
    } finally {
      await database.close();
    }
  }, 600_000);
});
