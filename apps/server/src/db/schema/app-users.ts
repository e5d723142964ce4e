import { sql } from 'drizzle-orm';
import {
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
import { cities, policeStations } from './masters.js';
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
    status: smallint('status').notNull().default(0),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    stationId: integer('station_id')
      .notNull()
      .references(() => policeStations.id),
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
