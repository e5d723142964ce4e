import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildEvalSet,
  EVAL_SET_FILE,
  isRelevant,
  QUERY_KINDS,
  type EvalSet,
} from './build-eval-set.js';
import { isAlias, NAME_PARTS } from './lexicon.js';

const committed = JSON.parse(readFileSync(EVAL_SET_FILE, 'utf8')) as EvalSet;

describe('name-match evaluation set', () => {
  it('is the committed file, rebuilt from the lexicon and the seed (run build-eval-set.ts)', () => {
    expect(committed).toEqual(buildEvalSet(committed.seed));
    expect(committed).toEqual(buildEvalSet());
  });

  it('has enough queries of every kind', () => {
    expect(committed.queries.length).toBeGreaterThanOrEqual(300);
    for (const kind of QUERY_KINDS) {
      expect(committed.queries.filter((q) => q.kind === kind).length, kind).toBeGreaterThanOrEqual(
        30,
      );
    }
    expect(new Set(committed.queries.map((q) => q.query)).size).toBe(committed.queries.length);
  });

  it('labels every query with existing persons, its target among them', () => {
    const ids = new Set(committed.persons.map((p) => p.id));
    for (const q of committed.queries) {
      expect(q.relevant, q.id).toContain(q.target);
      for (const id of q.relevant) expect(ids.has(id), `${q.id} ${id}`).toBe(true);
      expect(new Set(q.relevant).size, q.id).toBe(q.relevant.length);
    }
  });

  it('labels relevance from canonical parts: the set is exactly the persons the terms fit', () => {
    for (const q of committed.queries) {
      const fit = committed.persons.filter((p) => isRelevant(q.terms, p)).map((p) => p.id);
      expect(q.relevant, q.id).toEqual(fit);
    }
  });

  it('has no empty query word or term', () => {
    for (const q of committed.queries) {
      expect(q.query, q.id).toBe(q.query.trim());
      for (const word of q.query.split(/\s+/)) expect(word.length, q.id).toBeGreaterThan(0);
      expect(q.terms.length, q.id).toBeGreaterThan(0);
      for (const t of q.terms) expect(t.text.trim().length, q.id).toBeGreaterThan(0);
    }
  });

  it('types every stored word with a spelling of the lexicon', () => {
    const spellings = new Set(
      NAME_PARTS.flatMap((p) => [...p.devanagari, ...p.latin]).map((s) => s.toLowerCase()),
    );
    for (const p of committed.persons) {
      const words = [p.name, p.nameEn, p.fatherName, ...p.aliases]
        .join(' ')
        .split(/\s+/)
        .filter(Boolean);
      for (const w of words) expect(spellings.has(w.toLowerCase()), `${p.id} ${w}`).toBe(true);
    }
  });

  it('has namesakes, as real registers do', () => {
    const byName = new Map<string, number>();
    for (const p of committed.persons) {
      const key = `${p.parts.first}/${p.parts.surname}`;
      byName.set(key, (byName.get(key) ?? 0) + 1);
    }
    const pairs = [...byName.values()].reduce((sum, n) => sum + (n * (n - 1)) / 2, 0);
    expect(pairs).toBeGreaterThanOrEqual(30);
  });
});

describe('name-part lexicon', () => {
  it('has enough surnames and first names, each spelt in both scripts', () => {
    const surnames = NAME_PARTS.filter((p) => p.kind === 'surname');
    const firsts = NAME_PARTS.filter((p) => p.kind === 'first' && !isAlias(p));
    expect(surnames.length).toBeGreaterThanOrEqual(60);
    expect(firsts.length).toBeGreaterThanOrEqual(70);
    for (const p of NAME_PARTS) {
      expect(p.devanagari.length, p.id).toBeGreaterThan(0);
      expect(p.latin.length, p.id).toBeGreaterThan(0);
      for (const s of p.devanagari) expect(s, p.id).toMatch(/^[\u0900-\u097f]+$/u);
      for (const s of p.latin) expect(s, p.id).toMatch(/^[A-Za-z][A-Za-z']+$/);
    }
  });

  it('gives no spelling to two parts and has unique ids', () => {
    const owner = new Map<string, string>();
    for (const p of NAME_PARTS) {
      for (const s of [...p.devanagari, ...p.latin]) {
        const key = s.toLowerCase();
        expect(owner.get(key), `${s} in ${p.id}`).toBeUndefined();
        owner.set(key, p.id);
      }
    }
    expect(new Set(NAME_PARTS.map((p) => p.id)).size).toBe(NAME_PARTS.length);
  });
});
