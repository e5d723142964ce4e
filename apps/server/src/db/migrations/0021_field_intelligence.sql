-- Issue 20, field intelligence: Web Push subscriptions of the field app, externment breaches
-- and "seen here" sightings, the unit's settings (overdue-check days, patrol distance and
-- repeat window), the daily overdue run, patrol-visit integrity, station positions, and the
-- index co-accused are found by (one first information report: station, year, number).
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "externment_breaches" (
	"id" serial PRIMARY KEY NOT NULL,
	"accused_id" integer NOT NULL,
	"preventive_action_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"photo_id" uuid,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_by" integer,
	"acknowledged_at" timestamp with time zone,
	"acknowledge_note" text
);
--> statement-breakpoint
CREATE TABLE "field_sightings" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"accused_id" integer NOT NULL,
	"app_user_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy_meters" real,
	"photo_id" uuid,
	"details" text DEFAULT '' NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "overdue_accused" (
	"run_date" date NOT NULL,
	"accused_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"last_checkin_at" timestamp with time zone,
	"days_unchecked" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "overdue_runs" (
	"run_date" date PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "unit_settings" (
	"city_id" integer PRIMARY KEY NOT NULL,
	"overdue_check_days" smallint DEFAULT 30 NOT NULL,
	"patrol_max_distance_meters" integer DEFAULT 200 NOT NULL,
	"patrol_repeat_minutes" integer DEFAULT 30 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_settings_overdue_chk" CHECK ("unit_settings"."overdue_check_days" BETWEEN 1 AND 365),
	CONSTRAINT "unit_settings_distance_chk" CHECK ("unit_settings"."patrol_max_distance_meters" BETWEEN 10 AND 5000),
	CONSTRAINT "unit_settings_repeat_chk" CHECK ("unit_settings"."patrol_repeat_minutes" BETWEEN 0 AND 1440)
);
--> statement-breakpoint
ALTER TABLE "police_stations" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "police_stations" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "preventive_actions" ADD COLUMN "externment_station_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "patrol_spots" ADD COLUMN "geotag_accuracy_meters" real;--> statement-breakpoint
ALTER TABLE "patrol_visits" ADD COLUMN "accuracy_meters" real;--> statement-breakpoint
ALTER TABLE "patrol_visits" ADD COLUMN "distance_meters" real;--> statement-breakpoint
ALTER TABLE "patrol_visits" ADD COLUMN "flagged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "patrol_visits" ADD COLUMN "counted" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_app_user_id_app_users_id_fk" FOREIGN KEY ("app_user_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "externment_breaches" ADD CONSTRAINT "externment_breaches_accused_id_accused_id_fk" FOREIGN KEY ("accused_id") REFERENCES "public"."accused"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "externment_breaches" ADD CONSTRAINT "externment_breaches_preventive_action_id_preventive_actions_id_fk" FOREIGN KEY ("preventive_action_id") REFERENCES "public"."preventive_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "externment_breaches" ADD CONSTRAINT "externment_breaches_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "externment_breaches" ADD CONSTRAINT "externment_breaches_station_id_police_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."police_stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "externment_breaches" ADD CONSTRAINT "externment_breaches_photo_id_files_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "externment_breaches" ADD CONSTRAINT "externment_breaches_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_sightings" ADD CONSTRAINT "field_sightings_accused_id_accused_id_fk" FOREIGN KEY ("accused_id") REFERENCES "public"."accused"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_sightings" ADD CONSTRAINT "field_sightings_app_user_id_app_users_id_fk" FOREIGN KEY ("app_user_id") REFERENCES "public"."app_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_sightings" ADD CONSTRAINT "field_sightings_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_sightings" ADD CONSTRAINT "field_sightings_station_id_police_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."police_stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_sightings" ADD CONSTRAINT "field_sightings_photo_id_files_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overdue_accused" ADD CONSTRAINT "overdue_accused_run_date_overdue_runs_run_date_fk" FOREIGN KEY ("run_date") REFERENCES "public"."overdue_runs"("run_date") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overdue_accused" ADD CONSTRAINT "overdue_accused_accused_id_accused_id_fk" FOREIGN KEY ("accused_id") REFERENCES "public"."accused"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overdue_accused" ADD CONSTRAINT "overdue_accused_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overdue_accused" ADD CONSTRAINT "overdue_accused_station_id_police_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."police_stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_settings" ADD CONSTRAINT "unit_settings_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_settings" ADD CONSTRAINT "unit_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("app_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "externment_breaches_source_idx" ON "externment_breaches" USING btree ("kind","source_id","preventive_action_id");--> statement-breakpoint
CREATE INDEX "externment_breaches_city_time_idx" ON "externment_breaches" USING btree ("city_id","occurred_at");--> statement-breakpoint
CREATE INDEX "externment_breaches_station_time_idx" ON "externment_breaches" USING btree ("station_id","occurred_at");--> statement-breakpoint
CREATE INDEX "externment_breaches_accused_idx" ON "externment_breaches" USING btree ("accused_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "field_sightings_client_idx" ON "field_sightings" USING btree ("app_user_id","client_id");--> statement-breakpoint
CREATE INDEX "field_sightings_accused_idx" ON "field_sightings" USING btree ("accused_id","seen_at");--> statement-breakpoint
CREATE INDEX "field_sightings_station_time_idx" ON "field_sightings" USING btree ("station_id","seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "overdue_accused_run_accused_idx" ON "overdue_accused" USING btree ("run_date","accused_id");--> statement-breakpoint
CREATE INDEX "overdue_accused_station_idx" ON "overdue_accused" USING btree ("run_date","station_id","days_unchecked");--> statement-breakpoint
CREATE INDEX "overdue_accused_city_idx" ON "overdue_accused" USING btree ("run_date","city_id","days_unchecked");--> statement-breakpoint
CREATE INDEX "crimes_fir_idx" ON "crimes" USING btree ("station_id","register_year","register_number","accused_id");