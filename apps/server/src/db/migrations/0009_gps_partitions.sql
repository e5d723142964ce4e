-- Issue 8 §4, decision 0036: gps_checkins becomes PARTITION BY RANGE (captured_at), one
-- partition per Indian calendar month plus a DEFAULT partition, so a day's or a month's GPS
-- report reads one partition and old months can be detached and archived whole. The same
-- SQL runs on PGlite (PostgreSQL 17) and PostgreSQL. Existing rows are copied, ids kept.

-- Creates the monthly partitions from first_month to last_month that do not exist yet;
-- rows of such a month already in the DEFAULT partition move into the new one (a partition
-- cannot be created over rows the default holds). Months are Asia/Kolkata months, the
-- boundaries of every report's day (India has no daylight saving). Returns how many it made.
CREATE OR REPLACE FUNCTION cmis_ensure_gps_partitions(first_month date, last_month date)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  m date := date_trunc('month', first_month)::date;
  lo timestamptz;
  hi timestamptz;
  part text;
  made integer := 0;
BEGIN
  -- Two API processes starting together must not both create the same month.
  PERFORM pg_advisory_xact_lock(hashtext('cmis_ensure_gps_partitions'));
  WHILE m <= last_month LOOP
    part := 'gps_checkins_' || to_char(m, 'YYYY_MM');
    IF to_regclass(part) IS NULL THEN
      lo := m::timestamp AT TIME ZONE 'Asia/Kolkata';
      hi := (m + interval '1 month')::timestamp AT TIME ZONE 'Asia/Kolkata';
      EXECUTE format(
        'CREATE TABLE %I (LIKE gps_checkins INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', part);
      EXECUTE format(
        'WITH moved AS (DELETE FROM gps_checkins_default WHERE captured_at >= $1 AND captured_at < $2 RETURNING *) INSERT INTO %I SELECT * FROM moved',
        part) USING lo, hi;
      EXECUTE format('ALTER TABLE gps_checkins ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)',
        part, lo, hi);
      made := made + 1;
    END IF;
    m := (m + interval '1 month')::date;
  END LOOP;
  RETURN made;
END
$$;--> statement-breakpoint

ALTER TABLE "gps_checkins" RENAME TO "gps_checkins_old";--> statement-breakpoint
ALTER TABLE "gps_checkins_old" DROP CONSTRAINT "gps_checkins_pkey";--> statement-breakpoint
DROP INDEX "gps_checkins_client_idx", "gps_checkins_city_time_idx", "gps_checkins_station_time_idx",
  "gps_checkins_accused_time_idx", "gps_checkins_time_idx";--> statement-breakpoint
-- The ids continue from the same sequence; it must outlive the old table it belonged to.
ALTER SEQUENCE "gps_checkins_id_seq" OWNED BY NONE;--> statement-breakpoint

CREATE TABLE "gps_checkins" (
	"id" integer DEFAULT nextval('gps_checkins_id_seq'::regclass) NOT NULL,
	"client_id" uuid NOT NULL,
	"accused_id" integer NOT NULL,
	"app_user_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy_meters" real,
	"found" boolean NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"photo_id" uuid,
	"captured_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	-- A unique key of a partitioned table must contain the partition key.
	CONSTRAINT "gps_checkins_pkey" PRIMARY KEY ("id", "captured_at"),
	CONSTRAINT "gps_checkins_lat_chk" CHECK ("gps_checkins"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "gps_checkins_lng_chk" CHECK ("gps_checkins"."longitude" BETWEEN -180 AND 180)
) PARTITION BY RANGE ("captured_at");--> statement-breakpoint
ALTER SEQUENCE "gps_checkins_id_seq" OWNED BY "gps_checkins"."id";--> statement-breakpoint
-- No insert ever fails for want of a partition: a device with a wrong clock, or a month the
-- maintenance has not reached yet, lands here.
CREATE TABLE "gps_checkins_default" PARTITION OF "gps_checkins" DEFAULT;--> statement-breakpoint

-- A year back and three months ahead (each partition costs PGlite start-up time); start-up keeps
-- the months ahead coming (db/partitions.ts). Older rows stay in the default partition.
SELECT cmis_ensure_gps_partitions(
  (date_trunc('month', now() AT TIME ZONE 'Asia/Kolkata') - interval '12 months')::date,
  (date_trunc('month', now() AT TIME ZONE 'Asia/Kolkata') + interval '3 months')::date);--> statement-breakpoint

INSERT INTO "gps_checkins" ("id", "client_id", "accused_id", "app_user_id", "city_id",
  "station_id", "latitude", "longitude", "accuracy_meters", "found", "details", "photo_id",
  "captured_at", "received_at")
SELECT "id", "client_id", "accused_id", "app_user_id", "city_id", "station_id", "latitude",
  "longitude", "accuracy_meters", "found", "details", "photo_id", "captured_at", "received_at"
FROM "gps_checkins_old";--> statement-breakpoint
DROP TABLE "gps_checkins_old";--> statement-breakpoint

ALTER TABLE "gps_checkins" ADD CONSTRAINT "gps_checkins_accused_id_accused_id_fk" FOREIGN KEY ("accused_id") REFERENCES "public"."accused"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gps_checkins" ADD CONSTRAINT "gps_checkins_app_user_id_app_users_id_fk" FOREIGN KEY ("app_user_id") REFERENCES "public"."app_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gps_checkins" ADD CONSTRAINT "gps_checkins_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gps_checkins" ADD CONSTRAINT "gps_checkins_station_id_police_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."police_stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gps_checkins" ADD CONSTRAINT "gps_checkins_photo_id_files_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The field app's dedupe key: (app_user_id, client_id) is looked up through this index's
-- prefix and kept unique by the service under an advisory lock (decision 0036).
CREATE UNIQUE INDEX "gps_checkins_client_idx" ON "gps_checkins" USING btree ("app_user_id","client_id","captured_at");--> statement-breakpoint
CREATE INDEX "gps_checkins_city_time_idx" ON "gps_checkins" USING btree ("city_id","captured_at");--> statement-breakpoint
CREATE INDEX "gps_checkins_station_time_idx" ON "gps_checkins" USING btree ("station_id","captured_at");--> statement-breakpoint
CREATE INDEX "gps_checkins_accused_time_idx" ON "gps_checkins" USING btree ("accused_id","captured_at");--> statement-breakpoint
CREATE INDEX "gps_checkins_time_idx" ON "gps_checkins" USING btree ("captured_at");
