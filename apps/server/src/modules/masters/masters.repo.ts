import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Lookup, MasterKind } from '@cmis/shared';
import type { Executor } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import {
  acts,
  cities,
  crimeStatuses,
  crimeTitles,
  crimeTypes,
  currentStatuses,
  policeStations,
  preventiveActionTypes,
  religions,
  sections,
  spotTypes,
  wantedTypes,
} from '../../db/schema/index.js';

const named = (t: typeof religions) => ({ id: t.id, nameMr: t.nameMr, nameEn: t.nameEn });

const LOOKUP_TABLES = {
  religions,
  'crime-types': crimeTypes,
  'crime-statuses': crimeStatuses,
  'current-statuses': currentStatuses,
  'preventive-action-types': preventiveActionTypes,
  'spot-types': spotTypes,
  'wanted-types': wantedTypes,
} as const;

export async function listLookup(db: Executor, kind: MasterKind): Promise<Lookup[]> {
  if (kind === 'crime-titles') {
    return db
      .select({
        id: crimeTitles.id,
        nameMr: crimeTitles.nameMr,
        nameEn: crimeTitles.nameEn,
        crimeTypeId: crimeTitles.crimeTypeId,
      })
      .from(crimeTitles)
      .orderBy(asc(crimeTitles.id));
  }
  const table = LOOKUP_TABLES[kind];
  return db.select(named(table)).from(table).orderBy(asc(table.id));
}

export function listCities(db: Executor) {
  return db
    .select({ id: cities.id, nameMr: cities.nameMr, nameEn: cities.nameEn })
    .from(cities)
    .orderBy(asc(cities.id));
}

export function listStations(db: Executor, cityId: number) {
  return db
    .select({
      id: policeStations.id,
      nameMr: policeStations.nameMr,
      nameEn: policeStations.nameEn,
      cityId: policeStations.cityId,
    })
    .from(policeStations)
    .where(eq(policeStations.cityId, cityId))
    .orderBy(asc(policeStations.id));
}

export function listActs(db: Executor) {
  return db
    .select({ id: acts.id, code: acts.code, nameMr: acts.nameMr, nameEn: acts.nameEn })
    .from(acts)
    .orderBy(asc(acts.id));
}

export function listSections(db: Executor, actId: number, search = '') {
  const like = containsPattern(search);
  return db
    .select({
      id: sections.id,
      actId: sections.actId,
      code: sections.code,
      nameMr: sections.nameMr,
      nameEn: sections.nameEn,
    })
    .from(sections)
    .where(
      and(
        eq(sections.actId, actId),
        search
          ? or(
              ilike(sections.code, like),
              ilike(sections.nameEn, like),
              ilike(sections.nameMr, like),
            )
          : undefined,
      ),
    )
    .orderBy(asc(sections.id));
}

export async function actExists(db: Executor, actId: number): Promise<boolean> {
  const rows = await db.select({ id: acts.id }).from(acts).where(eq(acts.id, actId)).limit(1);
  return rows.length > 0;
}

export async function findActByName(db: Executor, name: string) {
  const key = name.trim().toLowerCase();
  const rows = await db
    .select({ id: acts.id })
    .from(acts)
    .where(or(eq(sql`lower(${acts.nameEn})`, key), eq(sql`lower(${acts.nameMr})`, key)))
    .limit(1);
  return rows[0];
}

export async function codeTaken(db: Executor, code: string): Promise<boolean> {
  const rows = await db.select({ id: acts.id }).from(acts).where(eq(acts.code, code)).limit(1);
  return rows.length > 0;
}

export async function insertAct(
  db: Executor,
  row: { code: string; nameMr: string; nameEn: string },
) {
  const rows = await db.insert(acts).values(row).returning();
  const act = rows[0];
  if (!act) throw new Error('act insert returned nothing');
  return { id: act.id, code: act.code, nameMr: act.nameMr, nameEn: act.nameEn };
}

export async function sectionExists(db: Executor, actId: number, code: string): Promise<boolean> {
  const rows = await db
    .select({ id: sections.id })
    .from(sections)
    .where(
      and(eq(sections.actId, actId), eq(sql`lower(${sections.code})`, code.trim().toLowerCase())),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertSection(
  db: Executor,
  row: { actId: number; code: string; nameMr: string; nameEn: string },
) {
  const rows = await db.insert(sections).values(row).returning();
  const section = rows[0];
  if (!section) throw new Error('section insert returned nothing');
  return {
    id: section.id,
    actId: section.actId,
    code: section.code,
    nameMr: section.nameMr,
    nameEn: section.nameEn,
  };
}
