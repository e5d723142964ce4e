import {
  nameTerm,
  nameWords,
  parseName,
  TERM_SOURCES,
  type RecordNames,
  type RecordTerm,
  type TermSource,
} from '../../modules/accused/name-match/name-keys.js';

/**
 * `recordTerms` of name-keys.ts with its work kept per word: the transliteration costs about
 * 6 µs a Devanagari word and a record 40 µs, 40 s a pass over the state's million records,
 * while the words are a few thousand. The smoke test checks that both give the same terms
 * for every record of the toy set.
 */
const termsBySource = new Map<TermSource, Map<string, RecordTerm | null>>();

function termOf(word: string, source: TermSource): RecordTerm | null {
  let words = termsBySource.get(source);
  if (!words) {
    words = new Map();
    termsBySource.set(source, words);
  }
  let t = words.get(word);
  if (t === undefined) {
    const keys = nameTerm(word);
    t = keys && { ...keys, source };
    words.set(word, t);
  }
  return t;
}

/**
 * parseName splits at white space and reads each token alone, but for an alias marker
 * ("उर्फ", "urf", "@"), which moves the next word to the aliases. A token's words are kept;
 * a field with a token that drops a word (a marker, a title) or yields none is parsed whole.
 */
const tokenWords = new Map<string, string[]>();

function wordsOf(field: string): { words: string[]; aliasWords: string[] } {
  if (field === '') return { words: [], aliasWords: [] };
  const words: string[] = [];
  for (const token of field.split(' ')) {
    let w = tokenWords.get(token);
    if (w === undefined) {
      const parsed = parseName(token);
      const whole =
        parsed.aliasWords.length === 0 &&
        parsed.words.length === nameWords(token).length &&
        !token.includes('@');
      w = whole ? parsed.words : [];
      tokenWords.set(token, w);
    }
    if (w.length === 0) return parseName(field);
    words.push(...w);
  }
  return { words, aliasWords: [] };
}

export function recordTermsCached(r: RecordNames): RecordTerm[] {
  const out = new Map<string, RecordTerm>();
  const add = (words: string[], source: TermSource) => {
    for (const word of words) {
      const t = termOf(word, source);
      if (t && !out.has(t.term)) out.set(t.term, t);
    }
  };
  const name = wordsOf(r.name);
  const nameEn = wordsOf(r.nameEn);
  add(name.words, TERM_SOURCES.name);
  add(nameEn.words, TERM_SOURCES.nameEn);
  add(wordsOf(r.fatherName).words, TERM_SOURCES.father);
  add([...name.aliasWords, ...nameEn.aliasWords], TERM_SOURCES.alias);
  for (const alias of r.aliases) add(wordsOf(alias).words, TERM_SOURCES.alias);
  return [...out.values()];
}
