-- Issue 19: the 2-plus report's "new" kind asks, for each 2-plus accused of a unit, whether
-- one of its crimes was registered in a range: 13,000 probes into the state's crimes for
-- a unit. The days are kept on the accused, by a statement trigger on crimes, so every
-- writer (the screens, a merge, the seeds, a COPY) keeps them, and the test is one operator.
ALTER TABLE "accused" ADD COLUMN "crime_days" datemultirange DEFAULT '{}'::datemultirange NOT NULL;
--> statement-breakpoint
UPDATE "accused" a SET "crime_days" = d.days
  FROM (SELECT "accused_id", range_agg(daterange("registered_on", "registered_on", '[]')) AS days
          FROM "crimes" GROUP BY 1) d
 WHERE d."accused_id" = a."id";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cmis_crime_days"() RETURNS trigger AS $$
DECLARE
  touched text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT accused_id FROM cmis_days_new'
    WHEN 'DELETE' THEN 'SELECT accused_id FROM cmis_days_old'
    ELSE 'SELECT accused_id FROM cmis_days_new UNION SELECT accused_id FROM cmis_days_old'
  END;
BEGIN
  -- A transition table exists only for its own event, hence the text.
  EXECUTE format(
    'UPDATE accused a
        SET crime_days = coalesce((SELECT range_agg(daterange(c.registered_on, c.registered_on, ''[]''))
                                     FROM crimes c WHERE c.accused_id = a.id), ''{}'')
      WHERE a.id IN (%s)', touched);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "crimes_days_insert" AFTER INSERT ON "crimes"
  REFERENCING NEW TABLE AS cmis_days_new
  FOR EACH STATEMENT EXECUTE FUNCTION "cmis_crime_days"();
--> statement-breakpoint
CREATE TRIGGER "crimes_days_update" AFTER UPDATE ON "crimes"
  REFERENCING OLD TABLE AS cmis_days_old NEW TABLE AS cmis_days_new
  FOR EACH STATEMENT EXECUTE FUNCTION "cmis_crime_days"();
--> statement-breakpoint
CREATE TRIGGER "crimes_days_delete" AFTER DELETE ON "crimes"
  REFERENCING OLD TABLE AS cmis_days_old
  FOR EACH STATEMENT EXECUTE FUNCTION "cmis_crime_days"();
--> statement-breakpoint
-- The per-station 2-plus counts read the unit's accused from this index alone.
DROP INDEX "accused_city_station_idx";--> statement-breakpoint
CREATE INDEX "accused_city_station_idx" ON "accused" USING btree ("city_id","station_id","id","crime_count") INCLUDE ("crime_days");
