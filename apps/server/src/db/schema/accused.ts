import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  acts,
  cities,
  cityRef,
  crimeStatuses,
  crimeTitles,
  currentStatuses,
  policeStations,
  preventiveActionTypes,
  religions,
  sections,
  stateRef,
  states,
  stationRef,
} from './masters.js';
import { users } from './users.js';

const audited = {
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * An accused person (arophi, spec 2 §3.1). `city_id` / `station_id` say who entered the
 * record ("filled by the police station"); `address_*` is where the person lives.
 * `crime_count` is kept by the service in the same transaction as the crimes, so lists
 * sort and filter on it without counting (2-plus = more than one crime).
 */
/** PostgreSQL's multirange of dates (14+, PGlite too); read back as its text. */
const dateMultirange = customType<{ data: string; driverData: string }>({
  dataType: () => 'datemultirange',
});

export const accused = pgTable(
  'accused',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The name in the other script (English when `name` is Marathi), for search and lists. */
    nameEn: text('name_en').notNull().default(''),
    /** Optional (decision 0038): searched, and compared when looking for duplicates. */
    fatherName: text('father_name').notNull().default(''),
    /** Names the person is also known by ("उर्फ"); a merge adds the removed record's names. */
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The version of the name-key rules the record's search terms were made with; start-up
     * remakes the terms of records made with older rules (name-terms.service).
     */
    nameKeysVersion: smallint('name_keys_version').notNull().default(0),
    age: smallint('age').notNull(),
    mobile: text('mobile'),
    religionId: integer('religion_id')
      .notNull()
      .references(() => religions.id),
    caste: text('caste').notNull().default(''),
    address: text('address').notNull(),
    addressStateId: smallint('address_state_id')
      .notNull()
      .references(() => states.id),
    addressCityId: integer('address_city_id')
      .notNull()
      .references(() => cities.id),
    addressStationId: integer('address_station_id')
      .notNull()
      .references(() => policeStations.id),
    crimeTypeIds: integer('crime_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    historySheeter: smallint('history_sheeter').notNull(),
    historyDate: date('history_date'),
    patrollingNeeded: boolean('patrolling_needed').notNull().default(false),
    currentCondition: text('current_condition', { enum: ['wanted', 'absconding'] }),
    photoIds: uuid('photo_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    active: boolean('active').notNull().default(true),
    activeReason: text('active_reason').notNull().default(''),
    crimeCount: integer('crime_count').notNull().default(0),
    /** The distinct titles of its crimes, kept with crime_count (refreshCrimeCount). */
    crimeTitleIds: integer('crime_title_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /**
     * The days its crimes were registered on, kept by a trigger on crimes (migration 0019):
     * "a crime in this range" is one operator on the row, not a probe into the crimes.
     */
    crimeDays: dateMultirange('crime_days')
      .notNull()
      .default(sql`'{}'::datemultirange`),
    /** Kept with every preventive action written (refreshPreventiveCount), as crime_count is. */
    preventiveCount: integer('preventive_count').notNull().default(0),
    cityId: cityRef(),
    stationId: stationRef(),
    ...audited,
  },
  (t) => [
    // A unit's list, newest first, pages through this index instead of the whole table's.
    index('accused_city_id_idx').on(t.cityId, t.id),
    // crime_count last: the 2-plus report per station filters on it from the index alone;
    // migration 0019 adds crime_days as an INCLUDE column (the "new" kind's range test).
    index('accused_city_station_idx').on(t.cityId, t.stationId, t.id, t.crimeCount),
    index('accused_city_condition_idx')
      .on(t.cityId, t.currentCondition)
      .where(sql`${t.currentCondition} IS NOT NULL`),
    index('accused_address_station_idx').on(t.addressStationId),
    // Counts per unit read this index alone: accused, 2-plus and preventive actions.
    index('accused_city_counts_idx').on(t.cityId, t.crimeCount, t.preventiveCount),
    // The date-range report (spec 3 §2.6, decision 0028): records entered in a range.
    index('accused_city_created_idx').on(t.cityId, t.createdAt),
    index('accused_station_created_idx').on(t.stationId, t.createdAt),
    // Records whose search terms must be remade after the name-key rules change.
    index('accused_name_keys_version_idx').on(t.nameKeysVersion),
    // The list's heading filters read the unit's own keys (unit × heading, migration 0018):
    // a state-wide index would intersect the state's holders of a title with the unit.
    index('accused_unit_crime_types_idx').using(
      'gin',
      sql`cmis_unit_keys(${t.cityId}, ${t.crimeTypeIds})`,
    ),
    index('accused_unit_crime_titles_idx').using(
      'gin',
      sql`cmis_unit_keys(${t.cityId}, ${t.crimeTitleIds})`,
    ),
    // Serves "is this file on an accused record" when a station opens a photo (files.repo).
    index('accused_photos_idx').using('gin', t.photoIds),
    check('accused_age_chk', sql`${t.age} BETWEEN 5 AND 100`),
    check('accused_history_sheeter_chk', sql`${t.historySheeter} IN (1, 2, 3)`),
  ],
);

/** Spec 2 §3.6: everything optional. One row per accused. */
/**
 * Counts of the accused per entering unit and station, kept by statement triggers on
 * `accused` in the same transaction as the write (migration 0018): the dashboard's tiles and
 * the unfiltered list's total read them instead of counting a unit's rows on every request.
 */
export const accusedTallies = pgTable(
  'accused_tallies',
  {
    cityId: integer('city_id').notNull(),
    stationId: integer('station_id').notNull(),
    accused: integer('accused').notNull().default(0),
    twoPlus: integer('two_plus').notNull().default(0),
    preventive: integer('preventive').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.cityId, t.stationId] })],
);

export const accusedOtherInfo = pgTable(
  'accused_other_info',
  {
    accusedId: integer('accused_id')
      .primaryKey()
      .references(() => accused.id, { onDelete: 'cascade' }),
    isGangMember: boolean('is_gang_member'),
    business: text('business').notNull().default(''),
    familyMembers: text('family_members').notNull().default(''),
    assets: text('assets').notNull().default(''),
    residence: text('residence').notNull().default(''),
    jurisdiction: text('jurisdiction').notNull().default(''),
    courtDate: date('court_date'),
    jailStatus: text('jail_status').notNull().default(''),
    vehicleDetails: text('vehicle_details').notNull().default(''),
    lawyerDetails: text('lawyer_details').notNull().default(''),
    identifyingOfficer: text('identifying_officer').notNull().default(''),
    supportingLeaders: text('supporting_leaders').notNull().default(''),
    caseNo: text('case_no').notNull().default(''),
    registeredCases: text('registered_cases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    imageIds: uuid('image_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    handprintIds: uuid('handprint_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    recordIds: uuid('record_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('accused_other_images_idx').using('gin', t.imageIds),
    index('accused_other_handprints_idx').using('gin', t.handprintIds),
    index('accused_other_records_idx').using('gin', t.recordIds),
  ],
);

/** A crime (gunha, spec 2 §3.2), registered at a police station. */
export const crimes = pgTable(
  'crimes',
  {
    id: serial('id').primaryKey(),
    accusedId: integer('accused_id')
      .notNull()
      .references(() => accused.id, { onDelete: 'cascade' }),
    stateId: stateRef(),
    cityId: cityRef(),
    stationId: stationRef(),
    registerNumber: text('register_number').notNull(),
    registerYear: smallint('register_year').notNull(),
    registeredOn: date('registered_on').notNull(),
    crimeTitleId: integer('crime_title_id')
      .notNull()
      .references(() => crimeTitles.id),
    statusId: integer('status_id')
      .notNull()
      .references(() => crimeStatuses.id),
    courtType: text('court_type'),
    statusDate: date('status_date'),
    caseNumber: text('case_number'),
    punishment: text('punishment'),
    penalty: text('penalty'),
    ...audited,
  },
  (t) => [
    // With the date, "a crime registered in the range" is answered from the index alone.
    index('crimes_accused_registered_idx').on(t.accusedId, t.registeredOn),
    index('crimes_station_idx').on(t.stationId, t.accusedId),
    index('crimes_city_registered_idx').on(t.cityId, t.registeredOn),
    index('crimes_station_registered_idx').on(t.stationId, t.registeredOn),
    // The list's crime-title filter (an EXISTS per accused) reads (title, accused) from the
    // index alone; on the state data set the heap read cost 1.1 s (issue 8 §2).
    index('crimes_title_accused_idx').on(t.crimeTitleId, t.accusedId),
    // Co-accused share a first information report: the same station, number and year (issue 20).
    index('crimes_fir_idx').on(t.stationId, t.registerYear, t.registerNumber, t.accusedId),
    check(
      'crimes_registered_in_year_chk',
      sql`extract(year from ${t.registeredOn}) = ${t.registerYear}`,
    ),
  ],
);

/** Act and section pairs of a crime (kalamAndkayda). */
export const crimeSections = pgTable(
  'crime_sections',
  {
    id: serial('id').primaryKey(),
    crimeId: integer('crime_id')
      .notNull()
      .references(() => crimes.id, { onDelete: 'cascade' }),
    actId: integer('act_id')
      .notNull()
      .references(() => acts.id),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
  },
  (t) => [index('crime_sections_crime_idx').on(t.crimeId)],
);

/** Co-accused named in a crime (membersList). */
export const crimeMembers = pgTable(
  'crime_members',
  {
    id: serial('id').primaryKey(),
    crimeId: integer('crime_id')
      .notNull()
      .references(() => crimes.id, { onDelete: 'cascade' }),
    memberName: text('member_name').notNull(),
    registerNumber: text('register_number').notNull().default(''),
    registerYear: smallint('register_year'),
  },
  (t) => [index('crime_members_crime_idx').on(t.crimeId)],
);

/**
 * An arrest in a crime (spec 2 §3.3). The Aadhaar number is stored encrypted (AES-GCM)
 * with a keyed hash for the uniqueness check and the last four digits for masked display.
 */
export const arrests = pgTable(
  'arrests',
  {
    id: serial('id').primaryKey(),
    crimeId: integer('crime_id')
      .notNull()
      .references(() => crimes.id, { onDelete: 'cascade' }),
    accusedId: integer('accused_id')
      .notNull()
      .references(() => accused.id, { onDelete: 'cascade' }),
    currentStatusId: integer('current_status_id')
      .notNull()
      .references(() => currentStatuses.id),
    aadhaarCipher: text('aadhaar_cipher'),
    aadhaarHash: text('aadhaar_hash'),
    aadhaarLast4: text('aadhaar_last4'),
    dateOfBirth: date('date_of_birth'),
    arrestedAt: timestamp('arrested_at', { withTimezone: true }).notNull(),
    courtAt: timestamp('court_at', { withTimezone: true }).notNull(),
    fingerprintChecked: boolean('fingerprint_checked').notNull().default(false),
    photoIds: uuid('photo_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    cityId: cityRef(),
    ...audited,
  },
  (t) => [
    index('arrests_crime_idx').on(t.crimeId),
    index('arrests_accused_idx').on(t.accusedId),
    index('arrests_city_arrested_idx').on(t.cityId, t.arrestedAt),
    // The arrest register (spec 3 §2.4) reads a date range, then joins the accused's owner.
    index('arrests_arrested_idx').on(t.arrestedAt),
    index('arrests_aadhaar_hash_idx').on(t.aadhaarHash),
    index('arrests_photos_idx').using('gin', t.photoIds),
  ],
);

/** A preventive action (spec 2 §3.4): chapter cases and externment orders. */
export const preventiveActions = pgTable(
  'preventive_actions',
  {
    id: serial('id').primaryKey(),
    accusedId: integer('accused_id')
      .notNull()
      .references(() => accused.id, { onDelete: 'cascade' }),
    actionTypeId: integer('action_type_id')
      .notNull()
      .references(() => preventiveActionTypes.id),
    chapterCase: text('chapter_case').notNull(),
    chapterYear: smallint('chapter_year').notNull(),
    bondDate: date('bond_date').notNull(),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to').notNull(),
    externmentCityIds: integer('externment_city_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Police stations (the spec's "districts") of the externed area, beside whole units. */
    externmentStationIds: integer('externment_station_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    orderType: text('order_type').notNull().default(''),
    orderFileId: uuid('order_file_id'),
    status: smallint('status'),
    courtType: text('court_type'),
    statusDate: date('status_date'),
    caseNumber: text('case_number'),
    cityId: cityRef(),
    stationId: stationRef(),
    ...audited,
  },
  (t) => [
    index('preventive_accused_idx').on(t.accusedId),
    index('preventive_order_file_idx').on(t.orderFileId),
    index('preventive_city_dates_idx').on(t.cityId, t.dateFrom, t.dateTo),
    // Reports (spec 3 §2.5): a station's list by dates, and the by-bond-date mode.
    index('preventive_station_dates_idx').on(t.stationId, t.dateFrom, t.dateTo),
    index('preventive_city_bond_idx').on(t.cityId, t.bondDate),
    check('preventive_dates_chk', sql`${t.dateTo} >= ${t.dateFrom}`),
  ],
);
