import { sql } from 'drizzle-orm';
import {
  check,
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
  policeStations,
  sections,
  stateRef,
  states,
  stationRef,
  wantedTypes,
} from './masters.js';
import { files } from './platform.js';
import { users } from './users.js';

/**
 * A wanted particular (spec 1 §3): one table for the 13 types, since they share the unit,
 * status and audit columns and the screen lists one type at a time. Columns a type does not
 * use stay null (persons: name..members; vehicles: vehicle_no..chassis_no; licence: licence_no,
 * name, address and location; mobiles: mobile_no, imei_no, model, colour).
 */
export const wantedParticulars = pgTable(
  'wanted_particulars',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id')
      .notNull()
      .references(() => wantedTypes.id),
    /** The owning unit (scope); null only for a vehicle or mobile entered by role 8. */
    cityId: integer('city_id').references(() => cities.id),
    status: smallint('status').notNull().default(1),
    name: text('name'),
    address: text('address'),
    addressStateId: smallint('address_state_id').references(() => states.id),
    addressCityId: integer('address_city_id').references(() => cities.id),
    addressStationId: integer('address_station_id').references(() => policeStations.id),
    externmentArea: text('externment_area'),
    members: text('members')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    photoFileId: uuid('photo_file_id').references(() => files.id),
    pdfFileId: uuid('pdf_file_id').references(() => files.id),
    vehicleNo: text('vehicle_no'),
    model: text('model'),
    colour: text('colour'),
    chassisNo: text('chassis_no'),
    licenceNo: text('licence_no'),
    mobileNo: text('mobile_no'),
    imeiNo: text('imei_no'),
    crimeCount: integer('crime_count').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The screen lists one type of one unit (or of the state), newest first.
    index('wanted_type_city_created_idx').on(t.typeId, t.cityId, t.createdAt, t.id),
    index('wanted_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('wanted_mobile_idx').on(t.mobileNo),
    index('wanted_imei_idx').on(t.imeiNo),
    index('wanted_vehicle_no_idx').on(t.vehicleNo),
    check('wanted_status_chk', sql`${t.status} IN (0, 1)`),
    check('wanted_type_chk', sql`${t.typeId} BETWEEN 1 AND 13`),
  ],
);

/** Spec 1 §3 'Crime entry on the wanted form'. */
export const wantedCrimes = pgTable(
  'wanted_crimes',
  {
    id: serial('id').primaryKey(),
    particularId: integer('particular_id')
      .notNull()
      .references(() => wantedParticulars.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    memberName: text('member_name').notNull().default(''),
    registerNumber: text('register_number').notNull(),
    registerYear: smallint('register_year').notNull(),
    courtCaseNo: text('court_case_no').notNull().default(''),
    stateId: stateRef(),
    cityId: cityRef(),
    stationId: stationRef(),
  },
  (t) => [index('wanted_crimes_particular_idx').on(t.particularId, t.position)],
);

/** The act (kayda) and section (kalam) pairs of a wanted crime entry. */
export const wantedCrimeSections = pgTable(
  'wanted_crime_sections',
  {
    crimeId: integer('crime_id')
      .notNull()
      .references(() => wantedCrimes.id, { onDelete: 'cascade' }),
    actId: integer('act_id')
      .notNull()
      .references(() => acts.id),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
  },
  (t) => [primaryKey({ columns: [t.crimeId, t.sectionId] })],
);
