import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { cityRef, stateRef, stationRef } from './masters.js';
import { users } from './users.js';

/** A CCTV installation a unit knows of (spec 3 §2.9; columns per decision 0020). */
export const cctvLocations = pgTable(
  'cctv_locations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    stateId: stateRef(),
    cityId: cityRef(),
    stationId: stationRef(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    cameraCount: integer('camera_count').notNull(),
    owner: text('owner', { enum: ['government', 'private', 'public-private'] }).notNull(),
    status: text('status', { enum: ['working', 'not-working'] }).notNull(),
    contactMobile: text('contact_mobile').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cctv_locations_city_idx').on(t.cityId, t.id),
    index('cctv_locations_station_idx').on(t.stationId, t.id),
    check('cctv_locations_lat_chk', sql`${t.latitude} BETWEEN -90 AND 90`),
    check('cctv_locations_lng_chk', sql`${t.longitude} BETWEEN -180 AND 180`),
    check('cctv_locations_cameras_chk', sql`${t.cameraCount} BETWEEN 1 AND 500`),
  ],
);
