import { and, asc, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.js';
import { qualified } from '../../../db/qualified.js';
import { rawRows } from '../../../db/raw-query.js';
import { scopeSql } from '../../../db/scope.js';
import type { Scope } from '../../../platform/scope.js';
import {
  accused,
  arrests,
  cities,
  duplicateModel,
  duplicatePairs,
  policeStations,
} from '../../../db/schema/index.js';
import type { DuplicateReason } from '@cmis/shared';
import type { PersonRecord } from './scoring.js';

/** What the comparison reads of a record: its columns and what its arrests recorded. */
function personColumns() {
  return {
    id: accused.id,
    cityId: accused.cityId,
    stationId: accused.stationId,
    addressCityId: accused.addressCityId,
    addressStationId: accused.addressStationId,
    religionId: accused.religionId,
    name: accused.name,
    nameEn: accused.nameEn,
    fatherName: accused.fatherName,
    aliases: accused.aliases,
    age: accused.age,
    createdAt: accused.createdAt,
    mobile: accused.mobile,
    address: accused.address,
    aadhaarHashes: sql<string[]>`coalesce((select array_agg(distinct ${arrests.aadhaarHash})
      from ${arrests} where ${arrests.accusedId} = ${qualified(accused.id)}
        and ${arrests.aadhaarHash} is not null), '{}')`,
    birthDates: sql<string[]>`coalesce((select array_agg(distinct ${arrests.dateOfBirth}::text)
      from ${arrests} where ${arrests.accusedId} = ${qualified(accused.id)}
        and ${arrests.dateOfBirth} is not null), '{}')`,
  };
}

export async function personRecords(db: Executor, ids: readonly number[]): Promise<PersonRecord[]> {
  if (ids.length === 0) return [];
  return db
    .select(personColumns())
    .from(accused)
    .where(inArray(accused.id, [...ids]));
}

/** The records entered by a unit or living in it, a batch at a time by id. */
export function unitPersonRecords(
  db: Executor,
  cityId: number,
  afterId: number,
  limit: number,
): Promise<PersonRecord[]> {
  return db
    .select(personColumns())
    .from(accused)
    .where(
      and(
        or(eq(accused.cityId, cityId), eq(accused.addressCityId, cityId)),
        gt(accused.id, afterId),
      ),
    )
    .orderBy(asc(accused.id))
    .limit(limit);
}

/** Units that hold any accused, entered or living there. */
export async function unitsWithAccused(db: Executor): Promise<number[]> {
  const rows = await rawRows<{ city_id: number }>(
    db,
    sql`select distinct city_id from (select ${accused.cityId} as city_id from ${accused}
        union select ${accused.addressCityId} from ${accused}) u order by 1`,
  );
  return rows.map((r) => Number(r.city_id));
}

/** Groups of records sharing a mobile number or an Aadhaar, state-wide (blocking keys). */
export async function sharedIdentifierGroups(db: Executor): Promise<number[][]> {
  const rows = await rawRows<{ ids: number[] }>(
    db,
    sql`
    select array_agg(${accused.id} order by ${accused.id}) as ids from ${accused}
     where ${accused.mobile} is not null and ${accused.mobile} <> ''
     group by ${accused.mobile} having count(*) between 2 and 50
    union all
    select array_agg(distinct ${arrests.accusedId}) from ${arrests}
     where ${arrests.aadhaarHash} is not null
     group by ${arrests.aadhaarHash} having count(distinct ${arrests.accusedId}) between 2 and 50`,
  );
  return rows.map((r) => r.ids.map(Number));
}

/**
 * Records that share two words of the name by sound with these, entered by one of the
 * units; or share the mobile or an Aadhaar. The candidates of one record, at entry or
 * after it changed (blocking of scoring.ts, in SQL).
 */
export async function candidateIds(
  db: Executor,
  q: {
    phonetics: string[];
    cityIds: number[] | null;
    mobile: string | null;
    aadhaarHashes: readonly string[];
    excludeId: number | null;
  },
): Promise<number[]> {
  const parts: SQL[] = [];
  if (q.phonetics.length >= 2 && (q.cityIds === null || q.cityIds.length > 0)) {
    const units = q.cityIds ? sql`and p.city_id in ${q.cityIds}` : sql``;
    parts.push(sql`select p.accused_id from accused_name_terms p
        join name_terms t on t.term = p.term
       where t.phonetic in ${q.phonetics} ${units}
       group by p.accused_id having count(distinct t.phonetic) >= 2`);
  }
  if (q.mobile) {
    parts.push(sql`select ${accused.id} from ${accused} where ${accused.mobile} = ${q.mobile}`);
  }
  if (q.aadhaarHashes.length > 0) {
    parts.push(
      sql`select ${arrests.accusedId} from ${arrests} where ${arrests.aadhaarHash} in ${[...q.aadhaarHashes]}`,
    );
  }
  if (parts.length === 0) return [];
  const rows = await rawRows<{ id: number }>(
    db,
    sql`select distinct id from (${sql.join(parts, sql` union all `)}) c(id)
         where ${q.excludeId === null ? sql`true` : sql`id <> ${q.excludeId}`} limit 500`,
  );
  return rows.map((r) => Number(r.id));
}

export interface PairRow {
  lowId: number;
  highId: number;
  score: number;
  reasons: DuplicateReason[];
  scopeCityId: number | null;
  scopeStationId: number | null;
}

/** Pairs an officer has said are two people: never offered again. */
export async function distinctPairKeys(db: Executor): Promise<Set<string>> {
  const rows = await db
    .select({ low: duplicatePairs.lowId, high: duplicatePairs.highId })
    .from(duplicatePairs)
    .where(eq(duplicatePairs.status, 'distinct'));
  return new Set(rows.map((r) => `${r.low}:${r.high}`));
}

export async function deleteOpenPairs(db: Executor): Promise<void> {
  await db.delete(duplicatePairs).where(eq(duplicatePairs.status, 'open'));
}

export async function insertPairs(db: Executor, pairs: readonly PairRow[]): Promise<void> {
  for (let i = 0; i < pairs.length; i += 2000) {
    await db
      .insert(duplicatePairs)
      .values(pairs.slice(i, i + 2000).map((p) => ({ ...p, status: 'open' as const })))
      .onConflictDoNothing();
  }
}

/** The pairs a record is in, and with whom. */
export async function pairsOf(db: Executor, id: number) {
  return db
    .select({
      lowId: duplicatePairs.lowId,
      highId: duplicatePairs.highId,
      status: duplicatePairs.status,
    })
    .from(duplicatePairs)
    .where(or(eq(duplicatePairs.lowId, id), eq(duplicatePairs.highId, id)));
}

/** Replaces the open pairs of a record with these (its distinct pairs stay as they are). */
export async function replaceOpenPairsOf(db: Executor, id: number, pairs: readonly PairRow[]) {
  await db
    .delete(duplicatePairs)
    .where(
      and(
        eq(duplicatePairs.status, 'open'),
        or(eq(duplicatePairs.lowId, id), eq(duplicatePairs.highId, id)),
      ),
    );
  await insertPairs(db, pairs);
}

const enteredStations = alias(policeStations, 'entered_station');

/** What a list of candidates or a pair shows of each record. */
export async function recordSummaries(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: accused.id,
      name: accused.name,
      nameEn: accused.nameEn,
      fatherName: accused.fatherName,
      age: accused.age,
      mobile: accused.mobile,
      address: accused.address,
      stationMr: policeStations.nameMr,
      stationEn: policeStations.nameEn,
      cityMr: cities.nameMr,
      cityEn: cities.nameEn,
      enteredMr: enteredStations.nameMr,
      enteredEn: enteredStations.nameEn,
      crimeCount: accused.crimeCount,
      photo: sql<string | null>`${accused.photoIds}[1]`,
      cityId: accused.cityId,
      stationId: accused.stationId,
    })
    .from(accused)
    .innerJoin(policeStations, eq(policeStations.id, accused.addressStationId))
    .innerJoin(enteredStations, eq(enteredStations.id, accused.stationId))
    .innerJoin(cities, eq(cities.id, accused.addressCityId))
    .where(inArray(accused.id, [...ids]));
}

/** Marks pairs as two people, by an officer's word (upserted: the pair may not exist yet). */
export async function markDistinct(
  db: Executor,
  pairs: readonly PairRow[],
  by: number,
  reason: string,
): Promise<void> {
  for (const p of pairs) {
    await db
      .insert(duplicatePairs)
      .values({
        ...p,
        status: 'distinct',
        decidedBy: by,
        decidedAt: new Date(),
        decisionReason: reason,
      })
      .onConflictDoUpdate({
        target: [duplicatePairs.lowId, duplicatePairs.highId],
        set: {
          status: 'distinct',
          decidedBy: by,
          decidedAt: new Date(),
          decisionReason: reason,
          updatedAt: new Date(),
        },
      });
  }
}

/** Open pairs, highest score first, paged in the database through the scope's index. */
export async function listOpenPairs(db: Executor, scope: Scope, page: number, size: number) {
  // A pair belongs to a unit or station when both records were entered there (identity.ts).
  const where = and(
    eq(duplicatePairs.status, 'open'),
    scopeSql(scope, {
      cityId: duplicatePairs.scopeCityId,
      stationId: duplicatePairs.scopeStationId,
    }),
  );
  const [items, total] = await Promise.all([
    db
      .select({
        id: duplicatePairs.id,
        lowId: duplicatePairs.lowId,
        highId: duplicatePairs.highId,
        score: duplicatePairs.score,
        reasons: duplicatePairs.reasons,
        scopeCityId: duplicatePairs.scopeCityId,
        scopeStationId: duplicatePairs.scopeStationId,
      })
      .from(duplicatePairs)
      .where(where)
      .orderBy(desc(duplicatePairs.score), desc(duplicatePairs.id))
      .limit(size)
      .offset(page * size),
    db.$count(duplicatePairs, where),
  ]);
  return { items, total };
}

export async function findPair(db: Executor, id: number) {
  return (await db.select().from(duplicatePairs).where(eq(duplicatePairs.id, id)))[0];
}

export async function setPairDistinct(db: Executor, id: number, by: number, reason: string) {
  await db
    .update(duplicatePairs)
    .set({
      status: 'distinct',
      decidedBy: by,
      decidedAt: new Date(),
      decisionReason: reason,
      updatedAt: new Date(),
    })
    .where(eq(duplicatePairs.id, id));
}

/** The model the last rebuild trained, or nothing when none has. */
export async function storedModel(db: Executor): Promise<Record<string, unknown> | undefined> {
  const rows = await db.select({ model: duplicateModel.model }).from(duplicateModel).limit(1);
  return rows[0]?.model;
}

export async function saveModel(db: Executor, model: object, comparedPairs: number) {
  const row = {
    id: 1,
    model: model as Record<string, unknown>,
    comparedPairs,
    trainedAt: new Date(),
  };
  await db
    .insert(duplicateModel)
    .values(row)
    .onConflictDoUpdate({ target: duplicateModel.id, set: row });
}

/**
 * How common a name is in a unit: the records entered there that hold a word of every one
 * of these sounds, and all the unit's records (the term frequency of the name).
 */
export async function nameFrequency(db: Executor, cityId: number, phonetics: readonly string[]) {
  const holders =
    phonetics.length === 0
      ? 0
      : Number(
          (
            await rawRows<{ n: number }>(
              db,
              sql`select count(*)::int as n from (
                    select p.accused_id from accused_name_terms p
                      join name_terms t on t.term = p.term
                     where p.city_id = ${cityId} and t.phonetic in ${[...phonetics]}
                     group by p.accused_id
                    having count(distinct t.phonetic) = ${new Set(phonetics).size}) h`,
            )
          )[0]?.n ?? 0,
        );
  const all = await db.$count(accused, eq(accused.cityId, cityId));
  return { holders, all };
}
