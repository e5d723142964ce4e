import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  accused,
  accusedOtherInfo,
  acts,
  cities,
  crimeMembers,
  crimeSections,
  crimeStatuses,
  crimeTitles,
  crimes,
  policeStations,
  religions,
  sections,
} from '../../db/schema/index.js';

/** Everything the profile view and the edit drawer show of one accused (spec 2 §2.4). */
export async function loadAccusedDetail(db: Executor, id: number) {
  const rows = await db
    .select({
      accused,
      religionMr: religions.nameMr,
      religionEn: religions.nameEn,
      cityMr: cities.nameMr,
      cityEn: cities.nameEn,
      stationMr: policeStations.nameMr,
      stationEn: policeStations.nameEn,
    })
    .from(accused)
    .innerJoin(religions, eq(religions.id, accused.religionId))
    .innerJoin(cities, eq(cities.id, accused.addressCityId))
    .innerJoin(policeStations, eq(policeStations.id, accused.addressStationId))
    .where(eq(accused.id, id))
    .limit(1);
  const head = rows[0];
  if (!head) return undefined;

  const crimeRows = await db
    .select({
      crime: crimes,
      titleMr: crimeTitles.nameMr,
      titleEn: crimeTitles.nameEn,
      statusMr: crimeStatuses.nameMr,
      statusEn: crimeStatuses.nameEn,
      cityMr: cities.nameMr,
      cityEn: cities.nameEn,
      stationMr: policeStations.nameMr,
      stationEn: policeStations.nameEn,
    })
    .from(crimes)
    .innerJoin(crimeTitles, eq(crimeTitles.id, crimes.crimeTitleId))
    .innerJoin(crimeStatuses, eq(crimeStatuses.id, crimes.statusId))
    .innerJoin(cities, eq(cities.id, crimes.cityId))
    .innerJoin(policeStations, eq(policeStations.id, crimes.stationId))
    .where(eq(crimes.accusedId, id))
    .orderBy(asc(crimes.registeredOn), asc(crimes.id));
  const crimeIds = crimeRows.map((c) => c.crime.id);
  const [pairs, members, other] = await Promise.all([
    crimeIds.length
      ? db
          .select({
            crimeId: crimeSections.crimeId,
            actId: crimeSections.actId,
            sectionId: crimeSections.sectionId,
            actCode: acts.code,
            actMr: acts.nameMr,
            actEn: acts.nameEn,
            sectionCode: sections.code,
            sectionMr: sections.nameMr,
            sectionEn: sections.nameEn,
          })
          .from(crimeSections)
          .innerJoin(acts, eq(acts.id, crimeSections.actId))
          .innerJoin(sections, eq(sections.id, crimeSections.sectionId))
          .where(inArray(crimeSections.crimeId, crimeIds))
          .orderBy(asc(crimeSections.id))
      : [],
    crimeIds.length
      ? db
          .select()
          .from(crimeMembers)
          .where(inArray(crimeMembers.crimeId, crimeIds))
          .orderBy(asc(crimeMembers.id))
      : [],
    db.select().from(accusedOtherInfo).where(eq(accusedOtherInfo.accusedId, id)).limit(1),
  ]);
  return { head, crimeRows, pairs, members, other: other[0] };
}
