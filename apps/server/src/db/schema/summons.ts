import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { cityRef, stateRef, stationRef } from './masters.js';
import { files } from './platform.js';
import { users } from './users.js';

/**
 * The summons (samans) register (spec 2 §3.8): an entry the unit registers for a police
 * station, then the unit's first update (lsb1) and the station's update (ps1). `stage`
 * says which of them are done (decision 0015).
 */
export const summons = pgTable(
  'summons',
  {
    id: serial('id').primaryKey(),
    stage: text('stage', { enum: ['registered', 'fetched', 'completed'] })
      .notNull()
      .default('registered'),
    /** ws_nond */
    serialNo: text('serial_no').notNull(),
    /** ws_date: the day the unit received it. */
    receivedOn: date('received_on').notNull(),
    courtName: text('court_name').notNull(),
    /** ws_javak_no */
    crimeNo: text('crime_no').notNull(),
    caseNo: text('case_no').notNull(),
    /** ws_javak_type: 1 summons, 2 warrant, 3 child justice, 4 board, 5 other. */
    crimeType: smallint('crime_type').notNull(),
    /** ws_nemle_date: the day it was assigned to the station. */
    assignedOn: date('assigned_on').notNull(),
    /** ws_member_type: 1 accused, 2 witness, 3 legal dispute, 4 child complainant, 5 other. */
    partyType: smallint('party_type').notNull(),
    partyName: text('party_name').notNull(),
    partyAddress: text('party_address').notNull(),
    stateId: stateRef(),
    cityId: cityRef(),
    /** ws_respective_login: the police station it is assigned to. */
    stationId: stationRef(),
    registerFileId: uuid('register_file_id')
      .notNull()
      .references(() => files.id),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // First update (lsb1).
    fetchedOn: date('fetched_on'),
    handoverName: text('handover_name'),
    handoverMobile: text('handover_mobile'),
    firstUpdateBy: integer('first_update_by').references(() => users.id, { onDelete: 'set null' }),
    firstUpdateAt: timestamp('first_update_at', { withTimezone: true }),
    // Police-station update (ps1).
    informed: text('informed', { enum: ['YES', 'NO'] }),
    sentBy: text('sent_by', { enum: ['post', 'in-person'] }),
    finalDocNo: text('final_doc_no'),
    finalDocDate: date('final_doc_date'),
    stationFileId: uuid('station_file_id').references(() => files.id),
    stationUpdateBy: integer('station_update_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    stationUpdateAt: timestamp('station_update_at', { withTimezone: true }),
  },
  (t) => [
    index('summons_city_idx').on(t.cityId, t.id),
    index('summons_station_idx').on(t.stationId, t.id),
    index('summons_city_stage_idx').on(t.cityId, t.stage, t.id),
    // The date-range report (spec 3 §2.6): summons received in a range.
    index('summons_city_received_idx').on(t.cityId, t.receivedOn),
    index('summons_station_received_idx').on(t.stationId, t.receivedOn),
    check('summons_crime_type_chk', sql`${t.crimeType} BETWEEN 1 AND 5`),
    check('summons_party_type_chk', sql`${t.partyType} BETWEEN 1 AND 5`),
  ],
);
