CREATE TABLE "accused_home_locations" (
	"accused_id" integer PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"locked" boolean DEFAULT true NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_user_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"app_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "gps_checkins" (
	"id" serial PRIMARY KEY NOT NULL,
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
	CONSTRAINT "gps_checkins_lat_chk" CHECK ("gps_checkins"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "gps_checkins_lng_chk" CHECK ("gps_checkins"."longitude" BETWEEN -180 AND 180)
);
--> statement-breakpoint
CREATE TABLE "patrol_spots" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"landmark" text NOT NULL,
	"spot_type_id" integer NOT NULL,
	"spot_time" text NOT NULL,
	"patrolling_person" text NOT NULL,
	"state_id" smallint NOT NULL,
	"city_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"geotagged" boolean DEFAULT false NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"geotagged_at" timestamp with time zone,
	"created_by" integer,
	"created_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patrol_spots_code_chk" CHECK ("patrol_spots"."code" ~ '^[A-Za-z0-9]{15}$')
);
--> statement-breakpoint
CREATE TABLE "patrol_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"spot_id" integer NOT NULL,
	"app_user_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wanted_crime_sections" (
	"crime_id" integer NOT NULL,
	"act_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	CONSTRAINT "wanted_crime_sections_crime_id_section_id_pk" PRIMARY KEY("crime_id","section_id")
);
--> statement-breakpoint
CREATE TABLE "wanted_crimes" (
	"id" serial PRIMARY KEY NOT NULL,
	"particular_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"member_name" text DEFAULT '' NOT NULL,
	"register_number" text NOT NULL,
	"register_year" smallint NOT NULL,
	"court_case_no" text DEFAULT '' NOT NULL,
	"state_id" smallint NOT NULL,
	"city_id" integer NOT NULL,
	"station_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wanted_particulars" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"city_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"name" text,
	"address" text,
	"address_state_id" smallint,
	"address_city_id" integer,
	"address_station_id" integer,
	"externment_area" text,
	"members" text[] DEFAULT '{}'::text[] NOT NULL,
	"photo_file_id" uuid,
	"pdf_file_id" uuid,
	"vehicle_no" text,
	"model" text,
	"colour" text,
	"chassis_no" text,
	"licence_no" text,
	"mobile_no" text,
	"imei_no" text,
	"crime_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wanted_status_chk" CHECK ("wanted_particulars"."status" IN (0, 1)),
	CONSTRAINT "wanted_type_chk" CHECK ("wanted_particulars"."type_id" BETWEEN 1 AND 13)
);
--> statement-breakpoint
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
ALTER TABLE "files" ADD COLUMN "uploaded_by_app_user" integer;--> statement-breakpoint
ALTER TABLE "app_users" ADD COLUMN "must_change_password" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "accused_home_locations" ADD CONSTRAINT "accused_home_locations_accused_id_accused_id_fk" FOREIGN KEY ("accused_id") REFERENCES "public"."accused"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accused_home_locations" ADD CONSTRAINT "accused_home_locations_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user_sessions" ADD CONSTRAINT "app_user_sessions_app_user_id_app_users_id_fk" FOREIGN KEY ("app_user_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gps_checkins" ADD CONSTRAINT "gps_checkins_accused_id_accused_id_fk" FOREIGN KEY ("accused_id") REFERENCES "public"."accused"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gps_checkins" ADD CONSTRAINT "gps_checkins_app_user_id_app_users_id_fk" FOREIGN KEY ("app_user_id") REFERENCES "public"."app_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gps_checkins" ADD CONSTRAINT "gps_checkins_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gps_checkins" ADD CONSTRAINT "gps_checkins_station_id_police_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."police_stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gps_checkins" ADD CONSTRAINT "gps_checkins_photo_id_files_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_spots" ADD CONSTRAINT "patrol_spots_spot_type_id_spot_types_id_fk" FOREIGN KEY ("spot_type_id") REFERENCES "public"."spot_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_spots" ADD CONSTRAINT "patrol_spots_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_spots" ADD CONSTRAINT "patrol_spots_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_spots" ADD CONSTRAINT "patrol_spots_station_id_police_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."police_stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_spots" ADD CONSTRAINT "patrol_spots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_visits" ADD CONSTRAINT "patrol_visits_spot_id_patrol_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."patrol_spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_visits" ADD CONSTRAINT "patrol_visits_app_user_id_app_users_id_fk" FOREIGN KEY ("app_user_id") REFERENCES "public"."app_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_visits" ADD CONSTRAINT "patrol_visits_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_visits" ADD CONSTRAINT "patrol_visits_station_id_police_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."police_stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_crime_sections" ADD CONSTRAINT "wanted_crime_sections_crime_id_wanted_crimes_id_fk" FOREIGN KEY ("crime_id") REFERENCES "public"."wanted_crimes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_crime_sections" ADD CONSTRAINT "wanted_crime_sections_act_id_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "public"."acts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_crime_sections" ADD CONSTRAINT "wanted_crime_sections_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_crimes" ADD CONSTRAINT "wanted_crimes_particular_id_wanted_particulars_id_fk" FOREIGN KEY ("particular_id") REFERENCES "public"."wanted_particulars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_crimes" ADD CONSTRAINT "wanted_crimes_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_crimes" ADD CONSTRAINT "wanted_crimes_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_crimes" ADD CONSTRAINT "wanted_crimes_station_id_police_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."police_stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_particulars" ADD CONSTRAINT "wanted_particulars_type_id_wanted_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."wanted_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_particulars" ADD CONSTRAINT "wanted_particulars_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_particulars" ADD CONSTRAINT "wanted_particulars_address_state_id_states_id_fk" FOREIGN KEY ("address_state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_particulars" ADD CONSTRAINT "wanted_particulars_address_city_id_cities_id_fk" FOREIGN KEY ("address_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_particulars" ADD CONSTRAINT "wanted_particulars_address_station_id_police_stations_id_fk" FOREIGN KEY ("address_station_id") REFERENCES "public"."police_stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_particulars" ADD CONSTRAINT "wanted_particulars_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_particulars" ADD CONSTRAINT "wanted_particulars_pdf_file_id_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_particulars" ADD CONSTRAINT "wanted_particulars_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "app_user_sessions_user_idx" ON "app_user_sessions" USING btree ("app_user_id");--> statement-breakpoint
CREATE INDEX "app_user_sessions_expires_idx" ON "app_user_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gps_checkins_client_idx" ON "gps_checkins" USING btree ("app_user_id","client_id");--> statement-breakpoint
CREATE INDEX "gps_checkins_city_time_idx" ON "gps_checkins" USING btree ("city_id","captured_at");--> statement-breakpoint
CREATE INDEX "gps_checkins_station_time_idx" ON "gps_checkins" USING btree ("station_id","captured_at");--> statement-breakpoint
CREATE INDEX "gps_checkins_accused_time_idx" ON "gps_checkins" USING btree ("accused_id","captured_at");--> statement-breakpoint
CREATE UNIQUE INDEX "patrol_spots_code_idx" ON "patrol_spots" USING btree ("code");--> statement-breakpoint
CREATE INDEX "patrol_spots_city_idx" ON "patrol_spots" USING btree ("city_id","id");--> statement-breakpoint
CREATE INDEX "patrol_spots_station_idx" ON "patrol_spots" USING btree ("station_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "patrol_visits_client_idx" ON "patrol_visits" USING btree ("app_user_id","client_id");--> statement-breakpoint
CREATE INDEX "patrol_visits_spot_time_idx" ON "patrol_visits" USING btree ("spot_id","scanned_at");--> statement-breakpoint
CREATE INDEX "patrol_visits_city_time_idx" ON "patrol_visits" USING btree ("city_id","scanned_at");--> statement-breakpoint
CREATE INDEX "wanted_crimes_particular_idx" ON "wanted_crimes" USING btree ("particular_id","position");--> statement-breakpoint
CREATE INDEX "wanted_type_city_created_idx" ON "wanted_particulars" USING btree ("type_id","city_id","created_at","id");--> statement-breakpoint
CREATE INDEX "wanted_name_trgm_idx" ON "wanted_particulars" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wanted_mobile_idx" ON "wanted_particulars" USING btree ("mobile_no");--> statement-breakpoint
CREATE INDEX "wanted_imei_idx" ON "wanted_particulars" USING btree ("imei_no");--> statement-breakpoint
CREATE INDEX "wanted_vehicle_no_idx" ON "wanted_particulars" USING btree ("vehicle_no");--> statement-breakpoint
CREATE INDEX "summons_city_idx" ON "summons" USING btree ("city_id","id");--> statement-breakpoint
CREATE INDEX "summons_station_idx" ON "summons" USING btree ("station_id","id");--> statement-breakpoint
CREATE INDEX "summons_city_stage_idx" ON "summons" USING btree ("city_id","stage","id");--> statement-breakpoint
CREATE INDEX "cctv_locations_city_idx" ON "cctv_locations" USING btree ("city_id","id");--> statement-breakpoint
CREATE INDEX "cctv_locations_station_idx" ON "cctv_locations" USING btree ("station_id","id");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_app_user_app_users_id_fk" FOREIGN KEY ("uploaded_by_app_user") REFERENCES "public"."app_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accused_city_condition_idx" ON "accused" USING btree ("city_id","current_condition") WHERE "accused"."current_condition" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "accused_photos_idx" ON "accused" USING gin ("photo_ids");--> statement-breakpoint
CREATE INDEX "accused_other_images_idx" ON "accused_other_info" USING gin ("image_ids");--> statement-breakpoint
CREATE INDEX "accused_other_handprints_idx" ON "accused_other_info" USING gin ("handprint_ids");--> statement-breakpoint
CREATE INDEX "accused_other_records_idx" ON "accused_other_info" USING gin ("record_ids");--> statement-breakpoint
CREATE INDEX "arrests_arrested_idx" ON "arrests" USING btree ("arrested_at");--> statement-breakpoint
CREATE INDEX "arrests_photos_idx" ON "arrests" USING gin ("photo_ids");--> statement-breakpoint
CREATE INDEX "preventive_order_file_idx" ON "preventive_actions" USING btree ("order_file_id");--> statement-breakpoint
CREATE INDEX "preventive_station_dates_idx" ON "preventive_actions" USING btree ("station_id","date_from","date_to");--> statement-breakpoint
CREATE INDEX "preventive_city_bond_idx" ON "preventive_actions" USING btree ("city_id","bond_date");