import { eq, inArray } from 'drizzle-orm';
import type { Executor } from './client.js';
import { cities, policeStations, sections } from './schema/index.js';

/**
 * Look-ups of the master data (units, stations, acts and sections) that several features'
 * writes check against. Each feature's repo re-exports what it uses, so its service still
 * talks to its own repo (architecture rule 2).
 */

/** The unit of a police station, or undefined for an unknown id. */
export async function stationCity(db: Executor, stationId: number): Promise<number | undefined> {
  const rows = await db
    .select({ cityId: policeStations.cityId })
    .from(policeStations)
    .where(eq(policeStations.id, stationId))
    .limit(1);
  return rows[0]?.cityId;
}

/** A police station's two names, or undefined for an unknown id. */
export async function stationName(db: Executor, stationId: number) {
  const rows = await db
    .select({ mr: policeStations.nameMr, en: policeStations.nameEn })
    .from(policeStations)
    .where(eq(policeStations.id, stationId))
    .limit(1);
  return rows[0];
}

/** A unit's two names, or undefined for an unknown id. */
export async function unitName(db: Executor, cityId: number) {
  const rows = await db
    .select({ mr: cities.nameMr, en: cities.nameEn })
    .from(cities)
    .where(eq(cities.id, cityId))
    .limit(1);
  return rows[0];
}

/** The act and section pairs whose section is not a section of the act it is paired with. */
export async function mismatchedSections(
  db: Executor,
  pairs: { actId: number; sectionId: number }[],
) {
  if (pairs.length === 0) return [];
  const rows = await db
    .select({ id: sections.id, actId: sections.actId })
    .from(sections)
    .where(
      inArray(
        sections.id,
        pairs.map((p) => p.sectionId),
      ),
    );
  const actOf = new Map(rows.map((r) => [r.id, r.actId]));
  return pairs.filter((p) => actOf.get(p.sectionId) !== p.actId);
}
