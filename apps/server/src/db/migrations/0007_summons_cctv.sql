CREATE TABLE "summons" (
	"id" serial PRIMARY KEY NOT NULL,
	"stage" text DEFAULT 'registered' NOT NULL,
	"serial_no" text NOT NULL,
	"received_on" date NOT NULL,
	"court_name" text NOT NULL,
	"crime_no" text NOT NULL,
	"case_no" text NOT NULL,
	"crime_type" smallint NOT NULL,
	"assigned_on" date NOT NULL,
	"party_type" smallint NOT NULL,
	"party_name" text NOT NULL,
	"party_address" text NOT NULL,
	"state_id" smallint NOT NULL,
	"city_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"register_file_id" uuid NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fetched_on" date,
	"handover_name" text,
	"handover_mobile" text,
	"first_update_by" integer,
	"first_update_at" timestamp with time zone,
	"informed" text,
	"sent_by" text,
	"final_doc_no" text,
	"final_doc_date" date,
	"station_file_id" uuid,
	"station_update_by" integer,
	"station_update_at" timestamp with time zone,
	CONSTRAINT "summons_crime_type_chk" CHECK ("summons"."crime_type" BETWEEN 1 AND 5),
	CONSTRAINT "summons_party_type_chk" CHECK ("summons"."party_type" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "cctv_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state_id" smallint NOT NULL,
	"city_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"camera_count" integer NOT NULL,
	"owner" text NOT NULL,
	"status" text NOT NULL,
	"contact_mobile" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cctv_locations_lat_chk" CHECK ("cctv_locations"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "cctv_locations_lng_chk" CHECK ("cctv_locations"."longitude" BETWEEN -180 AND 180),
	CONSTRAINT "cctv_locations_cameras_chk" CHECK ("cctv_locations"."camera_count" BETWEEN 1 AND 500)
);
--> statement-breakpoint
ALTER TABLE "summons" ADD CONSTRAINT "summons_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summons" ADD CONSTRAINT "summons_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summons" ADD CONSTRAINT "summons_station_id_police_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."police_stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summons" ADD CONSTRAINT "summons_register_file_id_files_id_fk" FOREIGN KEY ("register_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summons" ADD CONSTRAINT "summons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summons" ADD CONSTRAINT "summons_first_update_by_users_id_fk" FOREIGN KEY ("first_update_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summons" ADD CONSTRAINT "summons_station_file_id_files_id_fk" FOREIGN KEY ("station_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summons" ADD CONSTRAINT "summons_station_update_by_users_id_fk" FOREIGN KEY ("station_update_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cctv_locations" ADD CONSTRAINT "cctv_locations_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cctv_locations" ADD CONSTRAINT "cctv_locations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cctv_locations" ADD CONSTRAINT "cctv_locations_station_id_police_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."police_stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cctv_locations" ADD CONSTRAINT "cctv_locations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "summons_city_idx" ON "summons" USING btree ("city_id","id");--> statement-breakpoint
CREATE INDEX "summons_station_idx" ON "summons" USING btree ("station_id","id");--> statement-breakpoint
CREATE INDEX "summons_city_stage_idx" ON "summons" USING btree ("city_id","stage","id");--> statement-breakpoint
CREATE INDEX "cctv_locations_city_idx" ON "cctv_locations" USING btree ("city_id","id");--> statement-breakpoint
CREATE INDEX "cctv_locations_station_idx" ON "cctv_locations" USING btree ("station_id","id");