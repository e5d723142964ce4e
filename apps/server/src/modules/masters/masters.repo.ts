import { asc, eq } from 'drizzle-orm';
import type { Lookup, MasterKind } from '@cmis/shared';
import type { Executor } from '../../db/client.js';
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

export function listSections(db: Executor, actId: number) {
  return db
    .select({
      id: sections.id,
      actId: sections.actId,
      code: sections.code,
      nameMr: sections.nameMr,
      nameEn: sections.nameEn,
    })
    .from(sections)
    .where(eq(sections.actId, actId))
    .orderBy(asc(sections.id));
}
