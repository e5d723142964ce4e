import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accused, preventiveActions } from './accused.js';
import { appUsers } from './app-users.js';
import { cities, cityRef, stationRef } from './masters.js';
import { files } from './platform.js';
import { users } from './users.js';

/**
 * What a unit admin sets for the unit (issue 20): how long an active accused may go
 * unchecked, and how strict a patrol visit is. A unit without a row has the defaults.
 */
export const unitSettings = pgTable(
  'unit_settings',
  {
    cityId: integer('city_id')
      .primaryKey()
      .references(() => cities.id),
    overdueCheckDays: smallint('overdue_check_days').notNull().default(30),
    patrolMaxDistanceMeters: integer('patrol_max_distance_meters').notNull().default(200),
    patrolRepeatMinutes: integer('patrol_repeat_minutes').notNull().default(30),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('unit_settings_overdue_chk', sql`${t.overdueCheckDays} BETWEEN 1 AND 365`),
    check('unit_settings_distance_chk', sql`${t.patrolMaxDistanceMeters} BETWEEN 10 AND 5000`),
    check('unit_settings_repeat_chk', sql`${t.patrolRepeatMinutes} BETWEEN 0 AND 1440`),
  ],
);

/**
 * "Seen here" from the field app (issue 20): an app user saw an accused, with a photo and
 * the phone's position. Deduplicated per (app user, client id) like check-ins.
 */
export const fieldSightings = pgTable(
  'field_sightings',
  {
    id: serial('id').primaryKey(),
    clientId: uuid('client_id').notNull(),
    accusedId: integer('accused_id')
      .notNull()
      .references(() => accused.id, { onDelete: 'cascade' }),
    appUserId: integer('app_user_id')
      .notNull()
      .references(() => appUsers.id),
    cityId: cityRef(),
    stationId: stationRef(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracyMeters: real('accuracy_meters'),
    photoId: uuid('photo_id').references(() => files.id),
    details: text('details').notNull().default(''),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('field_sightings_client_idx').on(t.appUserId, t.clientId),
    index('field_sightings_accused_idx').on(t.accusedId, t.seenAt),
    index('field_sightings_station_time_idx').on(t.stationId, t.seenAt),
  ],
);

/**
 * An externment breach (issue 20): an externed accused met inside the externed area during
 * the order's period. The place (unit, station) is where it happened, which decides who
 * sees it; `source_id` is the row of `kind` that raised it.
 */
export const externmentBreaches = pgTable(
  'externment_breaches',
  {
    id: serial('id').primaryKey(),
    accusedId: integer('accused_id')
      .notNull()
      .references(() => accused.id, { onDelete: 'cascade' }),
    preventiveActionId: integer('preventive_action_id')
      .notNull()
      .references(() => preventiveActions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['checkin', 'arrest', 'crime', 'sighting'] }).notNull(),
    sourceId: integer('source_id').notNull(),
    cityId: cityRef(),
    stationId: stationRef(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    photoId: uuid('photo_id').references(() => files.id),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedBy: integer('acknowledged_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgeNote: text('acknowledge_note'),
  },
  (t) => [
    uniqueIndex('externment_breaches_source_idx').on(t.kind, t.sourceId, t.preventiveActionId),
    index('externment_breaches_city_time_idx').on(t.cityId, t.occurredAt),
    index('externment_breaches_station_time_idx').on(t.stationId, t.occurredAt),
    index('externment_breaches_accused_idx').on(t.accusedId, t.occurredAt),
  ],
);

/**
 * The daily overdue-check run (issue 20): one row per India day, claimed by the first
 * process that inserts it, so several processes run the job once.
 */
export const overdueRuns = pgTable('overdue_runs', {
  runDate: date('run_date').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/** The accused past their unit's check limit on a run's day, per station (issue 20). */
export const overdueAccused = pgTable(
  'overdue_accused',
  {
    runDate: date('run_date')
      .notNull()
      .references(() => overdueRuns.runDate, { onDelete: 'cascade' }),
    accusedId: integer('accused_id')
      .notNull()
      .references(() => accused.id, { onDelete: 'cascade' }),
    cityId: cityRef(),
    stationId: stationRef(),
    lastCheckinAt: timestamp('last_checkin_at', { withTimezone: true }),
    daysUnchecked: integer('days_unchecked').notNull(),
  },
  (t) => [
    uniqueIndex('overdue_accused_run_accused_idx').on(t.runDate, t.accusedId),
    index('overdue_accused_station_idx').on(t.runDate, t.stationId, t.daysUnchecked),
    index('overdue_accused_city_idx').on(t.runDate, t.cityId, t.daysUnchecked),
  ],
);
