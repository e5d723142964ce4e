import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Actor } from './actor.js';
import {
  contains,
  ownStationOrUnit,
  placeOf,
  registeredRoleOf,
  scopeOf,
  verificationSeatOf,
  worksAtStation,
} from './scope.js';

const actor = (role: Actor['role'], cityId: number | null, stationId: number | null): Actor => ({
  userId: 1,
  userid: 'u',
  role,
  stateId: 1,
  cityId,
  stationId,
});
const state = actor('8', null, null);
const puneAdmin = actor('4', 1, null);
const shivajinagar = actor('2', 1, 11);

describe('scopeOf (architecture rule 1)', () => {
  it('gives role 8 the state, role 4 its unit and role 2 its police station', () => {
    expect(scopeOf(state)).toEqual({ level: 'state' });
    expect(scopeOf(puneAdmin)).toEqual({ level: 'unit', cityId: 1 });
    expect(scopeOf(shivajinagar)).toEqual({ level: 'station', cityId: 1, stationId: 11 });
  });

  it('lets a client narrow the state to one unit but never widen a unit or a station', () => {
    expect(scopeOf(state, { cityId: 3 })).toEqual({ level: 'unit', cityId: 3 });
    expect(scopeOf(puneAdmin, { cityId: 3 })).toEqual({ level: 'unit', cityId: 1 });
    expect(scopeOf(shivajinagar, { cityId: 3 })).toEqual({
      level: 'station',
      cityId: 1,
      stationId: 11,
    });
  });

  it('gives a user without a unit a scope that holds nothing', () => {
    const orphan = scopeOf(actor('4', null, null));
    expect(contains(orphan, { cityId: 1, stationId: 11 })).toBe(false);
  });
});

describe('contains', () => {
  const kothrud = { cityId: 1, stationId: 12 };
  const nagpur = { cityId: 3, stationId: 31 };
  it('answers by-id checks with the same rule as the lists', () => {
    expect(contains(scopeOf(state), nagpur)).toBe(true);
    expect(contains(scopeOf(puneAdmin), kothrud)).toBe(true);
    expect(contains(scopeOf(puneAdmin), nagpur)).toBe(false);
    expect(contains(scopeOf(shivajinagar), { cityId: 1, stationId: 11 })).toBe(true);
    expect(contains(scopeOf(shivajinagar), kothrud)).toBe(false);
    expect(contains(scopeOf(shivajinagar), { cityId: 1, stationId: null })).toBe(false);
  });
});

describe('the rules features ask instead of a level', () => {
  it('places a scope: nothing for the state, a unit, or a station of its unit', () => {
    expect(placeOf(scopeOf(state))).toBeNull();
    expect(placeOf(scopeOf(puneAdmin))).toEqual({ cityId: 1, stationId: null });
    expect(placeOf(scopeOf(shivajinagar))).toEqual({ cityId: 1, stationId: 11 });
  });

  it('gives a unit admin its unit and a station itself, and refuses the state', () => {
    expect(ownStationOrUnit(puneAdmin)).toEqual({ cityId: 1, stationId: null });
    expect(ownStationOrUnit(shivajinagar)).toEqual({ cityId: 1, stationId: 11 });
    expect(() => ownStationOrUnit(state)).toThrow();
    expect(() => ownStationOrUnit(actor('4', null, null))).toThrow();
    expect(() => ownStationOrUnit(actor('2', 1, null))).toThrow();
  });

  it('tells a station from the admins', () => {
    expect([state, puneAdmin, shivajinagar].map(worksAtStation)).toEqual([false, false, true]);
  });

  it("counts unit admins as the state's registered users and station users as a unit's", () => {
    expect(registeredRoleOf(scopeOf(state))).toBe('4');
    expect(registeredRoleOf(scopeOf(puneAdmin))).toBe('2');
    expect(registeredRoleOf(scopeOf(shivajinagar))).toBe('2');
  });

  it("charges a unit admin's look-ups to its unit and a station's to itself", () => {
    expect(verificationSeatOf(state)).toEqual({ cityId: null, stationId: null, plans: [] });
    expect(verificationSeatOf(puneAdmin)).toEqual({
      cityId: 1,
      stationId: null,
      plans: ['A', 'B', 'C'],
    });
    expect(verificationSeatOf(shivajinagar)).toEqual({
      cityId: 1,
      stationId: 11,
      plans: ['B', 'C'],
    });
  });
});

const SERVER = fileURLToPath(new URL('..', import.meta.url));
/** A comparison with a role code, or a switch over an actor's role. */
const ROLE_CHECK =
  /\.role\s*[!=]==\s*'[248]'|'[248]'\s*[!=]==\s*\w+\.role|switch \((actor|user|a|request\.actor)\.role\)/;

/** A feature comparing or switching on a scope's level instead of asking a named rule. */
const LEVEL_CHECK = /\.level\s*[!=]==|[!=]==\s*[\w.()]+\.level\b|switch \(.*\.level\)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('no repo or service derives a scope by itself (architecture rule 1)', () => {
  const offenders = ['modules', 'platform', 'db']
    .flatMap((dir) => sourceFiles(path.join(SERVER, dir)))
    .map((f) => path.relative(SERVER, f).split(path.sep).join('/'))
    .filter((f) => f !== 'platform/scope.ts')
    .filter((f) => ROLE_CHECK.test(readFileSync(path.join(SERVER, f), 'utf8')));

  it('compares the role only in platform/scope.ts', () => {
    expect(offenders).toEqual([]);
  });

  it('would catch a copy: the pattern finds the role checks the module replaced', () => {
    expect(ROLE_CHECK.test("if (actor.role !== '4') throw forbidden();")).toBe(true);
    expect(ROLE_CHECK.test('switch (actor.role) {')).toBe(true);
    expect(ROLE_CHECK.test("const state = actor.role === '8';")).toBe(true);
    expect(ROLE_CHECK.test("return slot.role === 'given';")).toBe(false);
  });
});

describe('no feature switches on a scope level (issue 18 §1, decision 0042)', () => {
  const offenders = sourceFiles(path.join(SERVER, 'modules'))
    .map((f) => path.relative(SERVER, f).split(path.sep).join('/'))
    .filter((f) => LEVEL_CHECK.test(readFileSync(path.join(SERVER, f), 'utf8')));

  it('leaves scope levels to platform/scope.ts and db/scope.ts', () => {
    expect(offenders).toEqual([]);
  });

  it('would catch a copy: the pattern finds the level checks the module replaced', () => {
    expect(
      LEVEL_CHECK.test("if (scopeOf(actor).level === 'station') return ownStationOf(actor);"),
    ).toBe(true);
    expect(LEVEL_CHECK.test("const admin = scope.level !== 'station';")).toBe(true);
    expect(LEVEL_CHECK.test("if ('unit' === scope.level) {")).toBe(true);
    expect(LEVEL_CHECK.test('switch (scopeOf(a).level) {')).toBe(true);
    expect(LEVEL_CHECK.test('switch (scope.level) {')).toBe(true);
    // Name matching has levels of its own (decision 0038): not a scope.
    expect(LEVEL_CHECK.test('if (level !== null && (best === null || level < best.level))')).toBe(
      false,
    );
    expect(LEVEL_CHECK.test('select p.accused_id, min(e.level) as worst')).toBe(false);
    expect(LEVEL_CHECK.test("const whole = blocked.filter((p) => p.levels.name === 'full');")).toBe(
      false,
    );
  });
});
