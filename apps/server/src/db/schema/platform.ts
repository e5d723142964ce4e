import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { appUsers } from './app-users.js';
import { cities, policeStations } from './masters.js';
import { users } from './users.js';

/** Who changed what, when and from where (architecture rule 4); written in the same transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    cityId: integer('city_id'),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_city_idx').on(t.cityId, t.createdAt),
  ],
);

/** Uploaded files; the bytes live in the storage driver under storage_key. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    storageKey: text('storage_key').notNull().unique(),
    kind: text('kind', { enum: ['image', 'video', 'pdf'] }).notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    originalName: text('original_name').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set instead of `uploaded_by` for a photo taken in the field app. */
    uploadedByAppUser: integer('uploaded_by_app_user').references(() => appUsers.id, {
      onDelete: 'set null',
    }),
    cityId: integer('city_id').references(() => cities.id),
    stationId: integer('station_id').references(() => policeStations.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_city_idx').on(t.cityId)],
);
