import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Every lookup has a Marathi and an English name (spec 2 §3.10). */
const named = {
  nameMr: text('name_mr').notNull(),
  nameEn: text('name_en').notNull(),
};

/** A record's state, unit and police station: required master rows. */
export function stateRef() {
  return smallint('state_id')
    .notNull()
    .references(() => states.id);
}
export function cityRef() {
  return integer('city_id')
    .notNull()
    .references(() => cities.id);
}
export function stationRef() {
  return integer('station_id')
    .notNull()
    .references(() => policeStations.id);
}

export const states = pgTable('states', { id: smallint('id').primaryKey(), ...named });

/** A unit (ghatak): a commissionerate or district police; users of role 4 run one. */
export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  stateId: stateRef(),
  ...named,
});

/** A police station (thane); the spec calls it "district" (districtId). */
export const policeStations = pgTable(
  'police_stations',
  {
    id: serial('id').primaryKey(),
    cityId: cityRef(),
    ...named,
    /** The station building: where an arrest or a crime registered there took place (issue 20). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [index('police_stations_city_idx').on(t.cityId), unique().on(t.cityId, t.nameEn)],
);

function lookupTable(name: string) {
  return pgTable(name, { id: serial('id').primaryKey(), ...named });
}

export const religions = lookupTable('religions');
export const crimeTypes = lookupTable('crime_types');
export const crimeStatuses = lookupTable('crime_statuses');
export const currentStatuses = lookupTable('current_statuses');
export const preventiveActionTypes = lookupTable('preventive_action_types');
export const spotTypes = lookupTable('spot_types');
export const wantedTypes = lookupTable('wanted_types');

export const crimeTitles = pgTable(
  'crime_titles',
  {
    id: serial('id').primaryKey(),
    crimeTypeId: integer('crime_type_id')
      .notNull()
      .references(() => crimeTypes.id),
    ...named,
  },
  (t) => [index('crime_titles_type_idx').on(t.crimeTypeId)],
);

/** Act (kayda) and its sections (kalam). */
export const acts = pgTable('acts', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  ...named,
});

export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    actId: integer('act_id')
      .notNull()
      .references(() => acts.id),
    code: text('code').notNull(),
    ...named,
  },
  (t) => [
    unique().on(t.actId, t.code),
    // 'Kalam already exists.' compares trimmed and case-insensitive (issue 3 §6).
    uniqueIndex('sections_act_code_lower_idx').on(t.actId, sql`lower(${t.code})`),
  ],
);
