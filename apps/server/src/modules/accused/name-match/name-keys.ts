import Sanscript from '@indic-transliteration/sanscript';

/**
 * Search keys of Marathi and Indian names (issue 16 §1, decision 0038). Every word of a
 * name becomes a term with three keys:
 *
 * - `term`: the word as written, normalised (lower case, Unicode variants folded), for the
 *   exact and same-script prefix matches;
 * - `latin`: the word spelt in plain Latin letters the way Marathi is pronounced, with
 *   vowel length, w/v and doubled letters folded; a Devanagari word is transliterated by
 *   Sanscript after its silent vowels are marked, so जाधव and Jadhav give `jadhav`;
 * - `phonetic`: the consonant skeleton of `latin` after the Indian-name rules (aspirates,
 *   sh/s, z/j, ksh/x, nasals before a stop, vowels), so Jadav, Jadhao and जाधव give `jdv`.
 */
export type Script = 'deva' | 'latin';

export interface NameTerm {
  term: string;
  script: Script;
  latin: string;
  phonetic: string;
}

const DEVANAGARI = /[\u0900-\u097f]/;
const VIRAMA = '\u094d';
const NUKTA = '\u093c';
const ANUSVARA = '\u0902';
const VISARGA = '\u0903';
const isConsonant = (c: string) => (c >= '\u0915' && c <= '\u0939') || c === '\u0933';
const isVowelSign = (c: string) => (c >= '\u093e' && c <= '\u094c') || c === '\u0962';
const isIndependentVowel = (c: string) => c >= '\u0904' && c <= '\u0914';

/** Unicode spellings of the same letter written in two ways, folded to one. */
function foldDevanagari(word: string): string {
  return (
    word
      .normalize('NFD')
      // The nukta (ज़, फ़, ड़) is often left out when typing Marathi.
      .replaceAll(NUKTA, '')
      .normalize('NFC')
      // Candra vowels of English loan words (जॉन, बॅग) are typed with plain vowels too.
      .replaceAll('\u0949', '\u094b')
      .replaceAll('\u0945', '\u0947')
      .replaceAll('\u0911', '\u0913')
      .replaceAll('\u090d', '\u090f')
      // Candrabindu and anusvara are the same nasal for a name.
      .replaceAll('\u0901', ANUSVARA)
      .replace(/[^\u0900-\u097f]/g, '')
      .replace(/[\u0964-\u096f]/g, '')
  );
}

/** One written syllable: a consonant cluster or a vowel, then its vowel sign and nasal. */
interface Syllable {
  text: string;
  consonants: number;
  /** Ends in a consonant with its inherent vowel, which Marathi may leave silent. */
  inherent: boolean;
  /** Closed by an anusvara or visarga: its vowel is always spoken. */
  nasal: boolean;
}

function syllables(word: string): Syllable[] {
  const out: Syllable[] = [];
  let i = 0;
  while (i < word.length) {
    const start = i;
    let consonants = 0;
    if (isConsonant(word[i] ?? '')) {
      consonants++;
      i++;
      while (word[i] === VIRAMA && isConsonant(word[i + 1] ?? '')) {
        consonants++;
        i += 2;
      }
    } else if (isIndependentVowel(word[i] ?? '')) {
      i++;
    } else {
      i++;
      out.push({ text: word.slice(start, i), consonants: 0, inherent: false, nasal: false });
      continue;
    }
    let inherent = consonants > 0;
    if (word[i] === VIRAMA) {
      inherent = false;
      i++;
    } else if (isVowelSign(word[i] ?? '')) {
      inherent = false;
      i++;
    }
    let nasal = false;
    while (word[i] === ANUSVARA || word[i] === VISARGA) {
      nasal = true;
      i++;
    }
    out.push({ text: word.slice(start, i), consonants, inherent, nasal });
  }
  return out;
}

/**
 * Marks the vowels Marathi leaves silent with a virama, so the transliteration reads the
 * way the name is said and spelt in Latin: the last inherent vowel after a single
 * consonant (सचिन → sachin, but मित्र keeps its a), and, from right to left, an inherent
 * vowel between a vowel and a spoken consonant-vowel (रामचंद्र → ramchandra,
 * वानखेडे → vankhede). A syllable closed by a nasal keeps its vowel (सावंत → savant).
 */
function markSilentVowels(word: string): string {
  const parts = syllables(word);
  const silent = new Set<number>();
  const last = parts.length - 1;
  const spokenVowelAt = (i: number) => {
    const p = parts[i];
    return p !== undefined && !silent.has(i) && (p.consonants === 0 || !p.text.endsWith(VIRAMA));
  };
  for (let i = last; i >= 1; i--) {
    const p = parts[i];
    if (!p || !p.inherent || p.nasal || p.consonants !== 1) continue;
    if (i === last) {
      silent.add(i);
      continue;
    }
    const next = parts[i + 1];
    const followedBySpokenSyllable =
      next !== undefined && next.consonants === 1 && spokenVowelAt(i + 1);
    if (spokenVowelAt(i - 1) && followedBySpokenSyllable) silent.add(i);
  }
  return parts.map((p, i) => (silent.has(i) ? p.text + VIRAMA : p.text)).join('');
}

/** Spelling differences that are not differences of sound in an Indian name, in Latin. */
function foldLatin(latin: string): string {
  return (
    latin
      .replace(/ee|ii/g, 'i')
      .replace(/oo|uu/g, 'u')
      .replace(/aa/g, 'a')
      .replace(/w/g, 'v')
      // Doubled aspirates and geminates: viththal, vitthal and vithal are one name.
      .replace(/(kh|gh|ch|jh|th|dh|ph|bh|sh)\1/g, '$1')
      .replace(/([kgcjtdpb])\1h/g, '$1h')
      .replace(/([a-z])\1+/g, '$1')
  );
}

function devanagariToLatin(word: string): string {
  const itrans = Sanscript.t(markSilentVowels(word), 'devanagari', 'itrans');
  return foldLatin(
    itrans
      // ज्ञ is said "dny" in Marathi (ज्ञानेश्वर = Dnyaneshwar).
      .replaceAll('j~n', 'dny')
      .replace(/~[nN]/g, 'n')
      // The anusvara is m before a labial, n elsewhere (कांबळे = Kamble, शिंदे = Shinde).
      .replace(/M(?=[pbm])/g, 'm')
      .replace(/M/g, 'n')
      .replace(/R\^?R?[iI]|RRi|R\^i/g, 'ri')
      .replace(/L\^?L?[iI]/g, 'li')
      .replace(/[H.^]/g, '')
      .toLowerCase()
      .replace(/[^a-z]/g, ''),
  );
}

function plainLatin(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

const VOWELS = 'aeiou';

/**
 * The consonant skeleton of a Latin key: the rules of decision 0038 in order. Two words
 * with the same skeleton sound alike to a Marathi ear (Jadhav, Jadav, Jadhao; Bhosale,
 * Bhonsle; Gaikwad, Gayakwad; Laxman, Lakshman; Dsouza, Dsouja).
 */
export function phoneticKey(latin: string): string {
  let s = latin
    .replace(/^(gy|gny|jny|jn|dy(?=a))/, 'dny')
    // Jadhao, Namdeo, Rao: the final v of a Marathi name is often written o.
    .replace(/([ae])[ou]$/, '$1v')
    // Fernandez, Fernandes; Rodriguez, Rodrigues: the Portuguese ending.
    .replace(/ez$/, 'es')
    .replace(/x/g, 'ks')
    .replace(/ksh/g, 'ks')
    .replace(/chh?/g, 'C')
    .replace(/c/g, 'k')
    .replace(/C/g, 'c')
    .replace(/sh/g, 's')
    .replace(/ph|f/g, 'p')
    .replace(/z/g, 'j')
    .replace(/q/g, 'k')
    // An aspirate is its plain consonant: kh gh jh th dh bh, and mh nh vh lh rh.
    .replace(/([bcdgjklmnprstv])h/g, '$1')
    // An h after a vowel and before a consonant is not heard (John, Pralhad/प्रल्हाद).
    .replace(/([aeiouy])h(?=[^aeiouy]|$)/g, '$1')
    // The anusvara before s or h only nasalises the vowel and is often not written
    // (Bhosale, Bhonsle); before a labial it is m (Kamble, कांबळे).
    .replace(/[nm](?=[sh])/g, '')
    .replace(/n(?=[pb])/g, 'm');
  // y after the first letter is a glide of the vowels around it (Gaikwad, Gayakwad, Syed).
  s = s.slice(0, 1) + s.slice(1).replace(/y/g, 'a');
  let out = '';
  let previous = '';
  for (const [i, c] of [...s].entries()) {
    const vowel = VOWELS.includes(c);
    // Vowels are dropped: schwa and vowel length are where Indian spellings differ most.
    if (vowel && i === 0) out += 'a';
    // A consonant written twice in a row is one sound (Sayyed, Thackeray).
    else if (!vowel && c !== previous) out += c;
    previous = c;
  }
  return out;
}

/**
 * The skeleton and, from three letters on, the skeleton with each letter left out once:
 * two words share a variant when their skeletons are one letter apart (dropped, added,
 * changed or two swapped), the typos an officer makes (Gansh, Sovnane, इनादमार). This is
 * SymSpell's deletion index, on the sound of the word rather than its letters.
 */
export function skeletonVariants(phonetic: string): string[] {
  const out = new Set([phonetic]);
  if (phonetic.length >= 3) {
    for (let i = 0; i < phonetic.length; i++) out.add(phonetic.slice(0, i) + phonetic.slice(i + 1));
  }
  return [...out];
}

/**
 * Whether two keys are one edit apart: a letter dropped, added or changed, or two
 * neighbours swapped (Damerau). Sharing a variant finds the candidates; this keeps only
 * the true typos (Suresh and Ramesh share a variant but are two edits apart).
 */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  if (short.length !== long.length) return short.slice(i) === long.slice(i + 1);
  if (short.slice(i + 1) === long.slice(i + 1)) return true;
  return (
    short[i] === long[i + 1] && short[i + 1] === long[i] && short.slice(i + 2) === long.slice(i + 2)
  );
}

/** Keys already worked out: a word's keys never change, and the same names come back. */
const termsByWord = new Map<string, Readonly<NameTerm> | null>();

/**
 * The three keys of one word of a name, or null when nothing of a name is left in it. A
 * stored term gives itself back with the keys it was stored with, so a page's words are
 * read as terms alone and their keys worked out here. Kept in memory (frozen, shared),
 * emptied when it grows past the size of a large dictionary.
 */
export function nameTerm(word: string): Readonly<NameTerm> | null {
  let keys = termsByWord.get(word);
  if (keys === undefined) {
    const made = keysOf(word);
    keys = made && Object.freeze(made);
    if (termsByWord.size >= 100_000) termsByWord.clear();
    termsByWord.set(word, keys);
  }
  return keys;
}

function keysOf(word: string): NameTerm | null {
  // Numbers are not names, but a register sometimes tells two people apart with one
  // ("Sachin Jadhav 2"): they stay words, in Latin digits.
  const digits = word.replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x966));
  if (/^\d+$/.test(digits))
    return { term: digits, script: 'latin', latin: digits, phonetic: digits };
  if (DEVANAGARI.test(word)) {
    const term = foldDevanagari(word);
    const latin = devanagariToLatin(term);
    if (!term || !latin) return null;
    return { term, script: 'deva', latin, phonetic: phoneticKey(latin) };
  }
  const term = plainLatin(word);
  if (!term) return null;
  const latin = foldLatin(term);
  return { term, script: 'latin', latin, phonetic: phoneticKey(latin) };
}

/**
 * Words that join a name and its alias, or title a person, in police registers: "सचिन
 * उर्फ बबल्या जाधव", "Salim alias Bablu Shaikh", "S/o Ramesh". They are not names.
 */
const ALIAS_WORDS = new Set(['urf', 'urph', 'urfe', 'alias', 'alis', 'उर्फ', 'ऊर्फ', 'उर्फे']);
const TITLE_WORDS = new Set([
  'shri',
  'shree',
  'sri',
  'mr',
  'mrs',
  'smt',
  'kum',
  'श्री',
  'श्रीमती',
  'कु',
  'कै',
]);

/** The words of a name as typed: split at spaces and punctuation, relations dropped. */
export function nameWords(text: string): string[] {
  return (
    text
      // Relation markers: "Sachin s/o Ramesh Jadhav".
      .replace(/(^|[\s,])[sdwc]\s*\/\s*o(?=[\s,.]|$)/gi, ' ')
      .split(/[\s.,;:/\\()[\]{}"`+&_|@-]+/)
      .map((w) => w.replace(/['’‘]/g, '').trim())
      .filter((w) => w.length > 0)
  );
}

export interface ParsedName {
  /** Words of the name itself, in the order typed. */
  words: string[];
  /** Words after "उर्फ", "urf", "alias" or "@": the names the person is also known by. */
  aliasWords: string[];
}

/** Splits a register-style name into the name and its aliases. */
export function parseName(text: string): ParsedName {
  const words: string[] = [];
  const aliasWords: string[] = [];
  // "@" is written for alias: "Sachin @ Bablya Jadhav".
  const tokens = text.replace(/@/g, ' urf ').split(/\s+/);
  let inAlias = false;
  for (const token of tokens) {
    for (const word of nameWords(token)) {
      const lower = word.toLowerCase();
      if (ALIAS_WORDS.has(lower)) {
        inAlias = true;
        continue;
      }
      if (TITLE_WORDS.has(lower)) continue;
      // One word follows an alias marker; the surname after it is the name's again.
      (inAlias ? aliasWords : words).push(word);
      inAlias = false;
    }
  }
  return { words, aliasWords };
}

/** Where a term of a record comes from; the list explains a match with it. */
export const TERM_SOURCES = { name: 1, nameEn: 2, father: 3, alias: 4 } as const;
export type TermSource = (typeof TERM_SOURCES)[keyof typeof TERM_SOURCES];

export interface RecordNames {
  name: string;
  nameEn: string;
  fatherName: string;
  aliases: readonly string[];
}

export interface RecordTerm extends NameTerm {
  source: TermSource;
}

/** Every distinct term of a record's names, each with the field it came from first. */
export function recordTerms(r: RecordNames): RecordTerm[] {
  const out = new Map<string, RecordTerm>();
  const add = (words: string[], source: TermSource) => {
    for (const word of words) {
      const t = nameTerm(word);
      if (t && !out.has(t.term)) out.set(t.term, { ...t, source });
    }
  };
  const name = parseName(r.name);
  const nameEn = parseName(r.nameEn);
  add(name.words, TERM_SOURCES.name);
  add(nameEn.words, TERM_SOURCES.nameEn);
  add(parseName(r.fatherName).words, TERM_SOURCES.father);
  add([...name.aliasWords, ...nameEn.aliasWords], TERM_SOURCES.alias);
  for (const alias of r.aliases) add(parseName(alias).words, TERM_SOURCES.alias);
  return [...out.values()];
}

/**
 * A word of a search: a whole word, or an initial ("S.", "स.", "सु.") that matches the
 * start of a word of the record (its `latin` is then that start: s, s, su).
 */
export interface QueryWord extends NameTerm {
  initial: boolean;
}

const DEVANAGARI_INITIAL = /^[\u0915-\u0939\u0933\u0905-\u0914][\u093e-\u094c]?\u0902?$/;

/**
 * What an initial stands for: the start of a word. स. and सं. are any word starting with
 * s (सचिन, संतोष, शंकर: the anusvara and the inherent vowel are not written out), सु. one
 * starting with su, S. one starting with s.
 */
function initialStart(t: NameTerm): string {
  if (t.script === 'latin') return t.latin;
  const bare = t.term.replace(ANUSVARA, '');
  const latin = devanagariToLatin(bare);
  return /^.$/u.test(bare) ? latin.replace(/a$/, '') : latin;
}

/** The words of a search, at most eight, duplicates dropped. */
export function queryWords(text: string): QueryWord[] {
  const { words, aliasWords } = parseName(text);
  const out: QueryWord[] = [];
  for (const word of [...words, ...aliasWords]) {
    const t = nameTerm(word);
    if (!t || out.some((w) => w.term === t.term)) continue;
    const initial = t.script === 'latin' ? /^[a-z]$/.test(t.term) : DEVANAGARI_INITIAL.test(t.term);
    out.push({ ...t, initial, latin: initial ? initialStart(t) : t.latin });
    if (out.length === 8) break;
  }
  // Only initials ("S. R."): they are searched as the starts of words.
  if (out.every((w) => w.initial)) return out.map((w) => ({ ...w, initial: false }));
  return out;
}

/** Trigram similarity of two Latin keys from which a word counts as a typo of the other. */
export const FUZZY_SIMILARITY = 0.45;

function trigrams(text: string): Set<string> {
  const padded = `  ${text} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

/** pg_trgm's similarity of two words (the same padding and count). */
export function trigramSimilarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

/**
 * The level a search word reaches on a word of a record, 1 (exact) to 5 (a typo), or
 * null: the rule the search applies in SQL (name-search.repo.ts) to find the people,
 * written once more here to say which of a page's words matched.
 */
export function matchLevel(
  w: Pick<QueryWord, 'term' | 'latin' | 'phonetic'>,
  t: Pick<NameTerm, 'term' | 'latin' | 'phonetic'>,
): number | null {
  if (t.term === w.term) return 1;
  if ([...w.term].length >= 2 && t.term.startsWith(w.term)) return 2;
  if (t.latin === w.latin || (w.latin.length >= 3 && t.latin.startsWith(w.latin))) return 3;
  if (w.phonetic.length >= 2 && t.phonetic === w.phonetic) return 4;
  if (w.latin.length >= 4 && trigramSimilarity(t.latin, w.latin) >= FUZZY_SIMILARITY) return 5;
  if (w.phonetic.length >= 2 && oneEditApart(w.phonetic, t.phonetic)) return 5;
  return null;
}
