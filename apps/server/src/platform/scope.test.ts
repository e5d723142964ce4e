import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Actor } from './actor.js';
import { contains, scopeOf } from './scope.js';

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

/**
 * Files that still read the actor's role for a scope of their own (issue 18 §1 moves them
 * here one by one). The list may only shrink: a new file that compares `actor.role` fails.
 */
const NOT_YET_MOVED = new Set([
  'app-users/app-users.service.ts',
  'content/content.service.ts',
  'files/files.service.ts',
  'spots/spots.service.ts',
  'users/users.service.ts',
  'verification/lookups.service.ts',
  'wanted/wanted.service.ts',
]);

const MODULES = fileURLToPath(new URL('../modules', import.meta.url));
const ROLE_CHECK = /\b(actor|user|a)\.role\s*[!=]==|switch \((actor|user)\.role\)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('no module derives a scope by itself', () => {
  const offenders = sourceFiles(MODULES)
    .map((f) => path.relative(MODULES, f).split(path.sep).join('/'))
    .filter((f) => !f.includes('/eval/'))
    .filter((f) => ROLE_CHECK.test(readFileSync(path.join(MODULES, f), 'utf8')));

  it('compares the role only in the scope module (and the files not yet moved)', () => {
    expect(offenders.filter((f) => !NOT_YET_MOVED.has(f))).toEqual([]);
  });

  it('keeps the not-yet-moved list true: a file that no longer reads the role leaves it', () => {
    expect([...NOT_YET_MOVED].filter((f) => !offenders.includes(f))).toEqual([]);
  });
});
