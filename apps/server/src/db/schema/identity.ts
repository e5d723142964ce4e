import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accused } from './accused.js';
import { users } from './users.js';

/**
 * Every distinct word of every accused's names, with its keys (decision 0038). A search
 * expands its words over this dictionary first (a few rows per word, through these
 * indexes, trigram included), then reads the people holding the expanded words through
 * `accused_name_terms`, unit first: no state-wide trigram scan per request.
 */
export const nameTerms = pgTable(
  'name_terms',
  {
    term: text('term').primaryKey(),
    latin: text('latin').notNull(),
    phonetic: text('phonetic').notNull(),
    /** The phonetic key and its one-letter deletions: a typo shares one (name-keys.ts). */
    variants: text('variants').array().notNull(),
  },
  (t) => [
    index('name_terms_variants_idx').using('gin', t.variants),
    index('name_terms_prefix_idx').using('btree', sql`${t.term} text_pattern_ops`),
    index('name_terms_latin_idx').using('btree', sql`${t.latin} text_pattern_ops`),
    index('name_terms_phonetic_idx').on(t.phonetic),
    index('name_terms_latin_trgm_idx').using('gin', sql`${t.latin} gin_trgm_ops`),
  ],
);

/**
 * Which accused holds which word, and from which field (name, English name, father's
 * name, alias). `city_id` is the unit that entered the record, copied so a unit's search
 * reads only its own postings of a word: (term, city_id) leads the index.
 */
export const accusedNameTerms = pgTable(
  'accused_name_terms',
  {
    accusedId: integer('accused_id')
      .notNull()
      .references(() => accused.id, { onDelete: 'cascade' }),
    term: text('term')
      .notNull()
      .references(() => nameTerms.term),
    source: smallint('source').notNull(),
    cityId: integer('city_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'accused_name_terms_pkey', columns: [t.accusedId, t.term] }),
    index('accused_name_terms_term_city_idx').on(t.term, t.cityId, t.accusedId),
  ],
);

/**
 * Two records that may be one person (issue 16 §4), lower id first. `scope_city_id` /
 * `scope_station_id` are set when both records were entered by that unit / station: the
 * unit's and the station's screens page through their own pairs by score.
 */
export const duplicatePairs = pgTable(
  'duplicate_pairs',
  {
    id: serial('id').primaryKey(),
    lowId: integer('low_id')
      .notNull()
      .references(() => accused.id, { onDelete: 'cascade' }),
    highId: integer('high_id')
      .notNull()
      .references(() => accused.id, { onDelete: 'cascade' }),
    score: real('score').notNull(),
    /** Why: the evidence compared, each with its weight (duplicates/scoring.ts). */
    reasons: jsonb('reasons').notNull().$type<unknown[]>(),
    /** open: to be looked at; distinct: an officer said these are two people. */
    status: text('status', { enum: ['open', 'distinct'] })
      .notNull()
      .default('open'),
    scopeCityId: integer('scope_city_id'),
    scopeStationId: integer('scope_station_id'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('duplicate_pairs_ids_idx').on(t.lowId, t.highId),
    index('duplicate_pairs_high_idx').on(t.highId),
    index('duplicate_pairs_city_idx').on(t.scopeCityId, t.status, t.score, t.id),
    index('duplicate_pairs_station_idx').on(t.scopeStationId, t.status, t.score, t.id),
    index('duplicate_pairs_state_idx').on(t.status, t.score, t.id),
  ],
);

/**
 * A record merged into another (issue 16 §5): the tombstone of the removed id. Links to
 * the old id redirect to `kept_id`; `moved` lists the rows that went to the kept record,
 * so role 8 can undo the merge.
 */
export const accusedMerges = pgTable(
  'accused_merges',
  {
    id: serial('id').primaryKey(),
    removedId: integer('removed_id').notNull(),
    keptId: integer('kept_id').notNull(),
    /** The unit and station that entered the removed record: who may follow its links. */
    cityId: integer('city_id').notNull(),
    stationId: integer('station_id').notNull(),
    /** The removed record and the kept record as they were, and the ids moved. */
    before: jsonb('before').notNull().$type<Record<string, unknown>>(),
    mergedBy: integer('merged_by').references(() => users.id, { onDelete: 'set null' }),
    mergedAt: timestamp('merged_at', { withTimezone: true }).notNull().defaultNow(),
    undoneBy: integer('undone_by').references(() => users.id, { onDelete: 'set null' }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    index('accused_merges_removed_idx').on(t.removedId),
    index('accused_merges_kept_idx').on(t.keptId),
    index('accused_merges_city_idx').on(t.cityId, t.mergedAt),
  ],
);

/**
 * The duplicate model the database trained on its own records (decision 0039): u, m and
 * the prior of every comparison level, made by the last rebuild of the pairs. One row.
 */
export const duplicateModel = pgTable('duplicate_model', {
  id: smallint('id').primaryKey(),
  model: jsonb('model').notNull().$type<Record<string, unknown>>(),
  comparedPairs: integer('compared_pairs').notNull(),
  trainedAt: timestamp('trained_at', { withTimezone: true }).notNull().defaultNow(),
});
