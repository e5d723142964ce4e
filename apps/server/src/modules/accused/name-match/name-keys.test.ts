import { describe, expect, it } from 'vitest';
import { NAME_PARTS } from './eval/lexicon.js';
import {
  nameTerm,
  nameWords,
  oneEditApart,
  parseName,
  phoneticKey,
  queryWords,
  recordTerms,
  skeletonVariants,
  TERM_SOURCES,
} from './name-keys.js';

/** The rules of decision 0038, one example or more each. */
const latin = (word: string) => nameTerm(word)?.latin;
const sound = (word: string) => nameTerm(word)?.phonetic;

describe('transliteration: Devanagari read the way Marathi says it', () => {
  it.each([
    ['जाधव', 'jadhav'],
    ['सचिन', 'sachin'],
    ['सचीन', 'sachin'],
    ['पाटील', 'patil'],
    ['शिंदे', 'shinde'],
    ['शिन्दे', 'shinde'],
    ['कांबळे', 'kamble'],
    ['रामचंद्र', 'ramchandra'],
    ['वानखेडे', 'vankhede'],
    ['सावंत', 'savant'],
    ['ज्ञानेश्वर', 'dnyaneshvar'],
    ['लक्ष्मण', 'lakshman'],
    ['कृष्णा', 'krishna'],
    ['मित्र', 'mitra'],
    ['जॉन', 'jon'],
    ['फ़िरोज़', 'phiroj'],
  ])('%s → %s', (deva, expected) => {
    expect(latin(deva)).toBe(expected);
  });

  it('folds Latin spellings of one sound: vowel length, w/v, doubled letters', () => {
    expect(latin('Sacheen')).toBe('sachin');
    expect(latin('Pooja')).toBe(latin('पूजा'));
    expect(latin('Wankhede')).toBe(latin('वानखेडे'));
    expect(latin('Vitthal')).toBe(latin('विठ्ठल'));
    expect(latin("D'Souza")).toBe('dsouza');
    expect(latin('PĀṬĪL')).toBe('patil');
  });
});

describe('phonetic key for Indian names', () => {
  const alike: [string, string][] = [
    ['Jadhav', 'Jadav'], // aspirate dh/d
    ['Jadhav', 'Jadhao'], // final -ao/-av
    ['Bhosale', 'Bosale'], // bh/b
    ['Thorat', 'Torat'], // th/t
    ['Khan', 'Kan'], // kh/k
    ['Chavan', 'Chhavan'], // ch/chh
    ['Pawar', 'Pavar'], // w/v
    ['Sunil', 'Suneel'], // ee/i
    ['Pooja', 'Puja'], // oo/u
    ['Sayyed', 'Syed'], // doubled letters, y glide
    ['Shinde', 'Sinde'], // sh/s
    ['Zende', 'Jende'], // z/j
    ['Laxman', 'Lakshman'], // ksh/x
    ['Ramchandra', 'Ramachandra'], // schwa
    ['Dhotre', 'Dhotare'], // schwa
    ['भोसले', 'भोंसले'], // anusvara before s
    ['गणेश', 'गणेश़'], // nukta
    ['Gaikwad', 'Gayakwad'], // -wad spellings
    ['Shinde', 'Shinday'], // -e/-ay
    ['Tendulkar', 'Tendolkar'], // -kar with another vowel
    ['Namdev', 'Namdeo'], // -dev/-deo
    ['Dnyaneshwar', 'Gyaneshwar'], // dny/gy
    ['Fernandes', 'Fernandez'],
    ['जाधव', 'Jadhav'], // across scripts
    ['सचिन', 'SACHIN'],
    ['कांबळे', 'Kambale'],
  ];
  it.each(alike)('%s sounds like %s', (a, b) => {
    expect(sound(a)).toBe(sound(b));
  });

  const apart: [string, string][] = [
    ['Patil', 'Pawar'],
    ['Sachin', 'Sagar'],
    ['Ramesh', 'Suresh'],
    ['Jadhav', 'Jagtap'],
    ['Kamble', 'Kale'],
  ];
  it.each(apart)('%s does not sound like %s', (a, b) => {
    expect(sound(a)).not.toBe(sound(b));
  });

  it('keeps a leading vowel as one class and drops the rest', () => {
    expect(phoneticKey('imran')).toBe('amrn');
    expect(phoneticKey('emran')).toBe('amrn');
    expect(phoneticKey('sachin')).toBe('scn');
  });
});

describe('typos: one edit apart on the sound', () => {
  it('finds a dropped, added, changed or swapped letter, not two edits', () => {
    expect(oneEditApart('klkrn', 'klrn')).toBe(true);
    expect(oneEditApart('snvn', 'svnn')).toBe(true);
    expect(oneEditApart('smd', 'snd')).toBe(true);
    expect(oneEditApart('abgl', 'angl')).toBe(true);
    expect(oneEditApart('srs', 'rms')).toBe(false);
    expect(oneEditApart('jdv', 'jdvkr')).toBe(false);
  });

  it('indexes the skeleton and its one-letter deletions from three letters on', () => {
    expect(skeletonVariants('jdv').sort()).toEqual(['dv', 'jd', 'jdv', 'jv']);
    expect(skeletonVariants('sd')).toEqual(['sd']);
  });
});

describe('words of a name as registers write them', () => {
  it('splits the alias after उर्फ, urf, alias or @, and drops s/o and titles', () => {
    expect(parseName('सचिन उर्फ बबल्या रमेश जाधव')).toEqual({
      words: ['सचिन', 'रमेश', 'जाधव'],
      aliasWords: ['बबल्या'],
    });
    expect(parseName('Salim @ Bablu Shaikh')).toEqual({
      words: ['Salim', 'Shaikh'],
      aliasWords: ['Bablu'],
    });
    expect(parseName('Shri Sachin s/o Ramesh Jadhav').words).toEqual([
      'Sachin',
      'Ramesh',
      'Jadhav',
    ]);
  });

  it('keeps a number as a word, in Latin digits', () => {
    expect(nameTerm('२')).toMatchObject({ term: '2', phonetic: '2' });
  });

  it("gives every distinct word of a record's names with its field", () => {
    const terms = recordTerms({
      name: 'राहुल उर्फ बबल्या धोत्रे',
      nameEn: 'Rahul Dhotre',
      fatherName: 'दत्तात्रय',
      aliases: ['Pappya'],
    });
    expect(terms.map((t) => [t.term, t.source])).toEqual([
      ['राहुल', TERM_SOURCES.name],
      ['धोत्रे', TERM_SOURCES.name],
      ['rahul', TERM_SOURCES.nameEn],
      ['dhotre', TERM_SOURCES.nameEn],
      ['दत्तात्रय', TERM_SOURCES.father],
      ['बबल्या', TERM_SOURCES.alias],
      ['pappya', TERM_SOURCES.alias],
    ]);
  });

  it('reads initials in either script as the start of a word', () => {
    expect(queryWords('S. Jadhav').map((w) => [w.initial, w.latin])).toEqual([
      [true, 's'],
      [false, 'jadhav'],
    ]);
    expect(queryWords('सु. जाधव')[0]).toMatchObject({ initial: true, latin: 'su' });
    expect(queryWords('सं. जाधव')[0]).toMatchObject({ initial: true, latin: 's' });
    // Initials alone are searched as the starts of words.
    expect(queryWords('S. R.').every((w) => !w.initial)).toBe(true);
  });
});

describe('keys of a stored term', () => {
  // A page's reasons work the keys out from the stored term: they must be the keys the
  // dictionary was written with, for every spelling of the lexicon.
  it('gives the keys the word was stored with, in both scripts', () => {
    const words = NAME_PARTS.flatMap((p) => [...p.devanagari, ...p.latin]).flatMap(nameWords);
    expect(words.length).toBeGreaterThan(500);
    for (const word of words) {
      const stored = nameTerm(word);
      if (!stored) continue;
      expect(nameTerm(stored.term), word).toEqual(stored);
    }
  });
});
