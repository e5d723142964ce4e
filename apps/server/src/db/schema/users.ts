import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cities, policeStations, stateRef } from './masters.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userid: text('userid').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['2', '4', '8'] }).notNull(),
    stateId: stateRef(),
    cityId: integer('city_id').references(() => cities.id),
    stationId: integer('station_id').references(() => policeStations.id),
    active: boolean('active').notNull().default(true),
    language: text('language', { enum: ['mr', 'en', 'hi'] })
      .notNull()
      .default('mr'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_userid_lower_idx').on(sql`lower(${t.userid})`),
    index('users_city_idx').on(t.cityId),
    index('users_station_idx').on(t.stationId),
    // One account per unit admin post and per police station (issue 3: 409 when taken).
    uniqueIndex('users_one_admin_per_city_idx')
      .on(t.cityId)
      .where(sql`${t.role} = '4'`),
    uniqueIndex('users_one_user_per_station_idx')
      .on(t.stationId)
      .where(sql`${t.role} = '2'`),
    check(
      'users_role_scope_chk',
      sql`(${t.role} = '8') OR (${t.role} = '4' AND ${t.cityId} IS NOT NULL) OR (${t.role} = '2' AND ${t.cityId} IS NOT NULL AND ${t.stationId} IS NOT NULL)`,
    ),
  ],
);

/** The last password hashes of a user, so a new password may not repeat one (spec 1 §5). */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_history_user_idx').on(t.userId, t.createdAt)],
);

/** Server-side sessions: the cookie carries a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Every successful login, for /login_details (spec 3 §2.10). */
export const loginLog = pgTable(
  'login_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_log_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Failed sign-ins per account and client address (issue 17 §1; decision 0040): the delays
 * grow for the address that fails, so a stranger elsewhere cannot lock the owner out.
 * Accounts are `user:<id>` (officers) and `app:<id>` (field app users); an id that does
 * not exist has no row.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    account: text('account').notNull(),
    address: text('address').notNull(),
    failedCount: integer('failed_count').notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.account, t.address] })],
);

/** Captcha solutions already used, so one solved challenge signs in once. */
export const usedCaptchas = pgTable(
  'used_captchas',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_captchas_expires_idx').on(t.expiresAt)],
);
