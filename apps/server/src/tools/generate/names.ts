import {
  isAlias,
  NAME_PARTS,
  type NamePart,
} from '../../modules/accused/name-match/eval/lexicon.js';
import type { Rng } from './random.js';

/** A name written in Devanagari (Marathi) and in the Latin spelling the police use. */
export type Pair = readonly [mr: string, en: string];

export type Script = 'deva' | 'latin';
export type Community = 'majority' | 'muslim' | 'christian';

/**
 * Parts of the lexicon picked with Zipf-like weights over its order (most common first), as
 * the evaluation set's builder does: Patil, Jadhav and Shinde carry many people, as in real
 * registers, so a search for a common name finds hundreds and namesakes are common.
 */
class ZipfPicker {
  private readonly cumulative: Float64Array;

  constructor(private readonly parts: readonly NamePart[]) {
    if (parts.length === 0) throw new Error('no name parts to pick from');
    this.cumulative = new Float64Array(parts.length);
    let total = 0;
    parts.forEach((_, i) => {
      total += 1 / Math.pow(i + 1, 0.6);
      this.cumulative[i] = total;
    });
  }

  pick(r: Rng): NamePart {
    const x = r.next() * (this.cumulative[this.cumulative.length - 1] as number);
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.cumulative[mid] as number) > x) hi = mid;
      else lo = mid + 1;
    }
    return this.parts[lo] as NamePart;
  }
}

const inCommunity = (part: NamePart, c: Community) =>
  c === 'majority' ? part.community === undefined : part.community === c;

const SURNAMES = NAME_PARTS.filter((p) => p.kind === 'surname');
const GIVEN = NAME_PARTS.filter((p) => p.kind === 'first' && !isAlias(p));
const ALIASES = NAME_PARTS.filter(isAlias);
/** The Hindi-Urdu nicknames are used across communities; the Marathi -या ones mostly not. */
const COMMON_ALIASES = ALIASES.filter((p) =>
  ['alias-chhotu', 'alias-guddu', 'alias-munna', 'alias-pappu', 'alias-bablu'].includes(p.id),
);

const COMMUNITIES: Community[] = ['majority', 'muslim', 'christian'];
const surnamePickers = new Map(
  COMMUNITIES.map((c) => [c, new ZipfPicker(SURNAMES.filter((p) => inCommunity(p, c)))]),
);
const givenPickers = new Map(
  COMMUNITIES.flatMap((c) =>
    (['m', 'f'] as const).map((g) => [
      `${c}/${g}`,
      new ZipfPicker(GIVEN.filter((p) => inCommunity(p, c) && p.gender === g)),
    ]),
  ),
);
const aliasPickers = new Map<Community, ZipfPicker>([
  ['majority', new ZipfPicker(ALIASES)],
  ['muslim', new ZipfPicker(COMMON_ALIASES)],
  ['christian', new ZipfPicker(COMMON_ALIASES)],
]);

export const pickSurname = (c: Community, r: Rng): NamePart =>
  (surnamePickers.get(c) as ZipfPicker).pick(r);
export const pickGiven = (c: Community, gender: 'm' | 'f', r: Rng): NamePart =>
  (givenPickers.get(`${c}/${gender}`) as ZipfPicker).pick(r);
export const pickAlias = (c: Community, r: Rng): NamePart =>
  (aliasPickers.get(c) as ZipfPicker).pick(r);

/** Maharashtra's shares, roughly: the religion of a person follows from the community. */
export function pickCommunity(r: Rng): Community {
  const roll = r.next();
  return roll < 0.13 ? 'muslim' : roll < 0.15 ? 'christian' : 'majority';
}

const spellings = (part: NamePart, script: Script) =>
  script === 'deva' ? part.devanagari : part.latin;

/** The usual spelling: the lexicon lists it first. */
export const usual = (part: NamePart, script: Script): string =>
  spellings(part, script)[0] as string;

/** Another real spelling of the part in that script, or null when the lexicon knows one only. */
export function otherSpelling(part: NamePart, script: Script, r: Rng): string | null {
  const list = spellings(part, script);
  return list.length > 1 ? (list[1 + r.int(list.length - 1)] as string) : null;
}

/** A first name and surname (usual spellings) for crime members, app users and spots. */
export function shortName(r: Rng): Pair {
  const c = pickCommunity(r);
  const first = pickGiven(c, r.next() < 0.1 ? 'f' : 'm', r);
  const last = pickSurname(c, r);
  return [
    `${usual(first, 'deva')} ${usual(last, 'deva')}`,
    `${usual(first, 'latin')} ${usual(last, 'latin')}`,
  ];
}

export function firstLast(r: Rng): { first: Pair; last: Pair } {
  const c = pickCommunity(r);
  const first = pickGiven(c, r.next() < 0.1 ? 'f' : 'm', r);
  const last = pickSurname(c, r);
  return {
    first: [usual(first, 'deva'), usual(first, 'latin')],
    last: [usual(last, 'deva'), usual(last, 'latin')],
  };
}

/** Every spelling of the lexicon, so that a typo is never, by chance, a real spelling. */
const ALL_SPELLINGS = new Set(
  NAME_PARTS.flatMap((p) => [...p.devanagari, ...p.latin]).map((s) => s.toLowerCase()),
);

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
  d: 'sfex',
  f: 'dgrc',
  g: 'fhtv',
  h: 'gjyb',
  j: 'hkun',
  k: 'jlim',
  l: 'ko',
  z: 'ax',
  x: 'zc',
  c: 'xv',
  v: 'cb',
  b: 'vn',
  n: 'bm',
  m: 'n',
};

/** Aksharas (consonant cluster, vowel sign, nasal) of a Devanagari word. */
const AKSHARA =
  /(?:[\u0915-\u0939\u0958-\u095f]\u093c?(?:\u094d[\u0915-\u0939\u0958-\u095f]\u093c?)*\u094d?|[\u0904-\u0914])[\u093e-\u094c]?[\u0900-\u0903]?|[\s\S]/gu;

/** Whether a word is long enough for a slip to leave it recognisable: five letters. */
export function typoCandidate(word: string, script: Script): boolean {
  return script === 'deva'
    ? [...word].length >= 5 && (word.match(AKSHARA) ?? []).length >= 3
    : word.replace(/[^a-z]/gi, '').length >= 5;
}

/**
 * One slip of the keyboard, never on the first letter (officers rarely miss the first key):
 * in Latin a neighbouring key, a dropped, doubled or swapped letter; in Devanagari a dropped
 * akshara or two swapped. Null when the slip happens to make a real spelling or nothing.
 */
export function typo(word: string, script: Script, r: Rng): string | null {
  let out: string;
  if (script === 'deva') {
    const units = word.match(AKSHARA) ?? [];
    const i = 1 + r.int(units.length - 1);
    if (r.next() < 0.5 || i + 1 >= units.length) units.splice(i, 1);
    else [units[i], units[i + 1]] = [units[i + 1] as string, units[i] as string];
    out = units.join('');
  } else {
    const letters = [...word];
    const positions = letters
      .map((_, i) => i)
      .filter((i) => i > 0 && /[a-z]/i.test(letters[i] as string));
    const i = r.pick(positions);
    const ch = letters[i] as string;
    const op = r.int(4);
    const next = letters[i + 1];
    if (op === 0) letters.splice(i, 1);
    else if (op === 1 && next && /[a-z]/i.test(next) && next.toLowerCase() !== ch.toLowerCase()) {
      letters[i] = next;
      letters[i + 1] = ch;
    } else if (op === 2) letters.splice(i, 0, ch);
    else {
      const key = r.pick([...(QWERTY_NEIGHBOURS[ch.toLowerCase()] ?? 'a')]);
      letters[i] = ch === ch.toUpperCase() ? key.toUpperCase() : key;
    }
    out = letters.join('');
  }
  return out === word || ALL_SPELLINGS.has(out.toLowerCase()) ? null : out;
}

/** Syllables that make believable place names for synthetic units and police stations. */
const PLACE_HEAD: Pair[] = [
  ['राम', 'Ram'],
  ['शिव', 'Shiv'],
  ['गणेश', 'Ganesh'],
  ['लक्ष्मी', 'Laxmi'],
  ['हनुमान', 'Hanuman'],
  ['कृष्ण', 'Krishna'],
  ['विठ्ठल', 'Vitthal'],
  ['भीम', 'Bhim'],
  ['सिद्ध', 'Siddha'],
  ['चंद्र', 'Chandra'],
  ['सूर्य', 'Surya'],
  ['नारायण', 'Narayan'],
  ['देव', 'Dev'],
  ['सोम', 'Som'],
  ['मंगळ', 'Mangal'],
  ['गोविंद', 'Govind'],
  ['केशव', 'Keshav'],
  ['माधव', 'Madhav'],
  ['अंबा', 'Amba'],
  ['भवानी', 'Bhavani'],
];
const PLACE_TAIL: Pair[] = [
  ['पूर', 'pur'],
  ['नगर', 'nagar'],
  ['वाडी', 'wadi'],
  ['गाव', 'gaon'],
  ['पेठ', 'peth'],
  ['आबाद', 'abad'],
  ['खेड', 'khed'],
  ['वाडा', 'wada'],
  ['गड', 'gad'],
  ['तळे', 'tale'],
];

/** Place name number `n`: distinct for n < 200, then with a Latin-digit suffix. */
export function placeName(n: number): Pair {
  const head = PLACE_HEAD[n % PLACE_HEAD.length] as Pair;
  const tail = PLACE_TAIL[Math.floor(n / PLACE_HEAD.length) % PLACE_TAIL.length] as Pair;
  const round = Math.floor(n / (PLACE_HEAD.length * PLACE_TAIL.length));
  const suffix = round > 0 ? ` ${round + 1}` : '';
  return [`${head[0]}${tail[0]}${suffix}`, `${head[1]}${tail[1]}${suffix}`];
}
