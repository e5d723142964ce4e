import { eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { AccusedDetail, CrimeDetail } from '@cmis/shared';
import type { Executor } from '../../db/client.js';
import { keptStatement } from '../../db/prepared.js';
import { qualified } from '../../db/qualified.js';
import {
  accused,
  accusedOtherInfo,
  acts,
  arrests,
  cities,
  crimeMembers,
  crimeSections,
  crimeStatuses,
  crimeTitles,
  crimes,
  currentStatuses,
  policeStations,
  preventiveActions,
  preventiveActionTypes,
  religions,
  sections,
} from '../../db/schema/index.js';
import type { ShownArrest } from './arrests.repo.js';
import type { ShownPreventive } from './preventive.repo.js';

/**
 * JSON writes a timestamp as text in the session's time zone; it is made a Date as Drizzle
 * makes one of a column, so toArrest answers the same ISO string whatever the zone.
 */
type ArrestJson = Omit<ShownArrest, 'arrest'> & {
  arrest: Omit<ShownArrest['arrest'], 'arrestedAt' | 'courtAt'> & {
    arrestedAt: string;
    courtAt: string;
  };
};

type OtherInfo = NonNullable<AccusedDetail['otherInfo']>;

/** `json_build_object('mr', …, 'en', …)` of a master row's two names. */
const names = (t: { nameMr: PgColumn; nameEn: PgColumn }) =>
  sql`json_build_object('mr', ${t.nameMr}, 'en', ${t.nameEn})`;

/** The rows of `json` as a JSON array in that order; `[]` (not null) when there are none. */
const jsonArray = <T>(json: SQL, order: SQL, from: SQL) =>
  sql<T[]>`coalesce((select json_agg(${json} order by ${order}) ${from}), '[]'::json)`;

// The accused's own row joins cities and police stations; a crime's are named apart.
const crimeCity = alias(cities, 'crime_city');
const crimeStation = alias(policeStations, 'crime_station');

/** Act/section pairs of the crime in the enclosing query, in the order they were entered. */
const pairsJson = jsonArray<CrimeDetail['sections'][number]>(
  sql`json_build_object(
    'actId', ${crimeSections.actId}, 'sectionId', ${crimeSections.sectionId},
    'actCode', ${acts.code}, 'act', ${names(acts)},
    'sectionCode', ${sections.code}, 'section', ${names(sections)})`,
  sql`${crimeSections.id}`,
  sql`from ${crimeSections}
      join ${acts} on ${acts.id} = ${crimeSections.actId}
      join ${sections} on ${sections.id} = ${crimeSections.sectionId}
     where ${crimeSections.crimeId} = ${crimes.id}`,
);

const membersJson = jsonArray<CrimeDetail['members'][number]>(
  sql`json_build_object('memberName', ${crimeMembers.memberName},
    'registerNumber', ${crimeMembers.registerNumber}, 'registerYear', ${crimeMembers.registerYear})`,
  sql`${crimeMembers.id}`,
  sql`from ${crimeMembers} where ${crimeMembers.crimeId} = ${crimes.id}`,
);

/** The crimes, in the profile's shape, oldest registration first. */
const crimesJson = jsonArray<CrimeDetail>(
  sql`json_build_object(
    'id', ${crimes.id}, 'stateId', ${crimes.stateId},
    'cityId', ${crimes.cityId}, 'city', ${names(crimeCity)},
    'stationId', ${crimes.stationId}, 'station', ${names(crimeStation)},
    'registerNumber', ${crimes.registerNumber}, 'registerYear', ${crimes.registerYear},
    'registeredOn', ${crimes.registeredOn},
    'crimeTitleId', ${crimes.crimeTitleId}, 'title', ${names(crimeTitles)},
    'statusId', ${crimes.statusId}, 'status', ${names(crimeStatuses)},
    'courtType', ${crimes.courtType}, 'statusDate', ${crimes.statusDate},
    'caseNumber', ${crimes.caseNumber}, 'punishment', ${crimes.punishment},
    'penalty', ${crimes.penalty},
    'sections', ${pairsJson}, 'members', ${membersJson})`,
  sql`${crimes.registeredOn}, ${crimes.id}`,
  sql`from ${crimes}
      join ${crimeTitles} on ${crimeTitles.id} = ${crimes.crimeTitleId}
      join ${crimeStatuses} on ${crimeStatuses.id} = ${crimes.statusId}
      join ${cities} as ${crimeCity} on ${crimeCity.id} = ${crimes.cityId}
      join ${policeStations} as ${crimeStation} on ${crimeStation.id} = ${crimes.stationId}
     where ${crimes.accusedId} = ${qualified(accused.id)}`,
);

/** The arrests as listArrests gives them (timestamps still text), in its order. */
const arrestsJson = jsonArray<ArrestJson>(
  sql`json_build_object(
    'arrest', json_build_object(
      'id', ${arrests.id}, 'crimeId', ${arrests.crimeId},
      'currentStatusId', ${arrests.currentStatusId},
      'arrestedAt', ${arrests.arrestedAt}, 'courtAt', ${arrests.courtAt},
      'fingerprintChecked', ${arrests.fingerprintChecked},
      'aadhaarLast4', ${arrests.aadhaarLast4}, 'dateOfBirth', ${arrests.dateOfBirth},
      'photoIds', ${arrests.photoIds}),
    'statusMr', ${currentStatuses.nameMr}, 'statusEn', ${currentStatuses.nameEn})`,
  sql`${arrests.arrestedAt}, ${arrests.id}`,
  sql`from ${arrests}
      join ${currentStatuses} on ${currentStatuses.id} = ${arrests.currentStatusId}
     where ${arrests.accusedId} = ${qualified(accused.id)}`,
);

/** The preventive actions as listPreventive gives them, in its order. */
const preventiveJson = jsonArray<ShownPreventive>(
  sql`json_build_object(
    'action', json_build_object(
      'id', ${preventiveActions.id}, 'actionTypeId', ${preventiveActions.actionTypeId},
      'chapterCase', ${preventiveActions.chapterCase},
      'chapterYear', ${preventiveActions.chapterYear},
      'bondDate', ${preventiveActions.bondDate},
      'dateFrom', ${preventiveActions.dateFrom}, 'dateTo', ${preventiveActions.dateTo},
      'externmentCityIds', ${preventiveActions.externmentCityIds},
      'externmentStationIds', ${preventiveActions.externmentStationIds},
      'orderType', ${preventiveActions.orderType},
      'orderFileId', ${preventiveActions.orderFileId}, 'status', ${preventiveActions.status},
      'courtType', ${preventiveActions.courtType},
      'statusDate', ${preventiveActions.statusDate},
      'caseNumber', ${preventiveActions.caseNumber}),
    'typeMr', ${preventiveActionTypes.nameMr}, 'typeEn', ${preventiveActionTypes.nameEn})`,
  sql`${preventiveActions.dateFrom}, ${preventiveActions.id}`,
  sql`from ${preventiveActions}
      join ${preventiveActionTypes}
        on ${preventiveActionTypes.id} = ${preventiveActions.actionTypeId}
     where ${preventiveActions.accusedId} = ${qualified(accused.id)}`,
);

/** Spec 2 §3.6's other information, or null when none was ever saved. */
const otherInfoJson = sql<OtherInfo | null>`(select json_build_object(
    'isGangMember', ${accusedOtherInfo.isGangMember}, 'business', ${accusedOtherInfo.business},
    'familyMembers', ${accusedOtherInfo.familyMembers}, 'assets', ${accusedOtherInfo.assets},
    'residence', ${accusedOtherInfo.residence},
    'jurisdiction', ${accusedOtherInfo.jurisdiction},
    'courtDate', ${accusedOtherInfo.courtDate}, 'jailStatus', ${accusedOtherInfo.jailStatus},
    'vehicleDetails', ${accusedOtherInfo.vehicleDetails},
    'lawyerDetails', ${accusedOtherInfo.lawyerDetails},
    'identifyingOfficer', ${accusedOtherInfo.identifyingOfficer},
    'supportingLeaders', ${accusedOtherInfo.supportingLeaders},
    'caseNo', ${accusedOtherInfo.caseNo},
    'registeredCases', ${accusedOtherInfo.registeredCases},
    'imageIds', ${accusedOtherInfo.imageIds},
    'handprintIds', ${accusedOtherInfo.handprintIds},
    'recordIds', ${accusedOtherInfo.recordIds})
  from ${accusedOtherInfo} where ${accusedOtherInfo.accusedId} = ${qualified(accused.id)})`;

/**
 * Everything the profile view and the edit drawer show of one accused (spec 2 §2.4), with
 * the units that may read it, in one statement (issue 19): the row, and its crimes (each
 * with its act/section pairs and members), arrests, preventive actions and other
 * information as JSON. Each statement was quick; their round trips made the profile slow.
 */
export async function loadAccusedDetail(db: Executor, id: number) {
  const detail = keptStatement(db, 'accused-detail', () =>
    db
      .select({
        accused,
        religionMr: religions.nameMr,
        religionEn: religions.nameEn,
        cityMr: cities.nameMr,
        cityEn: cities.nameEn,
        stationMr: policeStations.nameMr,
        stationEn: policeStations.nameEn,
        crimes: crimesJson,
        arrests: arrestsJson,
        preventive: preventiveJson,
        other: otherInfoJson,
      })
      .from(accused)
      .innerJoin(religions, eq(religions.id, accused.religionId))
      .innerJoin(cities, eq(cities.id, accused.addressCityId))
      .innerJoin(policeStations, eq(policeStations.id, accused.addressStationId))
      .where(eq(accused.id, sql.placeholder('id')))
      .limit(1),
  );
  // Every open of a record reads it: built once, parsed once per connection and after a
  // few runs planned once too (db/prepared.ts).
  const [row] = await detail.execute({ id });
  if (!row) return undefined;
  const { crimes: crimeList, arrests: arrestList, ...head } = row;
  return {
    ...head,
    crimes: crimeList,
    arrests: arrestList.map(({ arrest, ...status }): ShownArrest => ({
      ...status,
      arrest: {
        ...arrest,
        arrestedAt: new Date(arrest.arrestedAt),
        courtAt: new Date(arrest.courtAt),
      },
    })),
    // Decision 0011's units, those loadReadScopes gives: where it was entered, where the
    // person lives, where each crime is registered.
    readUnits: new Set([
      head.accused.cityId,
      head.accused.addressCityId,
      ...crimeList.map((c) => c.cityId),
    ]),
  };
}
