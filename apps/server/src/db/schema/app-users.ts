import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cityRef, stationRef } from './masters.js';
import { users } from './users.js';

/** Field staff of the mobile app (spec 1 §3 App user). The password is only ever a hash. */
export const appUsers = pgTable(
  'app_users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash'),
    /** A one-time password (given on approval or reset) must be changed at first login. */
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    status: smallint('status').notNull().default(0),
    cityId: cityRef(),
    stationId: stationRef(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('app_users_phone_idx').on(t.phone),
    index('app_users_city_status_idx').on(t.cityId, t.status),
    index('app_users_station_idx').on(t.stationId),
    check('app_users_status_chk', sql`${t.status} IN (0, 1, 2)`),
  ],
);

/** Devices of the field app that receive push notifications (spec 2 §7.6). */
export const appUserDevices = pgTable(
  'app_user_devices',
  {
    id: serial('id').primaryKey(),
    appUserId: integer('app_user_id')
      .notNull()
      .references(() => appUsers.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('app_user_devices_token_idx').on(t.token),
    index('app_user_devices_user_idx').on(t.appUserId),
  ],
);

/**
 * A Web Push subscription of the field app (issue 20): the push service's endpoint and the
 * browser's keys (RFC 8291). A 404 or 410 from the push service removes it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    appUserId: integer('app_user_id')
      .notNull()
      .references(() => appUsers.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.appUserId),
  ],
);
