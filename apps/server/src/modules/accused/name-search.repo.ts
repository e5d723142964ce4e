import { asc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { NAME_MATCH_LEVELS } from '@cmis/shared';
import type { Executor } from '../../db/client.js';
import { accused, accusedNameTerms, nameTerms } from '../../db/schema/index.js';
import {
  FUZZY_SIMILARITY,
  matchLevel,
  nameTerm,
  skeletonVariants,
  type QueryWord,
  type RecordTerm,
} from './name-match/name-keys.js';

/**
 * Name search in SQL (decision 0038). The words of a search are expanded over the
 * dictionary of name words (`name_terms`, a few rows per word through its indexes), each
 * expansion with its level; the people holding an expanded word are read from
 * `accused_name_terms` with the unit leading, so a unit's search never reads the state's
 * matches. Terms hold only letters of one script (name-keys.ts), so they carry no LIKE
 * wildcard.
 */

/** Levels of a match, best first (1 = exact): the ranking of issue 16 §1. */
export const MATCH_LEVELS = NAME_MATCH_LEVELS;

/** A PostgreSQL array literal as one parameter; terms hold letters only, nothing to quote. */
const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v}"`).join(',')}}`}::text[]`;

/**
 * A word starting with `prefix`, as a range of the text_pattern_ops index (from the prefix
 * up to the prefix with its last character raised): unlike LIKE, a range stays an index
 * range when the statement's plan is kept for any prefix.
 */
function startsWith(column: SQL, prefix: string): SQL {
  const last = prefix.codePointAt(prefix.length - 1) ?? 0;
  const upper = prefix.slice(0, -1) + String.fromCodePoint(last + 1);
  return sql`(${column} ~>=~ ${prefix} and ${column} ~<~ ${upper})`;
}

/**
 * `matches`: the dictionary words each whole word of the search reaches, with the best
 * level (name-keys.ts matchLevel is the same rule). Each word's branches carry its keys as
 * constants, so every branch is one range of an index of the dictionary. Typos (level 5:
 * one edit of the sound, or trigram similarity) are looked for only by the loose reach:
 * they are the dearest part of the expansion, and a word that matches a dictionary word
 * otherwise never counts them.
 */
function expansion(whole: readonly QueryWord[], reach: Reach): SQL {
  const branches = whole.map((w, index) => {
    // Each condition is one index range of the dictionary; the planner ORs their bitmaps.
    const level: SQL[] = [sql`when term = ${w.term} then 1`];
    const found: SQL[] = [sql`term = ${w.term}`, sql`latin = ${w.latin}`];
    if ([...w.term].length >= 2) {
      level.push(sql`when ${startsWith(sql`term`, w.term)} then 2`);
      found.push(startsWith(sql`term`, w.term));
    }
    level.push(sql`when latin = ${w.latin} then 3`);
    if (w.latin.length >= 3) {
      level.push(sql`when ${startsWith(sql`latin`, w.latin)} then 3`);
      found.push(startsWith(sql`latin`, w.latin));
    }
    if (w.phonetic.length >= 2) {
      level.push(sql`when phonetic = ${w.phonetic} then 4`);
      found.push(sql`phonetic = ${w.phonetic}`);
    }
    if (reach === 'loose') {
      const typos: SQL[] = [];
      if (w.phonetic.length >= 2) {
        const variants = sql`variants && ${textArray(skeletonVariants(w.phonetic))}`;
        typos.push(sql`(${variants} and ${oneEditApart(sql`${w.phonetic}::text`, sql`phonetic`)})`);
        found.push(variants);
      }
      if (w.latin.length >= 4) {
        typos.push(
          sql`(latin % ${w.latin} and similarity(latin, ${w.latin}) >= ${FUZZY_SIMILARITY})`,
        );
        found.push(sql`latin % ${w.latin}`);
      }
      if (typos.length > 0) level.push(sql`when ${sql.join(typos, sql` or `)} then 5`);
    }
    return sql`select ${index + 1}::int as i, term, case ${sql.join(level, sql` `)} end as level
                 from name_terms where ${sql.join(found, sql` or `)}`;
  });
  return sql`matches as (
      select i, term, level from (${sql.join(branches, sql` union all `)}) x
       where level is not null
    )`;
}

/**
 * How far a search reaches: `strict` without typos; `loose`, asked only when the strict
 * search finds nobody, with the typos of every word and then, for a name of three words or
 * more, with all words but one ("Sachin Ramesh Jadhav" for a record typed "Sachin
 * Jadhav"). Two statements where one would do for the rare search that needs the typos;
 * the common one plans and runs without the fallback's parts.
 */
export type Reach = 'strict' | 'loose';

/**
 * Runs a search as far as it must reach: without the fallback first, and with it only when
 * that finds nobody.
 */
export async function reaching<T>(
  search: string | undefined,
  run: (reach: Reach) => Promise<T>,
  found: (result: T) => boolean,
): Promise<T> {
  const strict = await run('strict');
  return search === undefined || found(strict) ? strict : run('loose');
}

/**
 * The accused whose names hold every word of the search (any order, any field), each with
 * its rank (the worst level of its words, and their sum). `cityId` keeps the postings to
 * one unit's records; null reads every unit's (a station's jurisdiction reaches records
 * entered elsewhere; its scope filters them after). Whole words find the people; initials
 * then only keep those holding another word that starts so. Only the best level per word
 * and person is carried: which word matched is read for the page's rows alone.
 */
export function nameMatches(
  words: readonly QueryWord[],
  cityId: number | null,
  reach: Reach = 'strict',
): SQL {
  const whole = words.filter((w) => !w.initial);
  // Nothing of a name typed (punctuation only): nobody.
  if (whole.length === 0) {
    return sql`(select null::int as accused_id, 0 as worst, 0 as total where false)`;
  }
  const initials = words.filter((w) => w.initial);
  const unit = cityId === null ? sql`` : sql`and p.city_id = ${cityId}`;
  const n = whole.length;
  const found = initials.length === 0 ? sql`found` : sql`found_all`;
  const ranked =
    n === 1
      ? // One word: one pass, the best level of each holder.
        sql`${found} as (
          select p.accused_id, min(e.level) as worst, min(e.level)::int as total
            from matches e join accused_name_terms p on p.term = e.term ${unit}
           group by p.accused_id
        )`
      : manyWords(n, unit, found, reach);
  return sql`(
    with ${expansion(whole, reach)},
    ${ranked}
    ${initials.length === 0 ? sql`` : initialsFilter(initials)}
    select accused_id, worst, total from found
  )`;
}

/**
 * Several words: one pass over their holders, each person's best level per word side by
 * side (l1 … ln), then the people holding every word; the loose reach adds, when nobody
 * holds them all, the people holding all but one.
 */
function manyWords(n: number, unit: SQL, found: SQL, reach: Reach): SQL {
  const columns = Array.from({ length: n }, (_, k) => sql.raw(`l${k + 1}`));
  const list = sql.join(columns, sql`, `);
  const perWord = Array.from(
    { length: n },
    (_, k) => sql`min(e.level) filter (where e.i = ${sql.raw(String(k + 1))}) as ${columns[k]}`,
  );
  const nearly =
    reach === 'loose' && n >= 3
      ? sql`union all
          select accused_id, 6, (${sql.join(
            columns.map((c) => sql`coalesce(${c}, 0)`),
            sql` + `,
          )})::int + 6
            from word_levels
           where num_nulls(${list}) = 1 and not exists (select 1 from whole_found)`
      : sql``;
  return sql`word_levels as (
      select p.accused_id, ${sql.join(perWord, sql`, `)}
        from matches e join accused_name_terms p on p.term = e.term ${unit}
       group by p.accused_id
    ),
    whole_found as (
      select accused_id, greatest(${list}) as worst, (${sql.join(columns, sql` + `)})::int as total
        from word_levels where num_nulls(${list}) = 0
    ),
    ${found} as (
      select * from whole_found
      ${nearly}
    )`;
}

/**
 * Keeps the people found by the whole words who also hold, for each initial, a word
 * starting with it other than the words the whole words reached (S. Shirsath is not
 * Shirsath), read from their own terms through the primary key.
 */
function initialsFilter(initials: readonly QueryWord[]): SQL {
  const starts = textArray(initials.map((w) => w.latin));
  return sql`, qi as (
      select * from unnest(${starts}) with ordinality as qi(start, n)
    ),
    found as (
      select f.accused_id, greatest(f.worst, 2) as worst, f.total + 2 * ${initials.length} as total
        from found_all f
       where (select count(distinct qi.n) from qi
                join accused_name_terms p on p.accused_id = f.accused_id
                join name_terms t on t.term = p.term and t.latin like qi.start || '%'
               where not exists (
                       select 1 from matches e join name_terms mt on mt.term = e.term
                        where mt.phonetic = t.phonetic
                          and exists (select 1 from accused_name_terms p2
                                       where p2.accused_id = f.accused_id and p2.term = e.term))
             ) = ${initials.length}
    )`;
}

/**
 * The words a record holds, in the order of its fields (name first), as a column of its
 * row: for a page's ten rows only, through the primary key. Their keys are worked out
 * again in memory (nameTerm), not read from the dictionary.
 */
export function heldTermsOf(accusedId: SQL): SQL<string[]> {
  return sql<string[]>`(select coalesce(array_agg(p.term order by p.source, p.term), '{}')
    from accused_name_terms p where p.accused_id = ${accusedId})`;
}

/**
 * Per word of the search, the best level a record's words reach and the word that reached
 * it (the first field holding it), by name-keys.ts matchLevel.
 */
export function wordLevels(
  words: readonly QueryWord[],
  held: readonly string[],
): [number, number, string][] {
  const keys = held.map(nameTerm).filter((k) => k !== null);
  const found: [number, number, string][] = [];
  words
    .filter((w) => !w.initial)
    .forEach((w, index) => {
      let best: { level: number; term: string } | null = null;
      for (const t of keys) {
        const level = matchLevel(w, t);
        if (level !== null && (best === null || level < best.level)) best = { level, term: t.term };
      }
      if (best) found.push([index + 1, best.level, best.term]);
    });
  return found;
}

/**
 * name-keys.ts's oneEditApart in SQL, for the few dictionary words that share a typo
 * variant with a search word: a letter dropped or added, changed, or two neighbours swapped.
 */
function oneEditApart(a: SQL, b: SQL): SQL {
  return sql`(${a} = ${b}
    or exists (select 1 from generate_series(1, greatest(char_length(${a}), char_length(${b}))) g(n)
                where (char_length(${a}) = char_length(${b}) + 1
                       and overlay(${a} placing '' from g.n for 1) = ${b})
                   or (char_length(${b}) = char_length(${a}) + 1
                       and overlay(${b} placing '' from g.n for 1) = ${a})
                   or (char_length(${a}) = char_length(${b})
                       and (overlay(${a} placing '' from g.n for 1) = overlay(${b} placing '' from g.n for 1)
                            or overlay(${a} placing substr(${a}, g.n + 1, 1) || substr(${a}, g.n, 1)
                                       from g.n for 2) = ${b}))))`;
}

/** The rank of a match as one number, larger is better: worst level first, then the sum. */
export const matchRank = (alias: string) =>
  sql<number>`(100000 - ${sql.raw(alias)}.worst * 1000 - ${sql.raw(alias)}.total)`;

export interface TermRow {
  accusedId: number;
  cityId: number;
  terms: RecordTerm[];
}

/**
 * Writes the search terms of records, replacing what they held, and stamps the version
 * of the rules they were made with. New words join the dictionary.
 */
export async function writeNameTerms(db: Executor, rows: readonly TermRow[], version: number) {
  if (rows.length === 0) return;
  const words = new Map<string, RecordTerm>();
  for (const r of rows) for (const t of r.terms) words.set(t.term, t);
  if (words.size > 0) {
    await db
      .insert(nameTerms)
      .values(
        [...words.values()].map((t) => ({
          term: t.term,
          latin: t.latin,
          phonetic: t.phonetic,
          variants: skeletonVariants(t.phonetic),
        })),
      )
      .onConflictDoNothing();
  }
  const ids = rows.map((r) => r.accusedId);
  await db.delete(accusedNameTerms).where(inArray(accusedNameTerms.accusedId, ids));
  const postings = rows.flatMap((r) =>
    r.terms.map((t) => ({
      accusedId: r.accusedId,
      term: t.term,
      source: t.source,
      cityId: r.cityId,
    })),
  );
  if (postings.length > 0) await db.insert(accusedNameTerms).values(postings);
  await db.update(accused).set({ nameKeysVersion: version }).where(inArray(accused.id, ids));
}

/** The names of records whose terms were made with older rules, a batch at a time. */
export function staleNameRecords(db: Executor, version: number, limit: number) {
  return db
    .select({
      id: accused.id,
      cityId: accused.cityId,
      name: accused.name,
      nameEn: accused.nameEn,
      fatherName: accused.fatherName,
      aliases: accused.aliases,
    })
    .from(accused)
    .where(lt(accused.nameKeysVersion, version))
    .orderBy(asc(accused.id))
    .limit(limit);
}

export async function recordNames(db: Executor, id: number) {
  const rows = await db
    .select({
      id: accused.id,
      cityId: accused.cityId,
      name: accused.name,
      nameEn: accused.nameEn,
      fatherName: accused.fatherName,
      aliases: accused.aliases,
    })
    .from(accused)
    .where(eq(accused.id, id));
  return rows[0];
}
