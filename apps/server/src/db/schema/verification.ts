import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { appUsers } from './app-users.js';
import { cityRef, policeStations } from './masters.js';
import { users } from './users.js';

/**
 * Document verification allotted to a unit by the state (spec 3 §2.13, §3 'Allocated
 * verification'); `expires_on` is the spec's `expriy_date` (today + years at creation).
 */
export const verificationAllocations = pgTable(
  'verification_allocations',
  {
    id: serial('id').primaryKey(),
    moduleName: text('module_name').notNull(),
    email: text('email').notNull(),
    cityId: cityRef(),
    plan: text('plan', { enum: ['A', 'B', 'C'] }).notNull(),
    years: smallint('years').notNull(),
    expiresOn: date('expires_on').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('verification_allocations_city_idx').on(t.cityId, t.expiresOn),
    check('verification_allocations_years_chk', sql`${t.years} IN (1, 2, 3)`),
  ],
);

/**
 * One document lookup and the provider's answer (spec 3 §2.12, §7.3). Aadhaar numbers are
 * kept masked only (decision 0029), also inside `result`.
 */
export const verificationLookups = pgTable(
  'verification_lookups',
  {
    id: serial('id').primaryKey(),
    type: text('type', {
      enum: ['vehicle', 'licence', 'aadhaar', 'aadhaarOtp', 'voter', 'passport'],
    }).notNull(),
    /** The document number as checked; Aadhaar as 'XXXX XXXX 1234'. */
    number: text('number').notNull(),
    dob: date('dob'),
    reason: text('reason', { enum: ['accused', 'bail', 'suspicious'] }).notNull(),
    details: text('details').notNull(),
    /** The provider's `data` object. */
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    cityId: cityRef(),
    /** The searcher's police station; null for a unit admin's lookup. */
    stationId: integer('station_id').references(() => policeStations.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    appUserId: integer('app_user_id').references(() => appUsers.id, { onDelete: 'set null' }),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('verification_lookups_city_type_idx').on(t.cityId, t.type, t.createdAt.desc(), t.id),
    index('verification_lookups_station_type_idx').on(t.stationId, t.type, t.createdAt),
    index('verification_lookups_city_time_idx').on(t.cityId, t.createdAt),
  ],
);

/**
 * An Aadhaar OTP the provider sent (spec 3 §4 OTP flow): its client id stays on the server,
 * tied to the caller, for 10 minutes and one successful submit.
 */
export const verificationOtpRequests = pgTable(
  'verification_otp_requests',
  {
    id: uuid('id').primaryKey(),
    clientId: text('client_id').notNull(),
    /** 'XXXX XXXX 1234' */
    number: text('number').notNull(),
    cityId: cityRef(),
    stationId: integer('station_id').references(() => policeStations.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    appUserId: integer('app_user_id').references(() => appUsers.id, { onDelete: 'cascade' }),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('verification_otp_requests_created_idx').on(t.createdAt)],
);
