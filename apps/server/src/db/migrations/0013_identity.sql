-- Issue 16 (decision 0038): one person, one record. Search terms of every name word with
-- their keys (name_terms) and who holds them (accused_name_terms); pairs of records that
-- may be one person; tombstones of merged records. The whole-name trigram indexes go: the
-- search reads the terms instead. The terms are made by the server at start-up (JavaScript
-- transliteration), not here.
CREATE TABLE "accused_merges" (
	"id" serial PRIMARY KEY NOT NULL,
	"removed_id" integer NOT NULL,
	"kept_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"before" jsonb NOT NULL,
	"merged_by" integer,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_by" integer,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "accused_name_terms" (
	"accused_id" integer NOT NULL,
	"term" text NOT NULL,
	"source" smallint NOT NULL,
	"city_id" integer NOT NULL,
	CONSTRAINT "accused_name_terms_pkey" PRIMARY KEY("accused_id","term")
);
--> statement-breakpoint
CREATE TABLE "duplicate_pairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"low_id" integer NOT NULL,
	"high_id" integer NOT NULL,
	"score" real NOT NULL,
	"reasons" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"scope_city_id" integer,
	"scope_station_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_reason" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "name_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"latin" text NOT NULL,
	"phonetic" text NOT NULL,
	"variants" text[] NOT NULL
);
--> statement-breakpoint
DROP INDEX "accused_name_trgm_idx";--> statement-breakpoint
DROP INDEX "accused_name_en_trgm_idx";--> statement-breakpoint
ALTER TABLE "accused" ADD COLUMN "father_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "accused" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "accused" ADD COLUMN "name_keys_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accused_merges" ADD CONSTRAINT "accused_merges_merged_by_users_id_fk" FOREIGN KEY ("merged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accused_merges" ADD CONSTRAINT "accused_merges_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accused_name_terms" ADD CONSTRAINT "accused_name_terms_accused_id_accused_id_fk" FOREIGN KEY ("accused_id") REFERENCES "public"."accused"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accused_name_terms" ADD CONSTRAINT "accused_name_terms_term_name_terms_term_fk" FOREIGN KEY ("term") REFERENCES "public"."name_terms"("term") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ADD CONSTRAINT "duplicate_pairs_low_id_accused_id_fk" FOREIGN KEY ("low_id") REFERENCES "public"."accused"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ADD CONSTRAINT "duplicate_pairs_high_id_accused_id_fk" FOREIGN KEY ("high_id") REFERENCES "public"."accused"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ADD CONSTRAINT "duplicate_pairs_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accused_merges_removed_idx" ON "accused_merges" USING btree ("removed_id");--> statement-breakpoint
CREATE INDEX "accused_merges_kept_idx" ON "accused_merges" USING btree ("kept_id");--> statement-breakpoint
CREATE INDEX "accused_merges_city_idx" ON "accused_merges" USING btree ("city_id","merged_at");--> statement-breakpoint
CREATE INDEX "accused_name_terms_term_city_idx" ON "accused_name_terms" USING btree ("term","city_id","accused_id");--> statement-breakpoint
CREATE UNIQUE INDEX "duplicate_pairs_ids_idx" ON "duplicate_pairs" USING btree ("low_id","high_id");--> statement-breakpoint
CREATE INDEX "duplicate_pairs_high_idx" ON "duplicate_pairs" USING btree ("high_id");--> statement-breakpoint
CREATE INDEX "duplicate_pairs_city_idx" ON "duplicate_pairs" USING btree ("scope_city_id","status","score","id");--> statement-breakpoint
CREATE INDEX "duplicate_pairs_station_idx" ON "duplicate_pairs" USING btree ("scope_station_id","status","score","id");--> statement-breakpoint
CREATE INDEX "duplicate_pairs_state_idx" ON "duplicate_pairs" USING btree ("status","score","id");--> statement-breakpoint
CREATE INDEX "name_terms_variants_idx" ON "name_terms" USING gin ("variants");--> statement-breakpoint
CREATE INDEX "name_terms_prefix_idx" ON "name_terms" USING btree ("term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "name_terms_latin_idx" ON "name_terms" USING btree ("latin" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "name_terms_phonetic_idx" ON "name_terms" USING btree ("phonetic");--> statement-breakpoint
CREATE INDEX "name_terms_latin_trgm_idx" ON "name_terms" USING gin ("latin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accused_name_keys_version_idx" ON "accused" USING btree ("name_keys_version");