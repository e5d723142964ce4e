import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accused } from './accused.js';
import { appUsers } from './app-users.js';
import { cityRef, spotTypes, stateRef, stationRef } from './masters.js';
import { files } from './platform.js';
import { users } from './users.js';

/**
 * Sessions of the field app (issue 5 §7): app users are not officers and never share the
 * officers' session table; the cookie carries a random token, the table only its SHA-256.
 */
export const appUserSessions = pgTable(
  'app_user_sessions',
  {
    id: text('id').primaryKey(),
    appUserId: integer('app_user_id')
      .notNull()
      .references(() => appUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('app_user_sessions_user_idx').on(t.appUserId),
    index('app_user_sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A GPS check-in on an accused by an app user (spec 1 §3 GPS record). `client_id` is made
 * by the device for each check-in, so an item queued offline and sent twice is kept once.
 * City and station are the app user's, copied so the reports filter without joins.
 *
 * On the database the table is PARTITION BY RANGE (captured_at), one partition per month
 * plus a DEFAULT one (migration 0009, decision 0036); drizzle does not model partitioning,
 * so only the keys show it here: every unique index must contain captured_at. The
 * one-row-per-(app user, client id) rule is kept by the service (field.repo insertCheckin).
 */
export const gpsCheckins = pgTable(
  'gps_checkins',
  {
    id: serial('id').notNull(),
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
    /** Found at the address (status), with what the field staff noted (statusDetails). */
    found: boolean('found').notNull(),
    details: text('details').notNull().default(''),
    photoId: uuid('photo_id').references(() => files.id),
    /** When the device took it (gpstimedate); `received_at` is when the server got it. */
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'gps_checkins_pkey', columns: [t.id, t.capturedAt] }),
    uniqueIndex('gps_checkins_client_idx').on(t.appUserId, t.clientId, t.capturedAt),
    index('gps_checkins_city_time_idx').on(t.cityId, t.capturedAt),
    index('gps_checkins_station_time_idx').on(t.stationId, t.capturedAt),
    index('gps_checkins_accused_time_idx').on(t.accusedId, t.capturedAt),
    // State-wide ranges (the state GPS report, the role-8 tile) have no unit to lead with.
    index('gps_checkins_time_idx').on(t.capturedAt),
    check('gps_checkins_lat_chk', sql`${t.latitude} BETWEEN -90 AND 90`),
    check('gps_checkins_lng_chk', sql`${t.longitude} BETWEEN -180 AND 180`),
  ],
);

/**
 * The locked home address of an accused (spec 1 §2 GPS drawer): the position check-ins are
 * measured from. One row per accused; unlocking keeps the row with `locked` false.
 */
export const accusedHomeLocations = pgTable('accused_home_locations', {
  accusedId: integer('accused_id')
    .primaryKey()
    .references(() => accused.id, { onDelete: 'cascade' }),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  locked: boolean('locked').notNull().default(true),
  changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A QR-tagged patrol spot (spec 2 §3.7). `code` is the 15-character random qr_id. */
export const patrolSpots = pgTable(
  'patrol_spots',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    landmark: text('landmark').notNull(),
    spotTypeId: integer('spot_type_id')
      .notNull()
      .references(() => spotTypes.id),
    spotTime: text('spot_time', { enum: ['day', 'night'] }).notNull(),
    patrollingPerson: text('patrolling_person').notNull(),
    stateId: stateRef(),
    cityId: cityRef(),
    stationId: stationRef(),
    /** Set by the first scan in the field app (is_geotagged). */
    geotagged: boolean('geotagged').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The GPS fix's accuracy when the first scan tagged the spot (issue 20). */
    geotagAccuracyMeters: real('geotag_accuracy_meters'),
    geotaggedAt: timestamp('geotagged_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdRole: text('created_role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('patrol_spots_code_idx').on(t.code),
    index('patrol_spots_city_idx').on(t.cityId, t.id),
    index('patrol_spots_station_idx').on(t.stationId, t.id),
    check('patrol_spots_code_chk', sql`${t.code} ~ '^[A-Za-z0-9]{15}$'`),
  ],
);

/** One scan of a spot's QR by an app user: a patrol visit, deduplicated like check-ins. */
export const patrolVisits = pgTable(
  'patrol_visits',
  {
    id: serial('id').primaryKey(),
    clientId: uuid('client_id').notNull(),
    spotId: integer('spot_id')
      .notNull()
      .references(() => patrolSpots.id, { onDelete: 'cascade' }),
    appUserId: integer('app_user_id')
      .notNull()
      .references(() => appUsers.id),
    cityId: cityRef(),
    stationId: stationRef(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracyMeters: real('accuracy_meters'),
    /** Metres from the tagged spot; null when the spot had no position yet. */
    distanceMeters: real('distance_meters'),
    /** Further than the unit allows from the spot: kept, shown, not counted (issue 20). */
    flagged: boolean('flagged').notNull().default(false),
    /** False for a repeat scan of the spot by the same user inside the unit's window. */
    counted: boolean('counted').notNull().default(true),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('patrol_visits_client_idx').on(t.appUserId, t.clientId),
    index('patrol_visits_spot_time_idx').on(t.spotId, t.scannedAt),
    index('patrol_visits_city_time_idx').on(t.cityId, t.scannedAt),
    index('patrol_visits_station_time_idx').on(t.stationId, t.scannedAt),
    // The state-wide patrol report per app user reads visits by time alone (decision 0026).
    index('patrol_visits_time_idx').on(t.scannedAt),
  ],
);
