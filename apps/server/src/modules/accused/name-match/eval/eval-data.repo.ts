import { eq } from 'drizzle-orm';
import type { Executor } from '../../../../db/client.js';
import { accused, policeStations, religions } from '../../../../db/schema/index.js';
import type { EvalPerson } from './build-eval-set.js';

/**
 * The evaluation persons as accused records of one station, entered directly (their
 * search terms are made by name-terms.service like any record's). Returns person id →
 * accused id.
 */
export async function insertEvalPersons(
  db: Executor,
  persons: readonly EvalPerson[],
  stationNameEn: string,
): Promise<Map<string, number>> {
  const station = (
    await db
      .select({ id: policeStations.id, cityId: policeStations.cityId })
      .from(policeStations)
      .where(eq(policeStations.nameEn, stationNameEn))
      .limit(1)
  )[0];
  const religion = (await db.select({ id: religions.id }).from(religions).limit(1))[0];
  if (!station || !religion) throw new Error(`no station ${stationNameEn} or religion`);
  const ids = new Map<string, number>();
  for (const p of persons) {
    const rows = await db
      .insert(accused)
      .values({
        name: p.name,
        nameEn: p.nameEn,
        fatherName: p.fatherName,
        aliases: p.aliases,
        age: 30,
        religionId: religion.id,
        address: 'Evaluation',
        addressStateId: 1,
        addressCityId: station.cityId,
        addressStationId: station.id,
        historySheeter: 2,
        cityId: station.cityId,
        stationId: station.id,
      })
      .returning({ id: accused.id });
    ids.set(p.id, rows[0]?.id ?? 0);
  }
  return ids;
}
