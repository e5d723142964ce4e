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
  uuid,
} from 'drizzle-orm/pg-core';
import { cities } from './masters.js';
import { files } from './platform.js';
import { users } from './users.js';

/**
 * News (2), notifications (1), about-us (4) and help (5) items (spec 1 §3). News belongs
 * to a unit (city_id) or, when posted by the state, to every unit (null).
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    itemType: smallint('item_type').notNull(),
    newsType: smallint('news_type').notNull(),
    description: text('description').notNull().default(''),
    status: smallint('status').notNull().default(1),
    fileId: uuid('file_id').references(() => files.id),
    cityId: integer('city_id').references(() => cities.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    role: text('role').notNull(),
    publishedDate: timestamp('published_date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_items_type_city_idx').on(t.itemType, t.cityId, t.publishedDate),
    check('content_items_type_chk', sql`${t.itemType} IN (1, 2, 4, 5)`),
    check('content_items_news_type_chk', sql`${t.newsType} IN (1, 2, 3)`),
    check('content_items_status_chk', sql`${t.status} IN (0, 1)`),
  ],
);

/** The five guidance items of the FAQ screen (spec 3 §2.15); role 8 replaces their files. */
export const faqItems = pgTable('faq_items', {
  id: smallint('id').primaryKey(),
  titleMr: text('title_mr').notNull(),
  titleEn: text('title_en').notNull(),
  fileId: uuid('file_id').references(() => files.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Images of the public landing page's Media and Coverage carousels (spec 3 §2.16). */
export const landingImages = pgTable(
  'landing_images',
  {
    id: serial('id').primaryKey(),
    section: text('section', { enum: ['media', 'coverage'] }).notNull(),
    caption: text('caption').notNull().default(''),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('landing_images_section_idx').on(t.section, t.active)],
);
