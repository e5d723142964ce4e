import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type {
  AccusedListItem,
  AccusedListQuery,
  CrimeInput,
  NameMatch,
  Language,
  OtherInfoInput,
} from '@cmis/shared';
import type { Executor } from '../../db/client.js';
import { keptStatement, runPrepared } from '../../db/prepared.js';
import { qualified } from '../../db/qualified.js';
import {
  accused,
  accusedOtherInfo,
  accusedTallies,
  cities,
  religions,
  crimeMembers,
  crimeSections,
  crimes,
  files,
  policeStations,
} from '../../db/schema/index.js';
import type { Actor, RecordScope } from '../../platform/actor.js';
import { editsEntry } from '../../platform/scope.js';
import { nameTerm, parseName, queryWords, type QueryWord } from './name-match/name-keys.js';
import {
  heldTermsOf,
  MATCH_LEVELS,
  wordLevels,
  matchRank,
  nameMatches,
  reaching,
  type Reach,
} from './name-search.repo.js';

export { stationCity, mismatchedSections, stationName, unitName } from '../../db/masters.js';

export type AccusedRow = typeof accused.$inferSelect;

/** Which accused a list shows: the unit, and for a station one of its two tabs. */
export interface ListScope<Id = number> {
  cityId: Id;
  /** Role 2: 'entered' = its station entered the record; 'jurisdiction' = crime or address at the station. */
  station?: { id: Id; tab: 'entered' | 'jurisdiction' };
}

/** An id in a list statement: the request's own, or the placeholder of a kept statement. */
type Bound = number | Placeholder;

function scopeCondition(scope: ListScope<Bound>): SQL | undefined {
  if (!scope.station) return eq(accused.cityId, scope.cityId);
  const stationId = scope.station.id;
  if (scope.station.tab === 'entered') return eq(accused.stationId, stationId);
  return or(
    eq(accused.addressStationId, stationId),
    sql`exists (select 1 from ${crimes} where ${crimes.accusedId} = ${accused.id} and ${crimes.stationId} = ${stationId})`,
  );
}

/**
 * A name search joins the records whose names hold every word of it (decision 0038): read
 * from the unit's postings when the scope is a unit or a station's own records, from every
 * unit's when it is a station's jurisdiction (records entered elsewhere reach it).
 */
function nameSearch(scope: ListScope, search: string | undefined, reach: Reach) {
  if (search === undefined) return null;
  const words = queryWords(search);
  const unit = ownUnit(scope);
  return {
    words,
    table: sql`${nameMatches(words, unit, reach)} as name_match`,
    on: sql`name_match.accused_id = ${accused.id}`,
  };
}

/** How far the list's search reaches for these filters: for the export, which follows it. */
export async function searchReach(db: Executor, scope: ListScope, q: ListFilter): Promise<Reach> {
  const search = nameSearch(scope, q.search, 'strict');
  if (!search) return 'strict';
  const rows = await db
    .select({ id: accused.id })
    .from(accused)
    .innerJoin(search.table, search.on)
    .where(filterCondition(scope, q))
    .limit(1);
  return rows.length > 0 ? 'strict' : 'loose';
}

/**
 * A unit's plain name search (no heading, condition or sorter): the unit's postings are
 * its scope, so the matches are ranked, counted and cut to the page before any accused row
 * is read; only the page's rows are joined. A common surname's thousand holders are then a
 * count, not a thousand row reads.
 */
function rankedPage(scope: ListScope, q: AccusedListQuery, words: QueryWord[], reach: Reach) {
  if (scope.station || q.filter || q.condition || q.sort) return null;
  return {
    table: sql`(select accused_id, worst, total, (count(*) over ())::int as matches
                  from ${nameMatches(words, scope.cityId, reach)} found
                 order by worst, total, accused_id desc
                 limit ${q.size} offset ${q.page * q.size}) as name_match`,
    on: sql`name_match.accused_id = ${accused.id}`,
  };
}

/**
 * Both headings are id lists kept on the accused. Within a unit they are asked as the unit's
 * keys, which its GIN index holds (migration 0018); a station's jurisdiction also holds
 * records entered by other units, so there the lists themselves are compared.
 */
function headingCondition(filter: 'type' | 'title', ids: number[], unit: Bound | null): SQL {
  const column = filter === 'type' ? accused.crimeTypeIds : accused.crimeTitleIds;
  const asked = sql.raw(`ARRAY[${ids.map(Number).join(',')}]::integer[]`);
  return unit === null
    ? sql`${column} && ${asked}`
    : sql`cmis_unit_keys(${accused.cityId}, ${column}) && cmis_unit_keys(${unit}::integer, ${asked})`;
}

type ListFilter = Pick<AccusedListQuery, 'search' | 'filter' | 'headingIds' | 'condition'>;

/** The unit whose records alone a list shows; a station's jurisdiction reaches other units'. */
function ownUnit<Id>(scope: ListScope<Id>): Id | null {
  return scope.station?.tab === 'jurisdiction' ? null : scope.cityId;
}

/**
 * The total of a list without search or filter, from the tallies the database keeps per
 * entering unit and station (migration 0018): no second scan of the unit's records.
 */
function talliedTotal(scope: ListScope<Bound>, q: ListFilter): SQL<number> | null {
  if (q.search !== undefined || q.condition || (q.filter && q.headingIds?.length)) return null;
  if (scope.station?.tab === 'jurisdiction') return null;
  return sql<number>`(select coalesce(sum(${accusedTallies.accused}), 0)::int from ${accusedTallies}
    where ${and(
      eq(accusedTallies.cityId, scope.cityId),
      scope.station ? eq(accusedTallies.stationId, scope.station.id) : undefined,
    )})`;
}

/**
 * The list's rows: the scope, the search, the heading filter and the current condition
 * (`condition` stands for q.condition in a kept statement).
 */
function filterCondition(
  scope: ListScope<Bound>,
  q: ListFilter,
  condition: string | Placeholder | undefined = q.condition,
): SQL | undefined {
  const heading =
    q.filter && q.headingIds?.length
      ? headingCondition(q.filter, q.headingIds, ownUnit(scope))
      : undefined;
  // A unit's keys already hold the unit; asking the unit again only makes the planner
  // intersect a second index of the unit's 20,000 rows with the heading's holders.
  const unitInKeys = heading !== undefined && !scope.station;
  return and(
    unitInKeys ? undefined : scopeCondition(scope),
    heading,
    condition ? sql`${accused.currentCondition} = ${condition}` : undefined,
  );
}

const firstPhoto = sql<string | null>`${accused.photoIds}[1]`;

/**
 * The list's order, shared with the export so the CSV comes out as the screen shows it:
 * the chosen sorter (station names in the reader's language), else the closest names
 * first while searching, else the newest first. The id breaks ties in the same direction,
 * which lets the export page through by keyset on (key, id).
 */
function listOrder(
  q: Pick<AccusedListQuery, 'search' | 'sort' | 'order'>,
  language: Language,
): { key: SQL | undefined; descending: boolean } {
  const descending = q.order === 'desc';
  switch (q.sort) {
    case 'name':
      return { key: sql`${accused.name}`, descending };
    case 'age':
      return { key: sql`${accused.age}`, descending };
    case 'station':
      return {
        key: sql`${language === 'mr' ? policeStations.nameMr : policeStations.nameEn}`,
        descending,
      };
    case 'crimeCount':
      return { key: sql`${accused.crimeCount}`, descending };
    case undefined:
      // The best match first (decision 0038), else the newest record.
      return q.search
        ? { key: matchRank('name_match'), descending: true }
        : { key: undefined, descending: true };
  }
}

export function listAccused(
  db: Executor,
  actor: Actor,
  scope: ListScope,
  q: AccusedListQuery,
  language: Language = 'mr',
): Promise<{ items: AccusedListItem[]; total: number }> {
  return reaching(
    q.search,
    (reach) => listPage(db, actor, scope, q, language, reach),
    (page) => page.total > 0,
  );
}

async function listPage(
  db: Executor,
  actor: Actor,
  scope: ListScope,
  q: AccusedListQuery,
  language: Language,
  reach: Reach,
): Promise<{ items: AccusedListItem[]; total: number }> {
  // A name search reads its matches once: the total comes with the page as a window
  // count (the matches are few), where a second statement would search again.
  const search = nameSearch(scope, q.search, reach);
  const ranked = search ? rankedPage(scope, q, search.words, reach) : null;
  let rows: PageRow[];
  if (search) {
    const query = pageQuery(db, scope, q, language, { search, ranked });
    if (!ranked) query.limit(q.size).offset(q.page * q.size);
    // A search's text repeats with the number of words: its plan is worth keeping.
    rows = await runPrepared(query);
  } else {
    rows = await keptPage(db, scope, q, language).execute({
      cityId: scope.cityId,
      stationId: scope.station?.id,
      condition: q.condition,
      limit: q.size,
      offset: q.page * q.size,
    });
  }
  // A page past the end has no row to carry the count; only then is it counted apart.
  const total = rows[0] ? rows[0].total : q.page === 0 ? 0 : await countAll(db, scope, q, search);
  return {
    // Each field by name: a rest copy of the row (`...r`) took a tenth of the server's CPU
    // under the list load (V8's generic copy that leaves keys out).
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      nameEn: r.nameEn,
      age: r.age,
      address: r.address,
      mobile: r.mobile,
      stationId: r.stationId,
      stationNameMr: r.stationNameMr,
      stationNameEn: r.stationNameEn,
      cityId: r.cityId,
      crimeCount: r.crimeCount,
      preventiveCount: r.preventiveCount,
      currentCondition: r.currentCondition,
      active: r.active,
      activeReason: r.activeReason,
      photoUrl: r.photo ? `/api/files/${r.photo}` : null,
      canEdit: editsEntry(actor, r.enteredBy),
      match: search && r.held ? matchReasons(wordLevels(search.words, r.held), r) : null,
    })),
    total,
  };
}

type NameSearch = NonNullable<ReturnType<typeof nameSearch>>;

/** The page's statement without its limit: the rows, in the list's order, with the total. */
function pageQuery(
  db: Executor,
  scope: ListScope<Bound>,
  q: AccusedListQuery,
  language: Language,
  found: { search: NameSearch; ranked: ReturnType<typeof rankedPage> } | null,
  condition: string | Placeholder | undefined = q.condition,
) {
  const { key, descending } = listOrder(q, language);
  const direction = descending ? desc : asc;
  // The total comes with the page, never from a second statement: the tallies when the
  // list is a whole unit or station, else a window count over the rows the page's sort
  // reads anyway (a filter's or a search's matches).
  const total = found?.ranked
    ? sql<number>`name_match.matches`
    : (talliedTotal(scope, q) ?? sql<number>`(count(*) over ())::int`);
  const query = db
    .select({
      id: accused.id,
      name: accused.name,
      nameEn: accused.nameEn,
      age: accused.age,
      address: accused.address,
      mobile: accused.mobile,
      stationId: accused.addressStationId,
      stationNameMr: policeStations.nameMr,
      stationNameEn: policeStations.nameEn,
      cityId: accused.cityId,
      enteredBy: accused.stationId,
      crimeCount: accused.crimeCount,
      preventiveCount: accused.preventiveCount,
      currentCondition: accused.currentCondition,
      photo: firstPhoto,
      active: accused.active,
      activeReason: accused.activeReason,
      fatherName: accused.fatherName,
      aliases: accused.aliases,
      // A search's page carries its rows' words: no second statement for the reasons.
      held: found ? heldTermsOf(qualified(accused.id)) : sql<string[] | null>`null`,
      total,
    })
    .from(accused)
    .innerJoin(policeStations, eq(policeStations.id, accused.addressStationId))
    .$dynamic();
  if (found)
    query.innerJoin(found.ranked?.table ?? found.search.table, found.ranked?.on ?? found.search.on);
  return query
    .where(filterCondition(scope, q, condition))
    .orderBy(...(key ? [direction(key), direction(accused.id)] : [desc(accused.id)]));
}

type PageRow = Awaited<ReturnType<typeof pageQuery>>[number];

/**
 * A list without a search is one of a few shapes (tab, filter, sorter, language), each kept
 * prepared with placeholders for the request's values (db/prepared.ts).
 */
function keptPage(db: Executor, scope: ListScope, q: AccusedListQuery, language: Language) {
  const shape = JSON.stringify([
    'accused-list',
    scope.station?.tab ?? 'unit',
    q.filter && q.headingIds?.length ? [q.filter, q.headingIds] : null,
    Boolean(q.condition),
    q.sort ?? null,
    q.order ?? null,
    q.sort === 'station' ? language : null,
  ]);
  return keptStatement(db, shape, () => {
    const bound: ListScope<Bound> = {
      cityId: sql.placeholder('cityId'),
      ...(scope.station && {
        station: { id: sql.placeholder('stationId'), tab: scope.station.tab },
      }),
    };
    return pageQuery(db, bound, q, language, null, q.condition && sql.placeholder('condition'))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  });
}

async function countAll(db: Executor, scope: ListScope, q: ListFilter, search: NameSearch | null) {
  const query = db.select({ total: count() }).from(accused).$dynamic();
  if (search) query.innerJoin(search.table, search.on);
  return (await query.where(filterCondition(scope, q)))[0]?.total ?? 0;
}

/**
 * Per word of the search, the level it reached and the record's word that reached it, as
 * the record spells it (the terms are kept folded: `sachin` for SACHIN).
 */
function matchReasons(
  words: [number, number, string][],
  record: { name: string; nameEn: string; fatherName: string; aliases: string[] },
): NameMatch[] {
  const written = new Map<string, string>();
  for (const text of [record.name, record.nameEn, record.fatherName, ...record.aliases]) {
    const { words: own, aliasWords } = parseName(text);
    for (const w of [...own, ...aliasWords]) {
      const t = nameTerm(w);
      if (t && !written.has(t.term)) written.set(t.term, w);
    }
  }
  return [...words]
    .sort((a, b) => a[0] - b[0])
    .map(([, level, term]) => ({
      level: MATCH_LEVELS[level - 1] ?? 'fuzzy',
      term: written.get(term) ?? term,
    }));
}

/** Where the previous export batch ended: its last row's order key and id. */
export interface ExportCursor {
  key: string | number | null;
  id: number;
}

/** One batch of the export in the list's order, after `after` (keyset paging, no OFFSET). */
export async function exportBatch(
  db: Executor,
  scope: ListScope,
  q: ListFilter & Pick<AccusedListQuery, 'sort' | 'order'>,
  language: Language,
  after: ExportCursor | null,
  limit: number,
  reach: Reach,
) {
  const { key, descending } = listOrder(q, language);
  const direction = descending ? desc : asc;
  const past = descending ? sql.raw('<') : sql.raw('>');
  const keyset =
    after === null
      ? undefined
      : key
        ? sql`(${key}, ${accused.id}) ${past} (${after.key}, ${after.id})`
        : sql`${accused.id} ${past} ${after.id}`;
  const search = nameSearch(scope, q.search, reach);
  const query = db
    .select({
      id: accused.id,
      sortKey: sql<string | number | null>`${key ?? sql`null`}`,
      name: accused.name,
      nameEn: accused.nameEn,
      age: accused.age,
      address: accused.address,
      mobile: accused.mobile,
      cityMr: cities.nameMr,
      cityEn: cities.nameEn,
      stationMr: policeStations.nameMr,
      stationEn: policeStations.nameEn,
      religionMr: religions.nameMr,
      religionEn: religions.nameEn,
      hasPhoto: sql<boolean>`cardinality(${accused.photoIds}) > 0`,
      crimeCount: accused.crimeCount,
      currentCondition: accused.currentCondition,
    })
    .from(accused)
    .innerJoin(policeStations, eq(policeStations.id, accused.addressStationId))
    .innerJoin(cities, eq(cities.id, accused.addressCityId))
    .innerJoin(religions, eq(religions.id, accused.religionId))
    .$dynamic();
  if (search) query.innerJoin(search.table, search.on);
  return query
    .where(and(filterCondition(scope, q), keyset))
    .orderBy(...(key ? [direction(key), direction(accused.id)] : [desc(accused.id)]))
    .limit(limit);
}

export async function countTabs(db: Executor, cityId: number, stationId: number) {
  const [entered, jurisdiction] = await Promise.all([
    db
      .select({ n: count() })
      .from(accused)
      .where(scopeCondition({ cityId, station: { id: stationId, tab: 'entered' } })),
    db
      .select({ n: count() })
      .from(accused)
      .where(scopeCondition({ cityId, station: { id: stationId, tab: 'jurisdiction' } })),
  ]);
  return { entered: entered[0]?.n ?? 0, jurisdiction: jurisdiction[0]?.n ?? 0 };
}

/**
 * Who may read an accused (decision 0011): the unit that entered it, the unit of the
 * address, or a unit where one of its crimes is registered. Stored as a scope per unit.
 */
export async function loadReadScopes(db: Executor, ids: readonly number[]) {
  const rows = await db
    .select({
      id: accused.id,
      cityId: accused.cityId,
      addressCityId: accused.addressCityId,
      crimeCities: sql<
        number[]
      >`coalesce((select array_agg(distinct ${crimes.cityId}) from ${crimes} where ${crimes.accusedId} = ${qualified(accused.id)}), '{}')`,
    })
    .from(accused)
    .where(inArray(accused.id, [...ids]));
  return new Map(rows.map((r) => [r.id, new Set([r.cityId, r.addressCityId, ...r.crimeCities])]));
}

/** The entering unit and station: the scope of writes (role 2) and the status tag (role 4). */
export async function loadOwnerScopes(db: Executor, ids: readonly number[]) {
  const rows = await db
    .select({ id: accused.id, cityId: accused.cityId, stationId: accused.stationId })
    .from(accused)
    .where(inArray(accused.id, [...ids]));
  return new Map<number, RecordScope>(
    rows.map((r) => [r.id, { cityId: r.cityId, stationId: r.stationId }]),
  );
}

/** File ids that are not files of this kind that this user uploaded. */
export async function foreignFiles(
  db: Executor,
  ids: string[],
  userId: number,
  kind: 'image' | 'pdf',
) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.kind, kind), eq(files.uploadedBy, userId)));
  const own = new Set(rows.map((r) => r.id));
  return ids.filter((i) => !own.has(i));
}

export async function insertAccused(
  db: Executor,
  row: typeof accused.$inferInsert,
): Promise<number> {
  const inserted = await db.insert(accused).values(row).returning({ id: accused.id });
  const id = inserted[0]?.id;
  if (id === undefined) throw new Error('accused insert returned no id');
  return id;
}

export async function updateAccusedRow(
  db: Executor,
  id: number,
  set: Partial<typeof accused.$inferInsert>,
) {
  await db
    .update(accused)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(accused.id, id));
}

export async function findAccused(db: Executor, id: number): Promise<AccusedRow | undefined> {
  const rows = await db.select().from(accused).where(eq(accused.id, id)).limit(1);
  return rows[0];
}

/** The crime's own columns; its act/section pairs and members go to their own tables. */
function crimeColumns({ sections: _pairs, members: _members, ...fields }: CrimeInput) {
  return fields;
}

export async function insertCrime(
  db: Executor,
  accusedId: number,
  createdBy: number,
  c: CrimeInput,
): Promise<number> {
  const inserted = await db
    .insert(crimes)
    .values({ ...crimeColumns(c), accusedId, createdBy })
    .returning({ id: crimes.id });
  const crimeId = inserted[0]?.id;
  if (crimeId === undefined) throw new Error('crime insert returned no id');
  await replaceCrimeChildren(db, crimeId, c);
  return crimeId;
}

export async function replaceCrimeChildren(db: Executor, crimeId: number, c: CrimeInput) {
  await db.delete(crimeSections).where(eq(crimeSections.crimeId, crimeId));
  await db.delete(crimeMembers).where(eq(crimeMembers.crimeId, crimeId));
  await db.insert(crimeSections).values(c.sections.map((s) => ({ ...s, crimeId })));
  if (c.members.length > 0) {
    await db.insert(crimeMembers).values(c.members.map((m) => ({ ...m, crimeId })));
  }
}

export async function updateCrimeRow(db: Executor, crimeId: number, c: CrimeInput) {
  const { sections: _pairs, members: _members, ...fields } = c;
  await db
    .update(crimes)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(crimes.id, crimeId));
  await replaceCrimeChildren(db, crimeId, c);
}

export async function findCrimeOwner(db: Executor, crimeId: number) {
  const rows = await db
    .select({ accusedId: crimes.accusedId })
    .from(crimes)
    .where(eq(crimes.id, crimeId))
    .limit(1);
  return rows[0]?.accusedId;
}

/**
 * Recounts the crimes of an accused (the 2-plus flag is derived from the count) and lists
 * their titles (the list's crime-title filter reads that list through its index).
 */
export async function refreshCrimeCount(db: Executor, accusedId: number): Promise<void> {
  await db
    .update(accused)
    .set({
      crimeCount: sql`(select count(*)::int from ${crimes} where ${crimes.accusedId} = ${accusedId})`,
      crimeTitleIds: sql`array(select distinct ${crimes.crimeTitleId} from ${crimes} where ${crimes.accusedId} = ${accusedId} order by 1)`,
    })
    .where(eq(accused.id, accusedId));
}

export async function upsertOtherInfo(db: Executor, accusedId: number, info: OtherInfoInput) {
  await db
    .insert(accusedOtherInfo)
    .values({ ...info, accusedId })
    .onConflictDoUpdate({
      target: accusedOtherInfo.accusedId,
      set: { ...info, updatedAt: new Date() },
    });
}

/**
 * Step 1's find-accused: the name search of the list (decision 0038), or the people with
 * that many crimes at a station. `cityId` null searches the state (role 8).
 */
export function findCandidates(
  db: Executor,
  q: { name?: string | undefined; crimeCount?: number | undefined; stationId?: number | undefined },
  cityId: number | null,
) {
  return reaching(
    q.name,
    (reach) => findPage(db, q, cityId, reach),
    (rows) => rows.length > 0,
  );
}

async function findPage(
  db: Executor,
  q: { name?: string | undefined; crimeCount?: number | undefined; stationId?: number | undefined },
  cityId: number | null,
  reach: Reach,
) {
  const words = q.name ? queryWords(q.name) : null;
  if (words?.length === 0) return [];
  const query = db
    .select({
      id: accused.id,
      name: accused.name,
      nameEn: accused.nameEn,
      age: accused.age,
      address: accused.address,
      stationNameMr: policeStations.nameMr,
      stationNameEn: policeStations.nameEn,
      crimeCount: accused.crimeCount,
      fatherName: accused.fatherName,
      aliases: accused.aliases,
      held: words ? heldTermsOf(qualified(accused.id)) : sql<null>`null`,
    })
    .from(accused)
    .innerJoin(policeStations, eq(policeStations.id, accused.addressStationId))
    .$dynamic();
  if (words) {
    query.innerJoin(
      sql`${nameMatches(words, cityId, reach)} as name_match`,
      sql`name_match.accused_id = ${accused.id}`,
    );
  }
  const rows = await query
    .where(
      and(
        cityId === null ? undefined : eq(accused.cityId, cityId),
        q.crimeCount !== undefined && q.stationId !== undefined
          ? and(eq(accused.crimeCount, q.crimeCount), eq(accused.addressStationId, q.stationId))
          : undefined,
      ),
    )
    .orderBy(words ? desc(matchRank('name_match')) : desc(accused.crimeCount), desc(accused.id))
    .limit(20);
  return rows.map(({ fatherName, aliases, held, ...r }) => ({
    ...r,
    match:
      words && held ? matchReasons(wordLevels(words, held), { ...r, fatherName, aliases }) : null,
  }));
}

/** Every file an accused record already holds (photos, images, handprints, PDFs). */
export async function filesOnRecord(db: Executor, accusedId: number): Promise<Set<string>> {
  const rows = await db
    .select({
      photos: accused.photoIds,
      images: accusedOtherInfo.imageIds,
      handprints: accusedOtherInfo.handprintIds,
      records: accusedOtherInfo.recordIds,
    })
    .from(accused)
    .leftJoin(accusedOtherInfo, eq(accusedOtherInfo.accusedId, accused.id))
    .where(eq(accused.id, accusedId));
  const r = rows[0];
  return new Set([
    ...(r?.photos ?? []),
    ...(r?.images ?? []),
    ...(r?.handprints ?? []),
    ...(r?.records ?? []),
  ]);
}
