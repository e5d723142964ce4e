/**
 * Builds the labelled evaluation set of the accused name search (README.md in this folder):
 * `npx tsx apps/server/src/modules/accused/name-match/eval/build-eval-set.ts [seed]`
 * writes name-eval-set.json next to this file.
 *
 * Persons are composed from the lexicon's canonical parts and typed the way officers type them;
 * queries are composed from a target person's parts. Relevance is decided on canonical part ids
 * only, never on spellings, so the labels owe nothing to any matching algorithm.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isAlias, NAME_PARTS, namePart, type NamePart } from './lexicon.js';

export const DEFAULT_SEED = 'cmis-name-eval-1';
export const EVAL_SET_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'name-eval-set.json',
);

export const QUERY_KINDS = [
  'exact',
  'spelling',
  'cross-script',
  'single-word',
  'order',
  'typo',
  'initials',
  'alias',
  'father',
] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

/**
 * How a query word is matched against a person's parts: `first` matches the person's first or
 * father part, `initial` any first or father part with that initial.
 */
export type TermRole = 'first' | 'surname' | 'alias' | 'initial';

export interface QueryTerm {
  /** The word as it appears in the query (an initial without its dot). */
  text: string;
  /** The canonical part the word was made from (for an initial: the target's part). */
  part: string;
  role: TermRole;
}

export interface EvalQuery {
  id: string;
  query: string;
  kind: QueryKind;
  target: string;
  relevant: string[];
  terms: QueryTerm[];
}

export interface EvalPerson {
  id: string;
  name: string;
  nameEn: string;
  fatherName: string;
  aliases: string[];
  /**
   * Canonical ids of what the record carries. `father` is null when the father's name is typed
   * nowhere in the record: no query can be judged against a name the record does not hold.
   */
  parts: { first: string; father: string | null; surname: string; aliases: string[] };
}

export interface EvalSet {
  version: 1;
  seed: string;
  description: string;
  persons: EvalPerson[];
  queries: EvalQuery[];
}

const PERSONS = 400;
const QUERIES_PER_KIND = 40;
/** Single-word queries keep to names with at most this many holders, most of the time. */
const SINGLE_WORD_MAX_RELEVANT = 10;

// ---------------------------------------------------------------------------------------------
// Seeded randomness: the JSON must be byte-for-byte the same on every machine and every run.

interface Rng {
  next(): number;
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32, one stream per purpose so that changing one kind leaves the others alone. */
function rng(seed: string, stream: string): Rng {
  let a = fnv1a(`${seed}/${stream}`);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n) => Math.floor(next() * n),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    chance: (p) => next() < p,
  };
}

/**
 * Zipf-like weights over the lexicon's order (most common first): a few surnames and first
 * names carry many persons, as Patil and Sachin do in real registers, which makes namesakes.
 */
function zipfPicker(parts: readonly NamePart[]): (r: Rng) => NamePart {
  const weights = parts.map((_, i) => 1 / Math.pow(i + 1, 0.6));
  const total = weights.reduce((a, b) => a + b, 0);
  return (r) => {
    let x = r.next() * total;
    for (let i = 0; i < parts.length; i++) {
      x -= weights[i] as number;
      if (x < 0) return parts[i] as NamePart;
    }
    return parts[parts.length - 1] as NamePart;
  };
}

// ---------------------------------------------------------------------------------------------
// Scripts and spellings.

type Script = 'deva' | 'latn';
const other = (script: Script): Script => (script === 'deva' ? 'latn' : 'deva');
const isDevanagari = (text: string) => /[\u0900-\u097f]/.test(text);

const variants = (part: NamePart, script: Script) =>
  script === 'deva' ? part.devanagari : part.latin;

/** The first spelling is the usual one; officers still type the others often enough. */
function spell(part: NamePart, script: Script, r: Rng): string {
  const list = variants(part, script);
  if (list.length === 1 || r.chance(0.6)) return list[0] as string;
  return r.pick(list.slice(1));
}

const sameSpelling = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Every spelling of the lexicon, so that a typo is never, by chance, a real spelling. */
const ALL_SPELLINGS = new Set(
  NAME_PARTS.flatMap((p) => [...p.devanagari, ...p.latin]).map((s) => s.toLowerCase()),
);

/** Aksharas (consonant cluster + vowel sign + nasal) of a Devanagari word. */
const AKSHARA =
  /(?:[\u0915-\u0939\u0958-\u095f]\u093c?(?:\u094d[\u0915-\u0939\u0958-\u095f]\u093c?)*\u094d?|[\u0904-\u0914])[\u093e-\u094c]?[\u0900-\u0903]?|[\s\S]/gu;
const aksharas = (word: string): string[] => word.match(AKSHARA) ?? [];
const isConsonant = (ch: string) => /^[\u0915-\u0939\u0958-\u095f]$/.test(ch);

// ---------------------------------------------------------------------------------------------
// Persons.

type Slot = 'first' | 'father' | 'surname' | 'alias';
type Order = 'first-father-surname' | 'first-surname' | 'surname-first-father';

interface Word {
  text: string;
  part: string;
  slot: Slot;
}

interface Field {
  script: Script;
  upper: boolean;
  words: Word[];
}

interface Person {
  id: string;
  first: NamePart;
  father: NamePart;
  surname: NamePart;
  alias: NamePart | null;
  order: Order;
  name: Field;
  nameEn: Field | null;
  fatherName: Field | null;
  aliasWords: Word[];
  fatherRecorded: boolean;
}

const fieldText = (field: Field | null) => (field ? field.words.map((w) => w.text).join(' ') : '');

function slotsInOrder(order: Order): Slot[] {
  switch (order) {
    case 'first-father-surname':
      return ['first', 'father', 'surname'];
    case 'first-surname':
      return ['first', 'surname'];
    case 'surname-first-father':
      return ['surname', 'first', 'father'];
  }
}

function partOf(person: Person, slot: Slot): NamePart {
  switch (slot) {
    case 'first':
      return person.first;
    case 'father':
      return person.father;
    case 'surname':
      return person.surname;
    case 'alias':
      if (!person.alias) throw new Error(`${person.id} has no alias`);
      return person.alias;
  }
}

function typeField(person: Person, slots: Slot[], script: Script, upper: boolean, r: Rng): Field {
  const words = slots.map((slot) => {
    const part = partOf(person, slot);
    const text = spell(part, script, r);
    return { text: upper ? text.toUpperCase() : text, part: part.id, slot };
  });
  return { script, upper, words };
}

const SURNAME_PARTS = NAME_PARTS.filter((p) => p.kind === 'surname');
const GIVEN_PARTS = NAME_PARTS.filter((p) => p.kind === 'first' && !isAlias(p));
const ALIAS_PARTS = NAME_PARTS.filter(isAlias);
/** The Hindi-Urdu nicknames are used across communities; the Marathi -या ones mostly not. */
const COMMON_ALIASES = ALIAS_PARTS.filter((p) =>
  ['alias-chhotu', 'alias-guddu', 'alias-munna', 'alias-pappu', 'alias-bablu'].includes(p.id),
);

type Community = 'majority' | 'muslim' | 'christian';
const inCommunity = (part: NamePart, c: Community) =>
  c === 'majority' ? part.community === undefined : part.community === c;

const pickers = new Map<string, (r: Rng) => NamePart>();
function pickFrom(key: string, parts: () => NamePart[], r: Rng): NamePart {
  let picker = pickers.get(key);
  if (!picker) {
    picker = zipfPicker(parts());
    pickers.set(key, picker);
  }
  return picker(r);
}

const pickSurname = (c: Community, r: Rng) =>
  pickFrom(`surname/${c}`, () => SURNAME_PARTS.filter((p) => inCommunity(p, c)), r);
const pickGiven = (c: Community, gender: 'm' | 'f', r: Rng) =>
  pickFrom(
    `first/${c}/${gender}`,
    () => GIVEN_PARTS.filter((p) => inCommunity(p, c) && p.gender === gender),
    r,
  );

function buildPersons(seed: string): Person[] {
  const r = rng(seed, 'persons');
  const persons: Person[] = [];
  for (let i = 0; i < PERSONS; i++) {
    const id = `p${String(i + 1).padStart(3, '0')}`;
    const roll = r.next();
    let community: Community = roll < 0.8 ? 'majority' : roll < 0.96 ? 'muslim' : 'christian';
    let gender: 'm' | 'f' = r.chance(0.1) ? 'f' : 'm';
    let first = pickGiven(community, gender, r);
    let surname = pickSurname(community, r);
    // Namesakes on purpose as well as by chance: the search must rank among them by the rest.
    if (persons.length > 20 && r.chance(0.1)) {
      const model = r.pick(persons);
      first = model.first;
      surname = model.surname;
      gender = first.gender ?? 'm';
      community = first.community ?? 'majority';
    }
    let father = pickGiven(community, 'm', r);
    while (father.id === first.id) father = pickGiven(community, 'm', r);
    const alias =
      gender === 'm' && r.chance(0.11)
        ? r.pick(community === 'majority' ? ALIAS_PARTS : COMMON_ALIASES)
        : null;
    const orderRoll = r.next();
    const order: Order =
      orderRoll < 0.6
        ? 'first-father-surname'
        : orderRoll < 0.85
          ? 'first-surname'
          : 'surname-first-father';
    const person: Person = {
      id,
      first,
      father,
      surname,
      alias,
      order,
      name: { script: 'deva', upper: false, words: [] },
      nameEn: null,
      fatherName: null,
      aliasWords: [],
      fatherRecorded: order !== 'first-surname',
    };
    const script: Script = r.chance(0.65) ? 'deva' : 'latn';
    person.name = typeField(
      person,
      slotsInOrder(order),
      script,
      script === 'latn' && r.chance(0.12),
      r,
    );
    if (r.chance(0.5)) {
      const enScript = other(script);
      person.nameEn = typeField(
        person,
        slotsInOrder(order),
        enScript,
        enScript === 'latn' && r.chance(0.12),
        r,
      );
    }
    if (r.chance(0.4)) {
      const fScript = r.chance(0.7) ? script : other(script);
      const slots: Slot[] = r.chance(0.6) ? ['father'] : ['father', 'surname'];
      person.fatherName = typeField(person, slots, fScript, false, r);
      person.fatherRecorded = true;
    }
    if (alias) {
      const aScript: Script = r.chance(0.6) ? 'deva' : 'latn';
      person.aliasWords = typeField(person, ['alias'], aScript, false, r).words;
    }
    persons.push(person);
  }
  return persons;
}

function recordedFields(person: Person): Field[] {
  const fields = [person.name, person.nameEn, person.fatherName];
  return fields.filter((f): f is Field => f !== null);
}

/** Whether the record has the part typed in the given script anywhere (name, nameEn, father, alias). */
function typedIn(person: Person, partId: string, script: Script): boolean {
  const words = [...recordedFields(person).flatMap((f) => f.words), ...person.aliasWords];
  return words.some((w) => w.part === partId && isDevanagari(w.text) === (script === 'deva'));
}

// ---------------------------------------------------------------------------------------------
// Relevance: every query term must take a distinct, role-compatible part of the person.

interface PersonSlot {
  role: 'given' | 'surname' | 'alias';
  part: string;
}

function personSlots(p: EvalPerson): PersonSlot[] {
  const slots: PersonSlot[] = [
    { role: 'given', part: p.parts.first },
    { role: 'surname', part: p.parts.surname },
  ];
  if (p.parts.father) slots.push({ role: 'given', part: p.parts.father });
  for (const a of p.parts.aliases) slots.push({ role: 'alias', part: a });
  return slots;
}

/**
 * A Latin initial stands for the canonical id's first letter. A Devanagari initial is the first
 * akshara, as Marathi writes initials (सु. for सुनील, स्व. for स्वप्नील); it stands for any part
 * with a Devanagari spelling of that first akshara, the anusvara aside (स. and सं. for संतोष).
 */
function initialFits(initial: string, partId: string): boolean {
  if (!isDevanagari(initial)) return partId.startsWith(initial.toLowerCase());
  const bare = (s: string) => s.replace(/[\u0900-\u0902]/gu, '');
  return namePart(partId).devanagari.some((s) => bare(aksharas(s)[0] ?? '') === bare(initial));
}

function termFits(term: QueryTerm, slot: PersonSlot): boolean {
  switch (term.role) {
    case 'first':
      return slot.role === 'given' && slot.part === term.part;
    case 'initial':
      return slot.role === 'given' && initialFits(term.text, slot.part);
    case 'surname':
      return slot.role === 'surname' && slot.part === term.part;
    case 'alias':
      return slot.role === 'alias' && slot.part === term.part;
  }
}

export function isRelevant(terms: readonly QueryTerm[], person: EvalPerson): boolean {
  const slots = personSlots(person);
  const used = new Array<boolean>(slots.length).fill(false);
  const assign = (i: number): boolean => {
    const term = terms[i];
    if (!term) return true;
    for (let s = 0; s < slots.length; s++) {
      if (used[s] || !termFits(term, slots[s] as PersonSlot)) continue;
      used[s] = true;
      if (assign(i + 1)) return true;
      used[s] = false;
    }
    return false;
  };
  return assign(0);
}

// ---------------------------------------------------------------------------------------------
// Queries.

interface Draft {
  query: string;
  terms: QueryTerm[];
}

interface Context {
  relevant(terms: readonly QueryTerm[]): string[];
}

const roleOf = (slot: Slot): TermRole =>
  slot === 'surname' ? 'surname' : slot === 'alias' ? 'alias' : 'first';
const termOf = (w: Word): QueryTerm => ({ text: w.text, part: w.part, role: roleOf(w.slot) });
const draftOf = (words: Word[]): Draft => ({
  query: words.map((w) => w.text).join(' '),
  terms: words.map(termOf),
});

function wordFor(field: Field, slot: Slot): Word | undefined {
  return field.words.find((w) => w.slot === slot);
}

/** The field's first and surname words, in the field's order. */
const firstAndSurname = (field: Field) =>
  field.words.filter((w) => w.slot === 'first' || w.slot === 'surname');

function namedField(person: Person, r: Rng, enShare: number): Field {
  return person.nameEn && r.chance(enShare) ? person.nameEn : person.name;
}

function exact(person: Person, r: Rng, ctx: Context): Draft | null {
  const roll = r.next();
  if (roll < 0.4) return draftOf(person.name.words);
  if (roll < 0.6) return person.nameEn ? draftOf(person.nameEn.words) : null;
  const field = namedField(person, r, 0.3);
  if (roll < 0.85) return draftOf(firstAndSurname(field));
  const word = wordFor(field, r.chance(0.6) ? 'surname' : 'first');
  if (!word) return null;
  return capped(draftOf([word]), r, ctx);
}

function spelling(person: Person, r: Rng): Draft | null {
  const field = namedField(person, r, 0.3);
  const short = r.chance(0.5);
  const words = short ? firstAndSurname(field) : field.words;
  const changeable = words.filter((w) => variants(namePart(w.part), field.script).length > 1);
  if (changeable.length === 0) return null;
  const change = new Set<Word>([r.pick(changeable)]);
  if (changeable.length > 1 && r.chance(0.2)) change.add(r.pick(changeable));
  const out = words.map((w) => {
    if (!change.has(w)) return w;
    const choices = variants(namePart(w.part), field.script).filter(
      (v) => !sameSpelling(v, w.text),
    );
    const text = r.pick(choices);
    return { ...w, text: field.upper ? text.toUpperCase() : text };
  });
  return draftOf(out);
}

function crossScript(person: Person, r: Rng): Draft | null {
  if (person.nameEn) return null;
  const script = other(person.name.script);
  const slots: Slot[] =
    person.fatherRecorded && r.chance(0.3) ? ['first', 'father', 'surname'] : ['first', 'surname'];
  const words: Word[] = [];
  for (const slot of slots) {
    const part = partOf(person, slot);
    if (typedIn(person, part.id, script)) return null;
    words.push({ text: r.pick(variants(part, script)), part: part.id, slot });
  }
  return draftOf(words);
}

/**
 * Recall@10 is counted on the target: a word held by 30 persons would measure luck, so most
 * one-word queries keep to names with few holders; a few common ones stay, as officers type them.
 */
function capped(draft: Draft, r: Rng, ctx: Context): Draft | null {
  if (r.chance(0.85) && ctx.relevant(draft.terms).length > SINGLE_WORD_MAX_RELEVANT) return null;
  return draft;
}

function singleWord(person: Person, r: Rng, ctx: Context): Draft | null {
  const slot: Slot = r.chance(0.6) ? 'surname' : 'first';
  const part = partOf(person, slot);
  const script: Script = r.chance(0.5) ? 'deva' : 'latn';
  const word: Word = { text: r.pick(variants(part, script)), part: part.id, slot };
  return capped(draftOf([word]), r, ctx);
}

function order(person: Person, r: Rng): Draft | null {
  const field = namedField(person, r, 0.25);
  const [a, b, c] = field.words;
  if (!a || !b) return null;
  switch (person.order) {
    case 'first-father-surname':
      // first father surname -> surname first [father]
      if (!c) return null;
      return draftOf(r.chance(0.5) ? [c, a, b] : [c, a]);
    case 'first-surname':
      return draftOf([b, a]);
    case 'surname-first-father':
      // surname first father -> first [father] surname
      return draftOf(c && r.chance(0.5) ? [b, c, a] : [b, a]);
  }
}

const QWERTY_NEIGHBOURS: Record<string, string> = {
  q: 'wa',
  w: 'qes',
  e: 'wrd',
  r: 'etf',
  t: 'ryg',
  y: 'tuh',
  u: 'yij',
  i: 'uok',
  o: 'ipl',
  p: 'ol',
  a: 'qsz',
  s: 'adwx',
  d: 'sfe',
  f: 'dgr',
  g: 'fht',
  h: 'gjy',
  j: 'hku',
  k: 'jli',
  l: 'ko',
  z: 'ax',
  x: 'zc',
  c: 'xv',
  v: 'cb',
  b: 'vn',
  n: 'bm',
  m: 'n',
};

/** One slip of the keyboard, never on the first letter (officers rarely miss the first key). */
function latinTypo(word: string, r: Rng): string | null {
  const letters = [...word];
  if (letters.filter((ch) => /[a-z]/i.test(ch)).length < 5) return null;
  const positions = letters.map((_, i) => i).filter((i) => i > 0 && /[a-z]/i.test(letters[i]!));
  const i = r.pick(positions);
  const ch = letters[i] as string;
  const op = r.int(4);
  // A dropped or doubled h (Sankar, Jadhhav) or a doubled vowel (Rameesh) is how Indian names
  // are spelt differently, not a slip of the keyboard: those belong to the spelling kind.
  if ((op === 0 || op === 2) && /h/i.test(ch)) return null;
  if (op === 2 && /[aeiou]/i.test(ch)) return null;
  if (op === 0) letters.splice(i, 1);
  else if (op === 1) {
    const next = letters[i + 1];
    if (!next || !/[a-z]/i.test(next) || sameSpelling(next, ch)) return null;
    letters[i] = next;
    letters[i + 1] = ch;
  } else if (op === 2) letters.splice(i, 0, ch);
  else {
    const near = QWERTY_NEIGHBOURS[ch.toLowerCase()];
    if (!near) return null;
    const key = r.pick([...near]);
    letters[i] = ch === ch.toUpperCase() ? key.toUpperCase() : key;
  }
  return letters.join('');
}

/** A dropped akshara or two consonant keys typed the wrong way round. */
function devanagariTypo(word: string, r: Rng): string | null {
  const units = aksharas(word);
  if ([...word].length < 5 || units.length < 3) return null;
  if (r.chance(0.5)) {
    const i = 1 + r.int(units.length - 1);
    return units.filter((_, j) => j !== i).join('');
  }
  const chars = [...word];
  const pairs = chars
    .map((_, i) => i)
    .filter(
      (i) =>
        i > 0 &&
        isConsonant(chars[i]!) &&
        isConsonant(chars[i + 1] ?? '') &&
        chars[i] !== chars[i + 1],
    );
  if (pairs.length === 0) return null;
  const i = r.pick(pairs);
  [chars[i], chars[i + 1]] = [chars[i + 1]!, chars[i]!];
  return chars.join('');
}

function typo(person: Person, r: Rng): Draft | null {
  const field = namedField(person, r, 0.3);
  const words = r.chance(0.55) ? firstAndSurname(field) : field.words;
  const candidates = words.filter((w) =>
    field.script === 'deva'
      ? [...w.text].length >= 5 && aksharas(w.text).length >= 3
      : w.text.replace(/[^a-z]/gi, '').length >= 5,
  );
  if (candidates.length === 0) return null;
  const target = r.pick(candidates);
  const slipped =
    field.script === 'deva' ? devanagariTypo(target.text, r) : latinTypo(target.text, r);
  if (!slipped || ALL_SPELLINGS.has(slipped.toLowerCase())) return null;
  return draftOf(words.map((w) => (w === target ? { ...w, text: slipped } : w)));
}

function initialOf(word: Word): string | null {
  if (isDevanagari(word.text)) return aksharas(word.text)[0] ?? null;
  const letter = word.text[0]?.toUpperCase();
  // A Gyaneshwar is a D. by the rule (canonical id), which nobody would type for him.
  return letter && word.part.startsWith(letter.toLowerCase()) ? letter : null;
}

function initials(person: Person, r: Rng): Draft | null {
  const field = namedField(person, r, 0.3);
  const first = wordFor(field, 'first');
  const father = wordFor(field, 'father');
  const surname = wordFor(field, 'surname');
  if (!first || !surname) return null;
  const i1 = initialOf(first);
  if (!i1) return null;
  const t1: QueryTerm = { text: i1, part: first.part, role: 'initial' };
  const ts = termOf(surname);
  const roll = r.next();
  if (father && roll < 0.2) {
    const i2 = initialOf(father);
    if (!i2) return null;
    const t2: QueryTerm = { text: i2, part: father.part, role: 'initial' };
    return { query: `${i1}. ${i2}. ${surname.text}`, terms: [t1, t2, ts] };
  }
  const terms = [t1, ts];
  if (roll < 0.5) return { query: `${i1}. ${surname.text}`, terms };
  if (roll < 0.7 && field.script === 'latn') return { query: `${i1} ${surname.text}`, terms };
  if (roll < 0.85) return { query: `${i1}.${surname.text}`, terms };
  return { query: `${surname.text} ${i1}.`, terms: [ts, t1] };
}

function aliasQuery(person: Person, r: Rng): Draft | null {
  if (!person.alias) return null;
  const script: Script = r.chance(0.55) ? 'deva' : 'latn';
  const a: Word = {
    text: r.pick(variants(person.alias, script)),
    part: person.alias.id,
    slot: 'alias',
  };
  if (r.chance(0.5)) return draftOf([a]);
  const stored = [person.name, person.nameEn]
    .filter((f): f is Field => f !== null && f.script === script && !f.upper)
    .map((f) => wordFor(f, 'surname'))
    .find((w) => w !== undefined);
  const s = stored ?? {
    text: variants(person.surname, script)[0] as string,
    part: person.surname.id,
    slot: 'surname' as const,
  };
  return draftOf([a, s]);
}

/** First name + father's name, or father's name + surname, in a script the record has them in. */
function fatherQuery(person: Person, r: Rng): Draft | null {
  if (!person.fatherRecorded) return null;
  const slots: Slot[] = r.chance(0.5) ? ['first', 'father'] : ['father', 'surname'];
  const scripts: Script[] = r.chance(0.5) ? ['deva', 'latn'] : ['latn', 'deva'];
  const fields = recordedFields(person);
  for (const script of scripts) {
    const words = slots.map((slot) =>
      fields
        .filter((f) => f.script === script)
        .map((f) => wordFor(f, slot))
        .find((w) => w !== undefined),
    );
    if (words.every((w) => w !== undefined)) return draftOf(words);
  }
  return null;
}

type Builder = (person: Person, r: Rng, ctx: Context) => Draft | null;
const BUILDERS: Record<QueryKind, Builder> = {
  exact,
  spelling,
  'cross-script': crossScript,
  'single-word': singleWord,
  order,
  typo,
  initials,
  alias: aliasQuery,
  father: fatherQuery,
};

// ---------------------------------------------------------------------------------------------

function toEvalPerson(p: Person): EvalPerson {
  return {
    id: p.id,
    name: fieldText(p.name),
    nameEn: fieldText(p.nameEn),
    fatherName: fieldText(p.fatherName),
    aliases: p.aliasWords.map((w) => w.text),
    parts: {
      first: p.first.id,
      father: p.fatherRecorded ? p.father.id : null,
      surname: p.surname.id,
      aliases: p.alias ? [p.alias.id] : [],
    },
  };
}

export function buildEvalSet(seed: string = DEFAULT_SEED): EvalSet {
  const persons = buildPersons(seed);
  const evalPersons = persons.map(toEvalPerson);
  const ctx: Context = {
    relevant: (terms) => evalPersons.filter((p) => isRelevant(terms, p)).map((p) => p.id),
  };
  const queries: EvalQuery[] = [];
  const seen = new Set<string>();
  for (const kind of QUERY_KINDS) {
    const r = rng(seed, `queries/${kind}`);
    let made = 0;
    for (let attempt = 0; made < QUERIES_PER_KIND; attempt++) {
      if (attempt > 100_000) throw new Error(`could not make ${QUERIES_PER_KIND} ${kind} queries`);
      const target = r.pick(persons);
      const draft = BUILDERS[kind](target, r, ctx);
      if (!draft || seen.has(draft.query)) continue;
      const relevant = ctx.relevant(draft.terms);
      if (!relevant.includes(target.id)) {
        throw new Error(`${kind} query "${draft.query}" does not find its target ${target.id}`);
      }
      seen.add(draft.query);
      made++;
      queries.push({
        id: `q${String(queries.length + 1).padStart(3, '0')}`,
        query: draft.query,
        kind,
        target: target.id,
        relevant,
        terms: draft.terms,
      });
    }
  }
  return {
    version: 1,
    seed,
    description:
      'Labelled evaluation set of the accused name search: persons composed from real Marathi / ' +
      'Maharashtrian name parts (lexicon.ts), typed in Devanagari and Latin with real spelling ' +
      'variants, and queries whose relevant persons are decided on canonical part ids only. ' +
      'Rebuild: npx tsx apps/server/src/modules/accused/name-match/eval/build-eval-set.ts',
    persons: evalPersons,
    queries,
  };
}

async function cli() {
  const seed = process.argv[2] ?? DEFAULT_SEED;
  const set = buildEvalSet(seed);
  // Written as Prettier writes it, so that `npm run lint` (prettier --check .) accepts the file.
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(EVAL_SET_FILE);
  const text = await prettier.format(JSON.stringify(set), { ...options, filepath: EVAL_SET_FILE });
  writeFileSync(EVAL_SET_FILE, text);
  const sizes = set.queries.map((q) => q.relevant.length);
  console.log(
    `${set.persons.length} persons, ${set.queries.length} queries, relevant set sizes ` +
      `min ${Math.min(...sizes)} max ${Math.max(...sizes)} -> ${path.relative(process.cwd(), EVAL_SET_FILE)}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  cli().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
