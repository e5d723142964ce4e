import type { DuplicateReason, DuplicateReasonCode } from '@cmis/shared';
import { nameTerm, oneEditApart, parseName, type NameTerm } from '../name-match/name-keys.js';

/**
 * Whether two accused records are one person (issue 16 §3-§7, decision 0039): the
 * Fellegi-Sunter model Splink uses, on the pairs the blocking brings together. Each field
 * of the two records is compared into a level (the same name, a year of birth one apart,
 * another mobile number...). A level weighs log2(m/u) bits: m is how often two records of
 * one person show it, u how often two records of two people that share two name words do.
 * The weights and the prior odds add up to the match weight; the match probability is
 * 1 / (1 + 2^-weight). u, m and the prior are estimated from the database itself without
 * labels (model.ts); a common name weighs less than a rare one (term frequency).
 */

/** Probability from which two records are one person: listed as a pair, confirmed at entry. */
export const DUPLICATE_THRESHOLD = 0.85;
/** Probability from which a record is offered at entry as someone the officer may mean. */
export const CANDIDATE_THRESHOLD = 0.2;

export interface PersonRecord {
  id: number;
  cityId: number;
  stationId: number;
  /** Null for a record still being typed: what is not known yet is not compared. */
  addressCityId: number | null;
  addressStationId: number | null;
  religionId: number | null;
  name: string;
  nameEn: string;
  fatherName: string;
  aliases: readonly string[];
  age: number;
  /** When the record was entered: with the age it tells the year of birth. */
  createdAt: Date;
  mobile: string | null;
  address: string;
  /** Keyed hashes of the Aadhaar numbers recorded on its arrests. */
  aadhaarHashes: readonly string[];
  /** Dates of birth recorded on its arrests (YYYY-MM-DD). */
  birthDates: readonly string[];
}

type Word = Pick<NameTerm, 'latin' | 'phonetic'>;

/** What the comparison needs of a record, made once per record. */
export interface PersonFeatures {
  record: PersonRecord;
  /** Words of the name in either script, one per sound; aliases apart. */
  words: Word[];
  /** The words of one written name in their order (the name, else the English name). */
  ordered: Word[];
  aliases: Word[];
  /** The father's name field. */
  father: Word[];
  birthYears: number[];
  addressWords: Set<string>;
}

/** The compared fields and their levels, best first; a field not known on both is left out. */
export const LEVELS = {
  name: ['full', 'partial', 'one', 'none'],
  father: ['same', 'differs'],
  birth: ['same', 'near', 'far', 'differs'],
  mobile: ['same', 'differs'],
  aadhaar: ['same', 'differs'],
  place: ['station', 'unit', 'elsewhere'],
  address: ['same', 'like', 'differs'],
  religion: ['same', 'differs'],
} as const;
export type Field = keyof typeof LEVELS;
export const FIELDS = Object.keys(LEVELS) as Field[];
export type Levels = { [F in Field]?: (typeof LEVELS)[F][number] };

/** The reason code the screens show for a field's level (shared DUPLICATE_REASON_CODES). */
const REASON_CODE: {
  [F in Field]: Record<(typeof LEVELS)[F][number], DuplicateReasonCode | null>;
} = {
  name: { full: 'name-full', partial: 'name-partial', one: 'name-one', none: 'name-none' },
  father: { same: 'father-same', differs: 'father-differs' },
  birth: { same: 'birth-same', near: 'birth-near', far: 'birth-far', differs: 'birth-differs' },
  mobile: { same: 'mobile-same', differs: 'mobile-differs' },
  aadhaar: { same: 'aadhaar-same', differs: 'aadhaar-differs' },
  place: { station: 'station-same', unit: 'unit-same', elsewhere: 'unit-differs' },
  address: { same: 'address-same', like: 'address-like', differs: 'address-differs' },
  religion: { same: null, differs: 'religion-differs' },
};

/**
 * The prior counts a unit as at least this big: a police unit holds thousands of records,
 * and a new installation's first few must not look like one another's duplicates.
 */
export const MIN_UNIT_SIZE = 1000;

/** m and u per field and level, and the prior: the share of blocked pairs that are one person. */
export interface Model {
  /** The share of one person among the blocked pairs of a unit of `unitSize` records. */
  blockedShare: number;
  unitSize: number;
  /** The mean share of a unit's records holding a full name two blocked records share. */
  nameShareMean: number;
  m: { [F in Field]: Record<string, number> };
  u: { [F in Field]: Record<string, number> };
}

/**
 * The model before the database has trained one (a new installation, the tests): m from
 * what a second entry of the same person looks like in a register, u from what two
 * records of a unit share by chance (decision 0039). Training replaces both with the
 * database's own (model.ts).
 */
export const DEFAULT_MODEL: Model = {
  blockedShare: 0.0006,
  unitSize: 20_000,
  nameShareMean: 0.002,
  m: {
    name: { full: 0.9, partial: 0.05, one: 0.04, none: 0.01 },
    father: { same: 0.9, differs: 0.1 },
    birth: { same: 0.85, near: 0.08, far: 0.04, differs: 0.03 },
    mobile: { same: 0.5, differs: 0.5 },
    aadhaar: { same: 0.97, differs: 0.03 },
    place: { station: 0.7, unit: 0.2, elsewhere: 0.1 },
    address: { same: 0.35, like: 0.3, differs: 0.35 },
    religion: { same: 0.98, differs: 0.02 },
  },
  u: {
    name: { full: 0.02, partial: 0.97, one: 0.15, none: 0.84 },
    father: { same: 0.05, differs: 0.95 },
    birth: { same: 0.06, near: 0.04, far: 0.07, differs: 0.83 },
    mobile: { same: 0.0002, differs: 0.9998 },
    aadhaar: { same: 0.0006, differs: 0.9994 },
    place: { station: 0.05, unit: 0.94, elsewhere: 0.01 },
    // Families share an address, a surname and often a father's name: brothers are the
    // pairs a police register must not merge, so an address alone never weighs too much.
    address: { same: 0.005, like: 0.04, differs: 0.955 },
    religion: { same: 0.85, differs: 0.15 },
  },
};

function wordsOf(texts: readonly string[]): Word[] {
  const out: Word[] = [];
  for (const text of texts) {
    const w = nameTerm(text);
    if (w && !out.some((o) => o.phonetic === w.phonetic)) out.push(w);
  }
  return out;
}

export function features(record: PersonRecord): PersonFeatures {
  const name = parseName(record.name);
  const nameEn = parseName(record.nameEn);
  const words = wordsOf([...name.words, ...nameEn.words]);
  const ordered = wordsOf(name.words.length >= 2 ? name.words : nameEn.words);
  const aliases = wordsOf([
    ...name.aliasWords,
    ...nameEn.aliasWords,
    ...record.aliases.flatMap((a) => parseName(a).words),
  ]);
  const father = wordsOf(parseName(record.fatherName).words);
  const fromDates = record.birthDates.map((d) => Number(d.slice(0, 4)));
  const birthYears =
    fromDates.length > 0
      ? [...new Set(fromDates)]
      : [record.createdAt.getUTCFullYear() - record.age];
  const addressWords = new Set(
    record.address
      .split(/[\s,./-]+/)
      // By sound, so the address typed in the other script counts too.
      .map((w) => nameTerm(w)?.phonetic ?? w.toLowerCase())
      .filter((w) => w.length > 1),
  );
  return { record, words, ordered, aliases, father, birthYears, addressWords };
}

function sameWord(a: Word, b: Word): boolean {
  if (a.phonetic === b.phonetic && a.phonetic.length >= 2) return true;
  // A typo in a long word (Kulkarni, Kularni): the sounds one edit apart, as the search's
  // typo level takes them; short words one letter apart are mostly other names.
  if (a.phonetic.length < 4 || b.phonetic.length < 4) return false;
  return oneEditApart(a.phonetic, b.phonetic);
}

/** Words of `from` found in `into`, each used once; and the words of `into` left over. */
function matchWords(from: readonly Word[], into: readonly Word[]) {
  const used = new Set<number>();
  let matched = 0;
  for (const w of from) {
    const i = into.findIndex((o, j) => !used.has(j) && sameWord(w, o));
    if (i >= 0) {
      used.add(i);
      matched++;
    }
  }
  return { matched, rest: into.filter((_, j) => !used.has(j)) };
}

/**
 * The name: how many words of the shorter name are in the other (aliases count). A word of
 * the shorter name with no counterpart is a conflict: Suresh Balu Patil is not Suresh Balu
 * Jadhav, while Sachin Jadhav may well be Sachin Ramesh Jadhav.
 */
function nameLevel(a: PersonFeatures, b: PersonFeatures): Levels['name'] {
  const [short, long] = a.words.length <= b.words.length ? [a, b] : [b, a];
  const { matched } = matchWords(short.words, [...long.words, ...long.aliases]);
  if (short.words.length >= 2 && matched >= short.words.length) {
    return inOrder(a.ordered, b.ordered) ? 'full' : 'partial';
  }
  if (matched >= 2) return 'partial';
  return matched === 1 ? 'one' : 'none';
}

/**
 * Whether the words two names share come in the same order, once a surname written first
 * is put back last. Marathi names run first, father, surname (registers write the surname
 * first): Ankush Santosh Patil and Santosh Ankush Patil are a son and his father, or two
 * other men, never one person typed twice.
 */
function inOrder(a: readonly Word[], b: readonly Word[]): boolean {
  const last = <T>(list: readonly T[]) => list[list.length - 1];
  const same = (x: Word | undefined, y: Word | undefined) => !!x && !!y && sameWord(x, y);
  let x = [...a];
  let y = [...b];
  if (!same(last(x), last(y))) {
    if (same(last(x), y[0])) y = [...y.slice(1), y[0] as Word];
    else if (same(last(y), x[0])) x = [...x.slice(1), x[0] as Word];
  }
  let previous = -1;
  for (const w of x) {
    const j = y.findIndex((o) => sameWord(w, o));
    if (j === -1) continue;
    if (j < previous) return false;
    previous = j;
  }
  return true;
}

/**
 * The father's name, where one record has it in its own field: compared with the other's
 * field, or with the word of the other's name left over once its own name's words are
 * matched (Marathi names carry the father's name: "Sachin Ramesh Jadhav", or in register
 * order "Jadhav Sachin Ramesh").
 */
function fatherLevel(a: PersonFeatures, b: PersonFeatures): Levels['father'] {
  const side = (own: PersonFeatures, other: PersonFeatures): Word[] => {
    if (other.father.length > 0) return other.father;
    const { rest } = matchWords(own.words, other.words);
    return other.words.length >= 3 && rest.length === 1 ? rest : [];
  };
  let x = a.father;
  let y = side(a, b);
  if (x.length === 0) {
    x = b.father;
    y = side(b, a);
  }
  if (x.length === 0 || y.length === 0) return undefined;
  return matchWords(x, y).matched > 0 ? 'same' : 'differs';
}

function birthLevel(a: PersonFeatures, b: PersonFeatures): Levels['birth'] {
  let gap = Infinity;
  for (const x of a.birthYears) for (const y of b.birthYears) gap = Math.min(gap, Math.abs(x - y));
  // An age typed at entry is a year off as often as not.
  if (gap <= 1) return 'same';
  if (gap === 2) return 'near';
  return gap <= 4 ? 'far' : 'differs';
}

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>) {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return { shared, union: a.size + b.size - shared };
}

/**
 * The address, word by word by sound: the same words; or the same place with another
 * house number ("12, Patil Chawl" and "45, पाटील चाळ"), or most of its words.
 */
function addressLevel(a: PersonFeatures, b: PersonFeatures): Levels['address'] {
  if (a.addressWords.size === 0 || b.addressWords.size === 0) return undefined;
  const all = overlap(a.addressWords, b.addressWords);
  if (all.shared === all.union) return 'same';
  const words = (f: PersonFeatures) => new Set([...f.addressWords].filter((w) => !/^\d+$/.test(w)));
  const place = overlap(words(a), words(b));
  return place.shared > 0 && place.shared / place.union >= 0.5 ? 'like' : 'differs';
}

function placeLevel(ra: PersonRecord, rb: PersonRecord): Levels['place'] {
  if (ra.addressStationId !== null && ra.addressStationId === rb.addressStationId) {
    return 'station';
  }
  if (ra.addressCityId === null || rb.addressCityId === null) return undefined;
  return ra.addressCityId === rb.addressCityId ? 'unit' : 'elsewhere';
}

/** Every field of the two records compared into its level. */
export function compareLevels(a: PersonFeatures, b: PersonFeatures): Levels {
  const ra = a.record;
  const rb = b.record;
  const levels: Levels = {
    name: nameLevel(a, b),
    father: fatherLevel(a, b),
    birth: birthLevel(a, b),
    place: placeLevel(ra, rb),
    address: addressLevel(a, b),
  };
  if (ra.mobile && rb.mobile) levels.mobile = ra.mobile === rb.mobile ? 'same' : 'differs';
  if (ra.aadhaarHashes.length > 0 && rb.aadhaarHashes.length > 0) {
    levels.aadhaar = ra.aadhaarHashes.some((h) => rb.aadhaarHashes.includes(h))
      ? 'same'
      : 'differs';
  }
  if (ra.religionId !== null && rb.religionId !== null) {
    levels.religion = ra.religionId === rb.religionId ? 'same' : 'differs';
  }
  return levels;
}

export interface PairScore {
  /** The match probability, 0 to 1. */
  score: number;
  /** The match weight in bits, prior included. */
  weight: number;
  reasons: DuplicateReason[];
}

const bits = (x: number) => Math.log2(x);

/**
 * The match probability of two compared records of a unit of `unitSize` records.
 * `nameShare`, when known, is the share of its records that hold every word of the shorter
 * name: a name held by one record in ten thousand says more than Sachin Patil (Splink's
 * term-frequency adjustment).
 */
export function weigh(
  model: Model,
  levels: Levels,
  { nameShare, unitSize }: { nameShare?: number | undefined; unitSize: number },
): PairScore {
  // A bigger unit puts more namesakes in a block: the share of one person falls with it.
  const prior = Math.min(
    0.5,
    (model.blockedShare * model.unitSize) / Math.max(MIN_UNIT_SIZE, unitSize),
  );
  let weight = bits(prior / (1 - prior));
  const reasons: DuplicateReason[] = [];
  for (const field of FIELDS) {
    const level = levels[field];
    if (level === undefined) continue;
    const m = model.m[field][level] ?? 0.5;
    let u = model.u[field][level] ?? 0.5;
    // A name twice as common as the mean is shared by namesakes twice as often.
    if (field === 'name' && level === 'full' && nameShare !== undefined) {
      u = Math.min(0.5, Math.max(1e-6, (u * nameShare) / model.nameShareMean));
    }
    const w = bits(Math.max(m, 1e-6) / Math.max(u, 1e-6));
    weight += w;
    const code = (REASON_CODE[field] as Record<string, DuplicateReasonCode | null>)[level];
    if (code) reasons.push({ code, weight: Math.round(w * 10) / 10 });
  }
  const score = 1 / (1 + 2 ** -weight);
  return { score: Math.round(score * 1000) / 1000, weight: Math.round(weight * 10) / 10, reasons };
}

/** The sound keys of the words of the shorter name: how common the shared name is. */
export function sharedNameKey(a: PersonFeatures, b: PersonFeatures): string[] {
  const short = a.words.length <= b.words.length ? a : b;
  return short.words.map((w) => w.phonetic).sort();
}

/**
 * Keys two records must share to be compared at all (blocking, as Splink calls it): two
 * words of the name by sound, in the same unit (entered or lived in); or the mobile; or
 * an Aadhaar. Comparing every pair of a unit's 20,000 records is 200 million comparisons.
 */
export function blockingKeys(f: PersonFeatures): string[] {
  const r = f.record;
  const keys = new Set<string>();
  const sounds = [...f.words, ...f.aliases].map((w) => w.phonetic).filter((p) => p.length >= 2);
  const units = new Set([r.cityId, r.addressCityId ?? r.cityId]);
  for (let i = 0; i < sounds.length; i++) {
    for (let j = i + 1; j < sounds.length; j++) {
      const pair = [sounds[i], sounds[j]].sort().join('+');
      for (const unit of units) keys.add(`n:${unit}:${pair}`);
    }
  }
  if (r.mobile) keys.add(`m:${r.mobile}`);
  for (const h of r.aadhaarHashes) keys.add(`a:${h}`);
  return [...keys];
}
