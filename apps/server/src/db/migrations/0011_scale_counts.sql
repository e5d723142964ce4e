-- Issue 8 §2 (decision 0037): what the state bench showed was slow. The preventive-action
-- count and the crimes' titles are kept on the accused like the crime count, so lists and
-- tiles read them instead of probing every accused's actions and crimes.
DROP INDEX "accused_city_crime_count_idx";--> statement-breakpoint
DROP INDEX "crimes_accused_idx";--> statement-breakpoint
DROP INDEX "accused_city_station_idx";--> statement-breakpoint
ALTER TABLE "accused" ADD COLUMN "crime_title_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "accused" ADD COLUMN "preventive_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "accused" SET "crime_title_ids" = t.ids
  FROM (SELECT "accused_id", array_agg(DISTINCT "crime_title_id" ORDER BY "crime_title_id") AS ids
          FROM "crimes" GROUP BY 1) t
 WHERE t."accused_id" = "accused"."id";--> statement-breakpoint
UPDATE "accused" SET "preventive_count" = p.n
  FROM (SELECT "accused_id", count(*)::int AS n FROM "preventive_actions" GROUP BY 1) p
 WHERE p."accused_id" = "accused"."id";--> statement-breakpoint
CREATE INDEX "accused_city_counts_idx" ON "accused" USING btree ("city_id","crime_count","preventive_count");--> statement-breakpoint
CREATE INDEX "accused_crime_titles_idx" ON "accused" USING gin ("crime_title_ids");--> statement-breakpoint
CREATE INDEX "crimes_accused_registered_idx" ON "crimes" USING btree ("accused_id","registered_on");--> statement-breakpoint
CREATE INDEX "accused_city_station_idx" ON "accused" USING btree ("city_id","station_id","id","crime_count");
