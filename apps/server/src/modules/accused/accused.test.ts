import { ACCUSED_MESSAGES, CRIME_MESSAGES } from '@cmis/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pdfText } from '../../test/pdf-text.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { loginAs } from '../../test/login.js';
import { countAudit } from '../../test/test-data.repo.js';
import { exportBatch, type ExportCursor } from './accused.repo.js';
import { samplePdf, samplePng, upload } from '../../test/upload.js';
import { uniqueMobile, uniqueSurname } from '../../test/accused-factory.js';

let t: TestApp;
let shivajinagar: string;
let kothrud: string;
let puneAdmin: string;
let ipc: { actId: number; theft: number; burglary: number };
let mpa55: { actId: number; sectionId: number };

beforeAll(async () => {
  t = await buildTestApp();
  shivajinagar = await loginAs(t.app, 'pune.shivajinagar');
  kothrud = await loginAs(t.app, 'pune.kothrud');
  puneAdmin = await loginAs(t.app, 'pune.admin');
  const acts = (await send('GET', '/api/masters/acts', kothrud)).json();
  const ipcId = acts.find((a: { code: string }) => a.code === 'IPC').id;
  const ipcSections = (await send('GET', `/api/masters/acts/${ipcId}/sections`, kothrud)).json();
  const sectionId = (code: string) => ipcSections.find((s: { code: string }) => s.code === code).id;
  ipc = { actId: ipcId, theft: sectionId('379'), burglary: sectionId('454') };
  const mpaId = acts.find((a: { code: string }) => a.code === 'MPA').id;
  mpa55 = {
    actId: mpaId,
    sectionId: (await send('GET', `/api/masters/acts/${mpaId}/sections`, kothrud)).json()[0].id,
  };
});
afterAll(() => t.close());

function send(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, payload });
}

const year = new Date().getFullYear() - 1;
const crime = (over: Record<string, unknown> = {}) => ({
  stateId: 1,
  cityId: 1,
  stationId: 2,
  registerNumber: '245',
  registerYear: year,
  registeredOn: `${year}-03-14`,
  crimeTitleId: 1,
  statusId: 1,
  sections: [{ actId: ipc.actId, sectionId: ipc.theft }],
  members: [{ memberName: 'राजू काळे', registerNumber: '245', registerYear: year }],
  ...over,
});
/**
 * Step 1 of a different person each time (a surname and mobile number no other record has),
 * so the records the tests make are not one another's duplicates (issue 16 §3).
 */
const basic = (over: Record<string, unknown> = {}) => {
  const surname = uniqueSurname();
  return {
    ...basicOf(surname),
    // A name typed alone has no English name of someone else beside it.
    ...('name' in over && !('nameEn' in over) ? { nameEn: '' } : {}),
    ...over,
  };
};
const basicOf = (surname: { mr: string; en: string }) => ({
  crimeTypeIds: [1],
  historySheeter: 1,
  historyDate: `${year}-01-10`,
  name: `सुरेश बाळू ${surname.mr}`,
  nameEn: `Suresh Balu ${surname.en}`,
  age: 34,
  mobile: uniqueMobile(),
  stateId: 1,
  cityId: 1,
  stationId: 2,
  religionId: 1,
  caste: '',
  address: `सर्व्हे नं. ४२, ${surname.mr} वस्ती, कोथरूड, पुणे`,
});

async function createAccused(cookie: string, over: { basic?: object; crimes?: object[] } = {}) {
  return send('POST', '/api/accused', cookie, {
    basic: basic(over.basic as Record<string, unknown> | undefined),
    crimes: over.crimes ?? [
      crime(),
      crime({
        registerNumber: '311',
        registeredOn: `${year}-07-02`,
        sections: [{ actId: ipc.actId, sectionId: ipc.burglary }],
      }),
    ],
  });
}

describe('create an accused with crimes in one transaction (spec 2 §2.3, §3.1, §3.2, §4)', () => {
  it('a station user creates an accused with two crimes, sections and members; 2-plus is derived', async () => {
    const res = await createAccused(kothrud, {
      basic: { name: 'सुरेश बाळू पाटील', nameEn: 'Suresh Balu Patil' },
    });
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a).toMatchObject({
      crimeCount: 2,
      twoPlus: true,
      canEdit: true,
      active: true,
      basic: { name: 'सुरेश बाळू पाटील', historyDate: `${year}-01-10`, age: 34 },
      station: { en: 'Kothrud' },
    });
    expect(a.crimes).toHaveLength(2);
    expect(a.crimes[0]).toMatchObject({
      registeredOn: `${year}-03-14`,
      registerYear: year,
      station: { en: 'Kothrud' },
    });
    expect(a.crimes[0].sections[0]).toMatchObject({ actCode: 'IPC', sectionCode: '379' });
    expect(a.crimes[0].members).toEqual([
      { memberName: 'राजू काळे', registerNumber: '245', registerYear: year },
    ]);
    expect(await countAudit(t.deps.db, 'accused', String(a.id))).toBe(1);
  });

  it('needs at least one crime and checks every basic rule with the form message', async () => {
    const cases: [object, string, string][] = [
      [{ crimeTypeIds: [] }, 'basic.crimeTypeIds', ACCUSED_MESSAGES.headingRequired],
      [
        { historySheeter: 3, historyDate: null },
        'basic.historyDate',
        ACCUSED_MESSAGES.historyDateRequired,
      ],
      [{ age: 4 }, 'basic.age', ACCUSED_MESSAGES.ageRange],
      [{ age: 101 }, 'basic.age', ACCUSED_MESSAGES.ageRange],
      [{ mobile: '98765' }, 'basic.mobile', 'Please enter a valid 10-digit mobile number'],
      [{ name: ' ' }, 'basic.name', ACCUSED_MESSAGES.nameRequired],
      [{ address: '' }, 'basic.address', ACCUSED_MESSAGES.addressRequired],
    ];
    for (const [over, field, message] of cases) {
      const res = await createAccused(kothrud, { basic: over });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(over)).toBe(message);
    }
    const noCrime = await createAccused(kothrud, { crimes: [] });
    expect(noCrime.json().error.fields.crimes).toBe(ACCUSED_MESSAGES.atLeastOneCrime);
  });

  it('checks the crime rules (spec 2 §5.2)', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ registerNumber: '12a' }, 'crimes.0.registerNumber', CRIME_MESSAGES.registerNumberDigits],
      [
        { registeredOn: `${year - 1}-05-01` },
        'crimes.0.registeredOn',
        CRIME_MESSAGES.registeredOnOutsideYear,
      ],
      [{ sections: [] }, 'crimes.0.sections', CRIME_MESSAGES.ruleRequired],
      [{ caseNumber: '0' }, 'crimes.0.caseNumber', CRIME_MESSAGES.caseNumberMin],
      [
        { sections: [{ actId: ipc.actId, sectionId: mpa55.sectionId }] },
        'crimes.0.sections',
        CRIME_MESSAGES.sectionNotOfAct,
      ],
      [{ cityId: 3 }, 'crimes.0.stationId', ACCUSED_MESSAGES.stationOutsideUnit],
    ];
    for (const [over, field, message] of cases) {
      const res = await createAccused(kothrud, { crimes: [crime(over)] });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(over)).toBe(message);
    }
  });

  it("takes a crime registered on India's today at 20:00 UTC, not a day later", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // 01:30 on 25 November in India; a machine clock in UTC still reads 24 November.
      vi.setSystemTime(new Date('2026-11-24T20:00:00Z'));
      const on = (day: string) =>
        createAccused(kothrud, { crimes: [crime({ registerYear: 2026, registeredOn: day })] });
      const today = await on('2026-11-25');
      expect(today.statusCode, today.body).toBe(200);
      const tomorrow = await on('2026-11-26');
      expect(tomorrow.statusCode).toBe(400);
      expect(tomorrow.json().error.fields['crimes.0.registeredOn']).toBe(
        CRIME_MESSAGES.registeredOnFuture,
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failure half-way leaves nothing written', async () => {
    const before = (await send('GET', '/api/accused/tab-counts', kothrud)).json();
    // The second crime names a crime title that does not exist: the database refuses it.
    const res = await createAccused(kothrud, {
      basic: { name: 'अर्धवट नोंद' },
      crimes: [crime(), crime({ crimeTitleId: 999999 })],
    });
    expect(res.statusCode).toBe(400);
    const after = (await send('GET', '/api/accused/tab-counts', kothrud)).json();
    expect(after).toEqual(before);
    const found = (await send('GET', '/api/accused/find?name=अर्धवट नोंद', kothrud)).json();
    expect(found).toEqual([]);
  });

  it('keeps files already on a record when it is saved again, and checks each kind of file', async () => {
    const photo = (await upload(t.app, kothrud, 'image', 'p.png', await samplePng())).json();
    const a = (
      await createAccused(kothrud, { basic: { photoIds: [photo.id], name: 'फाईल तपासणी' } })
    ).json();
    // Saving again with the photo already on the record needs no fresh upload.
    const again = await send('PUT', `/api/accused/${a.id}`, kothrud, {
      basic: basic({ photoIds: [photo.id], name: 'फाईल तपासणी' }),
      otherInfo: { handprintIds: [photo.id] },
    });
    expect(again.statusCode).toBe(200);
    const pdfAsHandprint = (await upload(t.app, kothrud, 'pdf', 'h.pdf', samplePdf())).json();
    const wrongKind = await send('PUT', `/api/accused/${a.id}`, kothrud, {
      basic: basic({ photoIds: [photo.id], name: 'फाईल तपासणी' }),
      otherInfo: { handprintIds: [pdfAsHandprint.id] },
    });
    expect(wrongKind.json().error.fields['otherInfo.handprintIds']).toBe(
      ACCUSED_MESSAGES.photoInvalid,
    );
    const records = await send('PUT', `/api/accused/${a.id}`, kothrud, {
      basic: basic({ photoIds: [photo.id], name: 'फाईल तपासणी' }),
      otherInfo: { recordIds: [pdfAsHandprint.id] },
    });
    expect(records.statusCode).toBe(200);
  });

  it('only police-station users create, and photos must be their own images', async () => {
    expect((await createAccused(puneAdmin)).statusCode).toBe(403);
    const photo = (await upload(t.app, kothrud, 'image', 'face.png', await samplePng())).json();
    const ok = await createAccused(kothrud, {
      basic: { photoIds: [photo.id], name: 'फोटो असलेला आरोपी' },
    });
    expect(ok.json().photoUrls).toEqual([photo.url]);
    const others = await createAccused(shivajinagar, { basic: { photoIds: [photo.id] } });
    expect(others.statusCode).toBe(400);
  });
});

describe('list, tabs, search, filter, sort (spec 2 §2.1, §7.1)', () => {
  it("role 2's tabs: entered by the station, and within its jurisdiction whoever entered", async () => {
    // Shivajinagar enters an accused whose crime is registered at Kothrud.
    const res = await createAccused(shivajinagar, {
      basic: { name: 'गणेश मारुती जाधव', nameEn: 'Ganesh Maruti Jadhav', stationId: 1 },
      crimes: [crime()],
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().id;
    const entered = (await send('GET', '/api/accused?tab=entered&size=100', kothrud)).json();
    expect(entered.items.map((i: { id: number }) => i.id)).not.toContain(id);
    const jurisdiction = (
      await send('GET', '/api/accused?tab=jurisdiction&size=100', kothrud)
    ).json();
    expect(jurisdiction.items.map((i: { id: number }) => i.id)).toContain(id);
    const item = jurisdiction.items.find((i: { id: number }) => i.id === id);
    expect(item.canEdit).toBe(false);
    const counts = (await send('GET', '/api/accused/tab-counts', kothrud)).json();
    expect(counts.entered).toBe(entered.total);
    expect(counts.jurisdiction).toBe(jurisdiction.total);
  });

  it('finds a misspelt Marathi name and an English name, in the database', async () => {
    const misspelt = (
      await send(
        'GET',
        `/api/accused?tab=entered&search=${encodeURIComponent('सुरेश पाटिल')}`,
        kothrud,
      )
    ).json();
    expect(misspelt.items[0].name).toBe('सुरेश बाळू पाटील');
    const english = (await send('GET', '/api/accused?tab=entered&search=suresh', kothrud)).json();
    expect(english.items.map((i: { nameEn: string }) => i.nameEn)).toContain('Suresh Balu Patil');
  });

  it('filters by crime type or title and needs a heading to Find', async () => {
    const byType = (
      await send('GET', '/api/accused?tab=entered&filter=type&headingIds=1&size=100', kothrud)
    ).json();
    expect(byType.total).toBeGreaterThan(0);
    const none = (
      await send('GET', '/api/accused?tab=entered&filter=type&headingIds=999&size=100', kothrud)
    ).json();
    expect(none.total).toBe(0);
    const byTitle = (
      await send('GET', '/api/accused?tab=entered&filter=title&headingIds=1&size=100', kothrud)
    ).json();
    expect(byTitle.total).toBeGreaterThan(0);
    const noHeading = await send('GET', '/api/accused?tab=entered&filter=title', kothrud);
    expect(noHeading.json().error.message).toBe(
      'Please select at least one heading before clicking Find.',
    );
  });

  it('sorts by crime count and age both ways, and pages', async () => {
    const desc = (
      await send('GET', '/api/accused?tab=entered&sort=crimeCount&order=desc&size=100', kothrud)
    ).json();
    const counts = desc.items.map((i: { crimeCount: number }) => i.crimeCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const ages = (
      await send('GET', '/api/accused?tab=entered&sort=age&order=asc&size=100', kothrud)
    )
      .json()
      .items.map((i: { age: number }) => i.age);
    expect(ages).toEqual([...ages].sort((a, b) => a - b));
    const p1 = (
      await send('GET', '/api/accused?tab=entered&sort=age&size=1&page=1', kothrud)
    ).json();
    expect(p1.items).toHaveLength(1);
    expect(p1.items[0].age).toBe(ages[1]);
  });

  it("sorts by police station in the reader's language", async () => {
    // Two people living in the limits of Deccan (3) and Khadak (6), entered by Kothrud.
    await createAccused(kothrud, { basic: { name: 'डेक्कन रहिवासी', stationId: 3 } });
    await createAccused(kothrud, { basic: { name: 'खडक रहिवासी', stationId: 6 } });
    const stations = async (cookie: string) =>
      (await send('GET', '/api/accused?tab=entered&sort=station&size=100', cookie))
        .json()
        .items.map((i: { stationNameEn: string }) => i.stationNameEn) as string[];
    const inMarathi = await stations(kothrud);
    const english = await loginAs(t.app, 'pune.kothrud');
    await send('PUT', '/api/auth/me/language', english, { language: 'en' });
    const inEnglish = await stations(english);
    await send('PUT', '/api/auth/me/language', english, { language: 'mr' });
    expect(inEnglish).toEqual([...inEnglish].sort((a, b) => a.localeCompare(b, 'en')));
    // Devanagari order differs from Latin order (खडक before डेक्कन, Deccan before Khadak).
    expect(new Set(inMarathi)).toEqual(new Set(inEnglish));
    expect(inMarathi).not.toEqual(inEnglish);
  });

  it('role 4 lists its unit; role 8 must pick a unit; another unit sees none of it', async () => {
    const unit = (await send('GET', '/api/accused?size=100&cityId=3', puneAdmin)).json();
    expect(unit.total).toBeGreaterThan(0);
    expect(unit.items.every((i: { cityId: number }) => i.cityId === 1)).toBe(true);
    const state = await loginAs(t.app, 'superadmin');
    expect((await send('GET', '/api/accused', state)).json().error.fields.cityId).toBe(
      'Please select a unit',
    );
    expect((await send('GET', '/api/accused?cityId=1', state)).json().total).toBe(unit.total);
    const nagpur = await loginAs(t.app, 'nagpur.admin');
    expect((await send('GET', '/api/accused?size=100', nagpur)).json().total).toBe(0);
  });
});

describe('read, update and status by id (spec 2 §2.2, §6)', () => {
  it('only the entering station updates; others get 404; the update is audited', async () => {
    const a = (await createAccused(kothrud, { basic: { name: 'दत्ता शिंदे' } })).json();
    const body = { basic: basic({ name: 'दत्तात्रय शिंदे', historySheeter: 2 }) };
    const other = await send('PUT', `/api/accused/${a.id}`, shivajinagar, body);
    expect(other.statusCode).toBe(404);
    const own = await send('PUT', `/api/accused/${a.id}`, kothrud, body);
    expect(own.statusCode).toBe(200);
    expect(own.json().basic).toMatchObject({
      name: 'दत्तात्रय शिंदे',
      historySheeter: 2,
      historyDate: null,
    });
    expect(await countAudit(t.deps.db, 'accused', String(a.id))).toBe(2);
    const nagpur = await loginAs(t.app, 'nagpur.sitabuldi');
    expect((await send('GET', `/api/accused/${a.id}`, nagpur)).statusCode).toBe(404);
    expect((await send('GET', `/api/accused/${a.id}`, shivajinagar)).statusCode).toBe(200);
  });

  it('adds and edits crimes; the crime count follows', async () => {
    const a = (
      await createAccused(kothrud, { basic: { name: 'एक गुन्हा' }, crimes: [crime()] })
    ).json();
    expect(a.twoPlus).toBe(false);
    const added = (
      await send('POST', `/api/accused/${a.id}/crimes`, kothrud, crime({ registerNumber: '77' }))
    ).json();
    expect(added).toMatchObject({ crimeCount: 2, twoPlus: true });
    const crimeId = added.crimes[1].id;
    const edited = await send(
      'PUT',
      `/api/crimes/${crimeId}`,
      kothrud,
      crime({ registerNumber: '78', statusId: 3, punishment: '2 years', caseNumber: '15' }),
    );
    expect(edited.json().crimes[1]).toMatchObject({
      registerNumber: '78',
      statusId: 3,
      punishment: '2 years',
    });
    expect((await send('PUT', `/api/crimes/${crimeId}`, shivajinagar, crime())).statusCode).toBe(
      404,
    );
  });

  it('the unit admin marks active or inactive with a reason (spec 2 §2.2)', async () => {
    const a = (await createAccused(kothrud, { basic: { name: 'निष्क्रिय आरोपी' } })).json();
    const noReason = await send('PUT', `/api/accused/${a.id}/active`, puneAdmin, {
      active: false,
      reason: ' ',
    });
    expect(noReason.json().error.fields.reason).toBe(ACCUSED_MESSAGES.reasonRequired);
    const off = await send('PUT', `/api/accused/${a.id}/active`, puneAdmin, {
      active: false,
      reason: 'मयत',
    });
    expect(off.json()).toMatchObject({ active: false, activeReason: 'मयत' });
    expect(
      (await send('PUT', `/api/accused/${a.id}/active`, kothrud, { active: true, reason: 'x' }))
        .statusCode,
    ).toBe(403);
    const nagpur = await loginAs(t.app, 'nagpur.admin');
    expect(
      (await send('PUT', `/api/accused/${a.id}/active`, nagpur, { active: true, reason: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it("step 1's find shows possible duplicates by name or by crime count at a station", async () => {
    const byName = (
      await send('GET', `/api/accused/find?name=${encodeURIComponent('सुरेश पाटिल')}`, kothrud)
    ).json();
    expect(byName[0].name).toBe('सुरेश बाळू पाटील');
    const byCount = (
      await send('GET', '/api/accused/find?crimeCount=2&stationId=2', kothrud)
    ).json();
    expect(byCount.length).toBeGreaterThan(0);
    expect(byCount.every((c: { crimeCount: number }) => c.crimeCount === 2)).toBe(true);
    const neither = await send('GET', '/api/accused/find?crimeCount=2', kothrud);
    expect(neither.statusCode).toBe(400);
  });
});

describe('export (spec 2 §5.7, §9; issue 4 §7)', () => {
  it('streams the list as CSV with a BOM, a header row and the user id as file name', async () => {
    await createAccused(kothrud, { basic: { name: '=HYPERLINK("x")', nameEn: '' } });
    const list = (await send('GET', '/api/accused?tab=entered&size=1', kothrud)).json();
    const res = await send('GET', '/api/accused/export?tab=entered&columns=all', kothrud);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="pune.kothrud.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('नाव,वय,पत्ता,मोबाईल क्रमांक,शहर,पोलीस ठाणे,राज्य,धर्म,फोटो,एकूण गुन्हे');
    expect(lines).toHaveLength(list.total + 1);
    // A formula typed as a name is written as text, never as a formula.
    expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);
  });

  describe('in the list order', () => {
    // Twelve plain records with repeated names, ages and two stations, so ties need the id.
    // Records with the same name are possible duplicates: the officer confirms each time
    // that they are different persons, as the form would ask (issue 16 §3).
    beforeAll(async () => {
      for (let i = 0; i < 12; i += 1) {
        const body = {
          basic: basic({
            name: `क्रमवार ${'अबकडइई'.slice(0, 1 + (i % 6))} चाचणी`,
            nameEn: `Order ${'abcdef'.slice(0, 1 + (i % 6))} Check`,
            age: 30 + (i % 4),
            stationId: 1 + (i % 2),
          }),
          crimes: [crime()],
        };
        let res = await send('POST', '/api/accused', kothrud, body);
        if (res.statusCode === 409) {
          const ids = res.json().error.candidates.map((c: { id: number }) => c.id);
          const distinctFrom = { ids, reason: 'Different persons of the same name' };
          res = await send('POST', '/api/accused', kothrud, { ...body, distinctFrom });
        }
        expect(res.statusCode).toBe(200);
      }
    });

    it("comes out in the list's order: the sorter, or the closest names while searching", async () => {
      for (const query of [
        'sort=age&order=desc',
        'sort=station&order=asc',
        'sort=name&order=desc',
        '',
      ]) {
        const filter = `search=${encodeURIComponent('क्रमवार चाचणी')}&${query}`;
        const list = (
          await send('GET', `/api/accused?cityId=1&${filter}&size=100`, puneAdmin)
        ).json();
        const csv = await send('GET', `/api/accused/export?${filter}&columns=name,age`, puneAdmin);
        const rows = csv.body.slice(1).trim().split('\r\n').slice(1);
        expect(list.total, query).toBe(12);
        expect(rows, query).toEqual(
          list.items.map((i: { name: string; age: number }) => `${i.name},${i.age}`),
        );
      }
    });

    it('pages through in small keyset batches without skipping or repeating a row', async () => {
      const search = 'क्रमवार चाचणी';
      const orders: Parameters<typeof exportBatch>[2][] = [
        { order: 'asc' },
        { search, order: 'asc' },
        { search, sort: 'name', order: 'asc' },
        { search, sort: 'age', order: 'desc' },
        { search, sort: 'station', order: 'desc' },
        { search, sort: 'crimeCount', order: 'asc' },
      ];
      for (const q of orders) {
        const whole = await exportBatch(t.deps.db, { cityId: 1 }, q, 'en', null, 100_000, 'strict');
        const paged: typeof whole = [];
        let after: ExportCursor | null = null;
        for (;;) {
          const batch = await exportBatch(t.deps.db, { cityId: 1 }, q, 'en', after, 5, 'strict');
          paged.push(...batch);
          const last = batch.at(-1);
          if (batch.length < 5 || !last) break;
          after = { key: last.sortKey, id: last.id };
        }
        expect(whole.length, JSON.stringify(q)).toBeGreaterThanOrEqual(12);
        expect(
          paged.map((r) => r.id),
          JSON.stringify(q),
        ).toEqual(whole.map((r) => r.id));
      }
    });
  });

  it('prints every record of the filter in the Criminal Report PDF, not the page on screen (issue 17 §8)', async () => {
    const filter = `search=${encodeURIComponent('क्रमवार चाचणी')}&sort=age&order=desc`;
    const list = (await send('GET', `/api/accused?cityId=1&${filter}&size=100`, puneAdmin)).json();
    const res = await send(
      'GET',
      `/api/accused/export.pdf?${filter}&columns=name,age,districtName`,
      puneAdmin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(
      decodeURIComponent(String(res.headers['content-disposition']).split("''")[1] ?? ''),
    ).toBe('गुन्हेगार अहवाल.pdf');
    const text = pdfText(res.rawPayload).replace(/[ \t]+/g, ' ');
    for (const heading of ['गुन्हेगार अहवाल', 'नाव', 'वय', 'पोलीस ठाणे']) {
      expect(text).toContain(heading);
    }
    expect(text).toContain(`एकूण नोंदी: ${list.total}`);
    expect(list.total).toBeGreaterThan(10);
    // Every record, the last one of the list's order included.
    for (const item of list.items as { name: string }[]) expect(text).toContain(item.name);
    expect(text).toContain(`${list.total}\n`);
    const refused = await send('GET', '/api/accused/export.pdf?tab=entered&columns=', kothrud);
    expect(refused.json().error.fields.columns).toBe('Please select at least one column');
  });

  it('exports only the chosen columns and refuses none', async () => {
    const res = await send(
      'GET',
      '/api/accused/export?tab=entered&columns=name,gunhaCount',
      kothrud,
    );
    expect(res.body.slice(1).split('\r\n')[0]).toBe('नाव,एकूण गुन्हे');
    const none = await send('GET', '/api/accused/export?tab=entered&columns=', kothrud);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.columns).toBe('Please select at least one column');
    expect(
      (await send('GET', '/api/accused/export?tab=entered&columns=password', kothrud)).statusCode,
    ).toBe(400);
  });
});
