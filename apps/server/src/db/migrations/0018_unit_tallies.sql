-- Issue 19: a unit's list and tiles no longer count the unit's rows on every request, and
-- its heading filters no longer intersect a state-wide index with the unit.
--
-- accused_tallies: the accused, 2-plus accused and preventive actions per entering unit and
-- station, kept by statement triggers in the same transaction as the write (so a count is
-- never stale, and a COPY of a million rows updates it once per statement, not per row).
CREATE TABLE "accused_tallies" (
	"city_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"accused" integer DEFAULT 0 NOT NULL,
	"two_plus" integer DEFAULT 0 NOT NULL,
	"preventive" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "accused_tallies_city_id_station_id_pk" PRIMARY KEY("city_id","station_id")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cmis_accused_tally"() RETURNS trigger AS $$
DECLARE
  added text := 'SELECT city_id, station_id, 1 AS n, (crime_count > 1)::int AS two_plus, preventive_count AS preventive FROM cmis_tally_new';
  removed text := 'SELECT city_id, station_id, -1 AS n, -(crime_count > 1)::int AS two_plus, -preventive_count AS preventive FROM cmis_tally_old';
BEGIN
  -- A transition table exists only for its own event, hence the text. One upsert per
  -- statement: the rows added minus the rows removed, per station, in key order so two
  -- writers lock the tallies in the same order. An update that moves no count (a new name,
  -- an address) leaves the tallies untouched.
  EXECUTE format(
    'INSERT INTO accused_tallies AS t (city_id, station_id, accused, two_plus, preventive)
     SELECT city_id, station_id, sum(n), sum(two_plus), sum(preventive) FROM (%s) d
      GROUP BY city_id, station_id
     HAVING sum(n) <> 0 OR sum(two_plus) <> 0 OR sum(preventive) <> 0
      ORDER BY city_id, station_id
     ON CONFLICT (city_id, station_id) DO UPDATE
       SET accused = t.accused + excluded.accused,
           two_plus = t.two_plus + excluded.two_plus,
           preventive = t.preventive + excluded.preventive',
    CASE TG_OP
      WHEN 'INSERT' THEN added
      WHEN 'DELETE' THEN removed
      ELSE added || ' UNION ALL ' || removed
    END);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "accused_tally_insert" AFTER INSERT ON "accused"
  REFERENCING NEW TABLE AS cmis_tally_new
  FOR EACH STATEMENT EXECUTE FUNCTION "cmis_accused_tally"();
--> statement-breakpoint
CREATE TRIGGER "accused_tally_update" AFTER UPDATE ON "accused"
  REFERENCING OLD TABLE AS cmis_tally_old NEW TABLE AS cmis_tally_new
  FOR EACH STATEMENT EXECUTE FUNCTION "cmis_accused_tally"();
--> statement-breakpoint
CREATE TRIGGER "accused_tally_delete" AFTER DELETE ON "accused"
  REFERENCING OLD TABLE AS cmis_tally_old
  FOR EACH STATEMENT EXECUTE FUNCTION "cmis_accused_tally"();
--> statement-breakpoint
INSERT INTO "accused_tallies" ("city_id", "station_id", "accused", "two_plus", "preventive")
SELECT "city_id", "station_id", count(*), count(*) FILTER (WHERE "crime_count" > 1), coalesce(sum("preventive_count"), 0)
  FROM "accused" GROUP BY 1, 2;
--> statement-breakpoint
-- A heading (crime type or title) of a unit as one key: the unit in the high 32 bits. The
-- list's filter asks the unit's keys, so the GIN index answers the unit's holders only.
CREATE OR REPLACE FUNCTION "cmis_unit_keys"(unit integer, ids integer[]) RETURNS bigint[] AS $$
  SELECT array(SELECT (unit::bigint << 32) + id FROM unnest(ids) AS id)
$$ LANGUAGE sql IMMUTABLE PARALLEL SAFE;
--> statement-breakpoint
DROP INDEX "accused_crime_types_idx";--> statement-breakpoint
DROP INDEX "accused_crime_titles_idx";--> statement-breakpoint
CREATE INDEX "accused_unit_crime_types_idx" ON "accused" USING gin (cmis_unit_keys("city_id", "crime_type_ids"));--> statement-breakpoint
CREATE INDEX "accused_unit_crime_titles_idx" ON "accused" USING gin (cmis_unit_keys("city_id", "crime_title_ids"));
