import { ARREST_MESSAGES, DUPLICATE_MESSAGES, ERROR_CODES } from '@cmis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accusedCreateBody,
  findTheftSection,
  uniqueMobile,
  type AccusedOverrides,
} from '../../../test/accused-factory.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/login.js';
import {
  auditChanges,
  countAudit,
  placeOf,
  setLegacyIdentity,
} from '../../../test/test-data.repo.js';
import { refreshStaleNameTerms } from '../name-terms.service.js';
import { rebuildDuplicatePairs } from './rebuild.js';

/**
 * One person, one record (issue 16): the name search by word, spelling, script and sound
 * (§1), the duplicate check at entry (§3), the possible-duplicates screen (§4), merge and
 * its undo (§5), and the Aadhaar of the same person on further arrests (§6).
 */
let t: TestApp;
const cookie: Record<string, string> = {};
let theft: { actId: number; sectionId: number };

beforeAll(async () => {
  t = await buildTestApp();
  for (const u of [
    'pune.shivajinagar',
    'pune.kothrud',
    'pune.admin',
    'nagpur.admin',
    'nagpur.sitabuldi',
    'superadmin',
  ]) {
    cookie[u] = await loginAs(t.app, u);
  }
  theft = await findTheftSection(async <T>(url: string) =>
    (await t.app.inject({ url, headers: { cookie: cookie['pune.kothrud'] ?? '' } })).json<T>(),
  );
});
afterAll(() => t.close());

function send(method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie: cookie[who] ?? '' }, payload });
}

let registerNo = 700;
/** A create-accused body at the user's own station, with a fresh register number. */
async function body(
  who: string,
  over: AccusedOverrides & { fatherName?: string; aliases?: string[]; mobile?: string },
) {
  const place = await placeOf(t.deps.db, who);
  const b = accusedCreateBody(theft, { registerFrom: registerNo++, ...place, ...over });
  return {
    ...b,
    basic: {
      ...b.basic,
      fatherName: over.fatherName ?? '',
      aliases: over.aliases ?? [],
      mobile: over.mobile ?? uniqueMobile(),
    },
  };
}

async function create(who: string, over: Parameters<typeof body>[1]) {
  const res = await send('POST', '/api/accused', who, await body(who, over));
  if (res.statusCode !== 200) throw new Error(`create: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>().id;
}

interface Row {
  id: number;
  name: string;
  match: { level: string; term: string }[] | null;
}

async function search(who: string, text: string, query = '') {
  const res = await send(
    'GET',
    `/api/accused?search=${encodeURIComponent(text)}&size=50${query}`,
    who,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Row[]; total: number }>();
}

describe('name search (issue 16 §1)', () => {
  const ids = { marathi: 0, latin: 0, alias: 0, other: 0 };
  beforeAll(async () => {
    // Typed in Marathi only: the Latin spelling was never entered.
    ids.marathi = await create('pune.shivajinagar', {
      name: 'सचिन रमेश जाधव',
      nameEn: '',
      age: 28,
    });
    // Typed in Latin only, ten years older: another Sachin Jadhav.
    ids.latin = await create('pune.shivajinagar', { name: 'Sachin Jadhav', nameEn: '', age: 38 });
    ids.alias = await create('pune.shivajinagar', {
      name: 'राहुल उर्फ बबल्या धोत्रे',
      nameEn: '',
      fatherName: 'दत्तात्रय',
      aliases: ['Pappya'],
      age: 45,
    });
    ids.other = await create('pune.shivajinagar', { name: 'महेश पवार', nameEn: '', age: 50 });
  });

  const found = (rows: { items: Row[] }) => rows.items.map((r) => r.id);

  it('finds the person by one word in any spelling and either script, and says why', async () => {
    const jadav = await search('pune.shivajinagar', 'Jadav');
    expect(found(jadav)).toEqual(expect.arrayContaining([ids.marathi, ids.latin]));
    expect(found(jadav)).not.toContain(ids.other);
    const marathi = jadav.items.find((r) => r.id === ids.marathi);
    expect(marathi?.match).toEqual([{ level: 'phonetic', term: 'जाधव' }]);

    for (const text of ['Sachn', 'सचीन', 'जाधव', 'Jadhao']) {
      const rows = await search('pune.shivajinagar', text);
      expect(found(rows), text).toEqual(expect.arrayContaining([ids.marathi, ids.latin]));
    }
    // A Latin search finds the Marathi-only record as the same word in the other script.
    const sachin = await search('pune.shivajinagar', 'Sachin');
    expect(sachin.items.find((r) => r.id === ids.marathi)?.match).toEqual([
      { level: 'transliterated', term: 'सचिन' },
    ]);
    expect(sachin.items.find((r) => r.id === ids.latin)?.match).toEqual([
      { level: 'exact', term: 'Sachin' },
    ]);
  });

  it('ranks exact, then prefix, transliterated, phonetic, fuzzy', async () => {
    const rows = await search('pune.shivajinagar', 'Jadhav');
    // The Latin record holds the word as typed; the Marathi one holds it in Devanagari.
    expect(found(rows).indexOf(ids.latin)).toBeLessThan(found(rows).indexOf(ids.marathi));
    const prefix = await search('pune.shivajinagar', 'Jad');
    expect(prefix.items.find((r) => r.id === ids.latin)?.match).toEqual([
      { level: 'prefix', term: 'Jadhav' },
    ]);
    const typo = await search('pune.shivajinagar', 'Sachin Jadhva');
    expect(found(typo)).toEqual(expect.arrayContaining([ids.marathi, ids.latin]));
    // A middle name nobody has: the people holding the other words, after any full match.
    const middle = await search('pune.shivajinagar', 'Sachin Suresh Jadhav');
    expect(found(middle)).toEqual(expect.arrayContaining([ids.marathi, ids.latin]));
    expect(found(await search('pune.shivajinagar', 'Sachin Ramesh Jadhav'))).toEqual([ids.marathi]);
  });

  it('takes words in any order, initials, aliases and the father name', async () => {
    expect(found(await search('pune.shivajinagar', 'Jadhav Sachin'))).toEqual(
      expect.arrayContaining([ids.marathi, ids.latin]),
    );
    const initials = await search('pune.shivajinagar', 'S. Jadhav');
    expect(found(initials)).toEqual(expect.arrayContaining([ids.marathi, ids.latin]));
    expect(found(await search('pune.shivajinagar', 'R. Jadhav'))).toEqual([ids.marathi]);
    for (const text of ['Bablya', 'Pappya Dhotre', 'बबल्या', 'Dattatray Dhotare', 'Dhotare']) {
      expect(found(await search('pune.shivajinagar', text)), text).toEqual([ids.alias]);
    }
  });

  it("searches only the user's scope", async () => {
    expect(found(await search('pune.admin', 'Jadav'))).toEqual(
      expect.arrayContaining([ids.marathi, ids.latin]),
    );
    expect((await search('nagpur.admin', 'Jadav')).total).toBe(0);
    expect((await search('superadmin', 'Jadav', '&cityId=3')).total).toBe(0);
    const kothrud = await search('pune.kothrud', 'Jadav');
    expect(found(kothrud)).not.toContain(ids.marathi);
  });
});

describe('duplicate check at entry (issue 16 §3)', () => {
  let first = 0;
  beforeAll(async () => {
    first = await create('pune.kothrud', {
      name: 'गणेश मारुती शिंदे',
      nameEn: '',
      age: 31,
      mobile: '9822001122',
    });
  });

  it('refuses the same person posted again with the candidates and why (409)', async () => {
    const again = await body('pune.kothrud', {
      name: 'Ganesh Maruti Shinde',
      nameEn: '',
      age: 32,
      mobile: '9822001122',
    });
    const res = await send('POST', '/api/accused', 'pune.kothrud', again);
    expect(res.statusCode).toBe(409);
    const error = res.json().error;
    expect(error.code).toBe(ERROR_CODES.possibleDuplicate);
    expect(error.message).toBe(DUPLICATE_MESSAGES.possibleDuplicate);
    const candidate = error.candidates.find((c: { id: number }) => c.id === first);
    expect(candidate.requiresConfirmation).toBe(true);
    expect(candidate.reasons.map((r: { code: string }) => r.code)).toEqual(
      expect.arrayContaining(['name-full', 'mobile-same', 'birth-same']),
    );

    // Step 1's check says the same before anything is saved.
    const check = await send('POST', '/api/accused/duplicates/check', 'pune.kothrud', {
      ...again.basic,
    });
    expect(check.statusCode).toBe(200);
    expect(check.json()[0]).toMatchObject({ id: first, requiresConfirmation: true });
    // Another unit's station is not told of Pune's records.
    const elsewhere = await send('POST', '/api/accused/duplicates/check', 'nagpur.sitabuldi', {
      ...again.basic,
      cityId: 3,
    });
    expect(elsewhere.json()).toEqual([]);
  });

  it('saves it only with "a different person" for every candidate and a reason, audited', async () => {
    const again = await body('pune.kothrud', {
      name: 'Ganesh Maruti Shinde',
      nameEn: '',
      age: 31,
      mobile: '9822001122',
    });
    const noReason = await send('POST', '/api/accused', 'pune.kothrud', {
      ...again,
      distinctFrom: { ids: [first], reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields['distinctFrom.reason']).toBe('Please enter the reason');
    const wrongIds = await send('POST', '/api/accused', 'pune.kothrud', {
      ...again,
      distinctFrom: { ids: [first + 999], reason: 'Another man of the same name' },
    });
    expect(wrongIds.statusCode).toBe(409);

    const saved = await send('POST', '/api/accused', 'pune.kothrud', {
      ...again,
      distinctFrom: { ids: [first], reason: 'Another man of the same name, son of another Maruti' },
    });
    expect(saved.statusCode).toBe(200);
    const id = saved.json().id;
    expect(await auditChanges(t.deps.db, 'accused', String(id), 'confirm-distinct')).toMatchObject({
      reason: 'Another man of the same name, son of another Maruti',
    });
    // The officer's word holds: the pair is not offered as a possible duplicate.
    const pairs = (await send('GET', '/api/duplicates?size=100', 'pune.admin')).json();
    const ids = pairs.items.flatMap((p: { low: { id: number }; high: { id: number } }) => [
      p.low.id,
      p.high.id,
    ]);
    expect(ids).not.toContain(id);
  });
});

describe('Aadhaar on arrests (issue 16 §6)', () => {
  const AADHAAR = '234567890123';
  async function arrest(who: string, crimeId: number, aadhaar: string) {
    return send('POST', `/api/crimes/${crimeId}/arrests`, who, {
      currentStatusId: 1,
      arrestedAt: new Date(Date.now() - 86_400_000).toISOString(),
      courtAt: new Date().toISOString(),
      fingerprint: '0',
      aadhaar,
      dateOfBirth: null,
      photoIds: [],
    });
  }

  it('accepts the same Aadhaar on a further arrest of the same person', async () => {
    const id = await create('pune.kothrud', { name: 'आधार तपासणी एक', nameEn: '', crimes: 2 });
    const detail = (await send('GET', `/api/accused/${id}`, 'pune.kothrud')).json();
    const [c1, c2] = detail.crimes.map((c: { id: number }) => c.id);
    expect((await arrest('pune.kothrud', c1, AADHAAR)).statusCode).toBe(200);
    const check = await send('POST', '/api/arrests/check-aadhaar', 'pune.kothrud', {
      aadhaar: AADHAAR,
      crimeId: c2,
    });
    expect(check.json()).toEqual({ unique: true, candidates: [] });
    expect((await arrest('pune.kothrud', c2, AADHAAR)).statusCode).toBe(200);
  });

  it('on another person answers with the records that hold it, and the unit sees the pair', async () => {
    const other = await create('pune.kothrud', { name: 'आधार तपासणी दोन', nameEn: '' });
    const detail = (await send('GET', `/api/accused/${other}`, 'pune.kothrud')).json();
    const res = await arrest('pune.kothrud', detail.crimes[0].id, AADHAAR);
    expect(res.statusCode).toBe(409);
    const error = res.json().error;
    expect(error.code).toBe(ERROR_CODES.possibleDuplicate);
    expect(error.fields.aadhaar).toBe(ARREST_MESSAGES.aadhaarTaken);
    expect(error.candidates).toHaveLength(1);
    expect(error.candidates[0].reasons.map((r: { code: string }) => r.code)).toContain(
      'aadhaar-same',
    );
    const pairs = (await send('GET', '/api/duplicates?size=100', 'pune.admin')).json();
    expect(
      pairs.items.some(
        (p: { low: { id: number }; high: { id: number } }) =>
          p.low.id === other || p.high.id === other,
      ),
    ).toBe(true);
  });
});

describe('possible duplicates, merge and undo (issue 16 §4, §5)', () => {
  let kept = 0;
  let removed = 0;
  beforeAll(async () => {
    kept = await create('pune.shivajinagar', { name: 'विशाल नामदेव कांबळे', nameEn: '', age: 40 });
    removed = await create('pune.shivajinagar', { name: 'Vikas Kale', nameEn: '', age: 22 });
    const address = (await send('GET', `/api/accused/${kept}`, 'pune.admin')).json().basic.address;
    // The second record as it was typed years ago, before the check existed.
    await setLegacyIdentity(t.deps.db, removed, {
      name: 'Vishal Namdeo Kamble',
      nameEn: '',
      age: 41,
      mobile: null,
      address,
    });
    await refreshStaleNameTerms(t.deps.db);
    await rebuildDuplicatePairs(t.deps.db);
  });

  type Pair = { id: number; low: { id: number }; high: { id: number }; canMerge: boolean };
  const pairOf = async (who: string) =>
    (await send('GET', '/api/duplicates?size=100', who))
      .json<{ items: Pair[] }>()
      .items.find((p) => p.low.id === kept && p.high.id === removed);

  it('lists the pair for the unit, the station that entered both and the state only', async () => {
    expect(await pairOf('pune.admin')).toMatchObject({ canMerge: true });
    expect(await pairOf('pune.shivajinagar')).toMatchObject({ canMerge: false });
    expect(await pairOf('superadmin')).toMatchObject({ canMerge: true });
    expect(await pairOf('pune.kothrud')).toBeUndefined();
    expect(await pairOf('nagpur.admin')).toBeUndefined();
  });

  it('merges only inside the scope of roles 4 and 8', async () => {
    const input = { keepId: kept, removeId: removed, reason: 'Same man' };
    expect(
      (await send('POST', '/api/duplicates/merge', 'pune.shivajinagar', input)).statusCode,
    ).toBe(403);
    expect((await send('POST', '/api/duplicates/merge', 'nagpur.admin', input)).statusCode).toBe(
      403,
    );
    const same = await send('POST', '/api/duplicates/merge', 'pune.admin', {
      ...input,
      removeId: kept,
    });
    expect(same.statusCode).toBe(400);
  });

  it('moves everything to the kept record; the person is a repeat offender at once', async () => {
    expect((await send('GET', `/api/accused/${kept}`, 'pune.admin')).json().twoPlus).toBe(false);
    const res = await send('POST', '/api/duplicates/merge', 'pune.admin', {
      keepId: kept,
      removeId: removed,
      reason: 'Same man: same father, same address',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await send('GET', `/api/accused/${kept}`, 'pune.admin')).json();
    expect(after).toMatchObject({ crimeCount: 2, twoPlus: true });
    expect(after.basic.aliases).toContain('Vishal Namdeo Kamble');
    // The old link leads to the kept record.
    const old = await send('GET', `/api/accused/${removed}`, 'pune.admin');
    expect(old.statusCode).toBe(308);
    expect(old.headers.location).toBe(`/api/accused/${kept}`);
    // The removed record's spelling still finds the person.
    expect((await search('pune.admin', 'Vishal Namdeo Kamble')).items.map((r) => r.id)).toEqual([
      kept,
    ]);
    const merge = await auditChanges(t.deps.db, 'accused', String(kept), 'merge');
    expect(merge).toMatchObject({ removedId: removed, removed: { name: 'Vishal Namdeo Kamble' } });
    expect(await pairOf('pune.admin')).toBeUndefined();
  });

  it('is undone by role 8 only, once', async () => {
    const merges = (await send('GET', '/api/duplicates/merges', 'superadmin')).json();
    const m = merges.items.find((x: { removedId: number }) => x.removedId === removed);
    expect(
      (await send('POST', `/api/duplicates/merges/${m.id}/undo`, 'pune.admin')).statusCode,
    ).toBe(403);
    const undo = await send('POST', `/api/duplicates/merges/${m.id}/undo`, 'superadmin');
    expect(undo.statusCode, undo.body).toBe(200);
    const back = (await send('GET', `/api/accused/${removed}`, 'pune.admin')).json();
    expect(back).toMatchObject({ id: removed, crimeCount: 1 });
    const keptAgain = (await send('GET', `/api/accused/${kept}`, 'pune.admin')).json();
    expect(keptAgain).toMatchObject({ crimeCount: 1, twoPlus: false });
    expect(keptAgain.basic.aliases).not.toContain('Vishal Namdeo Kamble');
    expect(await countAudit(t.deps.db, 'accused', String(removed))).toBeGreaterThan(0);
    const twice = await send('POST', `/api/duplicates/merges/${m.id}/undo`, 'superadmin');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(DUPLICATE_MESSAGES.alreadyUndone);
  });

  it('"not the same person" dismisses the pair for good, audited', async () => {
    await rebuildDuplicatePairs(t.deps.db);
    const pair = await pairOf('pune.admin');
    expect(pair).toBeDefined();
    const noReason = await send('POST', `/api/duplicates/${pair?.id}/dismiss`, 'pune.admin', {
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    const elsewhere = await send('POST', `/api/duplicates/${pair?.id}/dismiss`, 'nagpur.admin', {
      reason: 'x',
    });
    expect(elsewhere.statusCode).toBe(404);
    const res = await send('POST', `/api/duplicates/${pair?.id}/dismiss`, 'pune.admin', {
      reason: 'Brothers',
    });
    expect(res.statusCode).toBe(200);
    expect(await pairOf('pune.admin')).toBeUndefined();
    await rebuildDuplicatePairs(t.deps.db);
    expect(await pairOf('pune.admin')).toBeUndefined();
    expect(await countAudit(t.deps.db, 'duplicate-pair', String(pair?.id))).toBe(1);
  });
});
