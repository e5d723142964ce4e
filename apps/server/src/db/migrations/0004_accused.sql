CREATE TABLE "accused" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"age" smallint NOT NULL,
	"mobile" text,
	"religion_id" integer NOT NULL,
	"caste" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"address_state_id" smallint NOT NULL,
	"address_city_id" integer NOT NULL,
	"address_station_id" integer NOT NULL,
	"crime_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"history_sheeter" smallint NOT NULL,
	"history_date" date,
	"patrolling_needed" boolean DEFAULT false NOT NULL,
	"current_condition" text,
	"photo_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"active_reason" text DEFAULT '' NOT NULL,
	"crime_count" integer DEFAULT 0 NOT NULL,
	"city_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accused_age_chk" CHECK ("accused"."age" BETWEEN 5 AND 100),
	CONSTRAINT "accused_history_sheeter_chk" CHECK ("accused"."history_sheeter" IN (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "accused_other_info" (
	"accused_id" integer PRIMARY KEY NOT NULL,
	"is_gang_member" boolean,
	"business" text DEFAULT '' NOT NULL,
	"family_members" text DEFAULT '' NOT NULL,
	"assets" text DEFAULT '' NOT NULL,
	"residence" text DEFAULT '' NOT NULL,
	"jurisdiction" text DEFAULT '' NOT NULL,
	"court_date" date,
	"jail_status" text DEFAULT '' NOT NULL,
	"vehicle_details" text DEFAULT '' NOT NULL,
	"lawyer_details" text DEFAULT '' NOT NULL,
	"identifying_officer" text DEFAULT '' NOT NULL,
	"supporting_leaders" text DEFAULT '' NOT NULL,
	"case_no" text DEFAULT '' NOT NULL,
	"registered_cases" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"handprint_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"record_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arrests" (
	"id" serial PRIMARY KEY NOT NULL,
	"crime_id" integer NOT NULL,
	"accused_id" integer NOT NULL,
	"current_status_id" integer NOT NULL,
	"aadhaar_cipher" text,
	"aadhaar_hash" text,
	"aadhaar_last4" text,
	"date_of_birth" date,
	"arrested_at" timestamp with time zone NOT NULL,
	"court_at" timestamp with time zone NOT NULL,
	"fingerprint_checked" boolean DEFAULT false NOT NULL,
	"photo_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"city_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crime_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"crime_id" integer NOT NULL,
	"member_name" text NOT NULL,
	"register_number" text DEFAULT '' NOT NULL,
	"register_year" smallint
);
--> statement-breakpoint
CREATE TABLE "crime_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"crime_id" integer NOT NULL,
	"act_id" integer NOT NULL,
	"section_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crimes" (
	"id" serial PRIMARY KEY NOT NULL,
	"accused_id" integer NOT NULL,
	"state_id" smallint NOT NULL,
	"city_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"register_number" text NOT NULL,
	"register_year" smallint NOT NULL,
	"registered_on" date NOT NULL,
	"crime_title_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"court_type" text,
	"status_date" date,
	"case_number" text,
	"punishment" text,
	"penalty" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crimes_registered_in_year_chk" CHECK (extract(year from "crimes"."registered_on") = "crimes"."register_year")
);
--> statement-breakpoint
CREATE TABLE "preventive_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"accused_id" integer NOT NULL,
	"action_type_id" integer NOT NULL,
	"chapter_case" text NOT NULL,
	"chapter_year" smallint NOT NULL,
	"bond_date" date NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"externment_city_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"order_type" text DEFAULT '' NOT NULL,
	"order_file_id" uuid,
	"status" smallint,
	"court_type" text,
	"status_date" date,
	"case_number" text,
	"city_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preventive_dates_chk" CHECK ("preventive_actions"."date_to" >= "preventive_actions"."date_from")
);
--> statement-breakpoint
ALTER TABLE "accused" ADD CONSTRAINT "accused_religion_id_religions_id_fk" FOREIGN KEY ("religion_id") REFERENCES "public"."religions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accused" ADD CONSTRAINT "accused_address_state_id_states_id_fk" FOREIGN KEY ("address_state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accused" ADD CONSTRAINT "accused_address_city_id_cities_id_fk" FOREIGN KEY ("address_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accused" ADD CONSTRAINT "accused_address_station_id_police_stations_id_fk" FOREIGN KEY ("address_station_id") REFERENCES "public"."police_stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accused" ADD CONSTRAINT "accused_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accused" ADD CONSTRAINT "accused_station_id_police_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."police_stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accused" ADD CONSTRAINT "accused_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accused_other_info" ADD CONSTRAINT "accused_other_info_accused_id_accused_id_fk" FOREIGN KEY ("accused_id") REFERENCES "public"."accused"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrests" ADD CONSTRAINT "arrests_crime_id_crimes_id_fk" FOREIGN KEY ("crime_id") REFERENCES "public"."crimes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrests" ADD CONSTRAINT "arrests_accused_id_accused_id_fk" FOREIGN KEY ("accused_id") REFERENCES "public"."accused"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrests" ADD CONSTRAINT "arrests_current_status_id_current_statuses_id_fk" FOREIGN KEY ("current_status_id") REFERENCES "public"."current_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrests" ADD CONSTRAINT "arrests_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrests" ADD CONSTRAINT "arrests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crime_members" ADD CONSTRAINT "crime_members_crime_id_crimes_id_fk" FOREIGN KEY ("crime_id") REFERENCES "public"."crimes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crime_sections" ADD CONSTRAINT "crime_sections_crime_id_crimes_id_fk" FOREIGN KEY ("crime_id") REFERENCES "public"."crimes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crime_sections" ADD CONSTRAINT "crime_sections_act_id_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "public"."acts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crime_sections" ADD CONSTRAINT "crime_sections_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crimes" ADD CONSTRAINT "crimes_accused_id_accused_id_fk" FOREIGN KEY ("accused_id") REFERENCES "public"."accused"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crimes" ADD CONSTRAINT "crimes_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crimes" ADD CONSTRAINT "crimes_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crimes" ADD CONSTRAINT "crimes_station_id_police_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."police_stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crimes" ADD CONSTRAINT "crimes_crime_title_id_crime_titles_id_fk" FOREIGN KEY ("crime_title_id") REFERENCES "public"."crime_titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crimes" ADD CONSTRAINT "crimes_status_id_crime_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."crime_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crimes" ADD CONSTRAINT "crimes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preventive_actions" ADD CONSTRAINT "preventive_actions_accused_id_accused_id_fk" FOREIGN KEY ("accused_id") REFERENCES "public"."accused"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preventive_actions" ADD CONSTRAINT "preventive_actions_action_type_id_preventive_action_types_id_fk" FOREIGN KEY ("action_type_id") REFERENCES "public"."preventive_action_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preventive_actions" ADD CONSTRAINT "preventive_actions_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preventive_actions" ADD CONSTRAINT "preventive_actions_station_id_police_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."police_stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preventive_actions" ADD CONSTRAINT "preventive_actions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accused_city_station_idx" ON "accused" USING btree ("city_id","station_id","id");--> statement-breakpoint
CREATE INDEX "accused_address_station_idx" ON "accused" USING btree ("address_station_id");--> statement-breakpoint
CREATE INDEX "accused_city_crime_count_idx" ON "accused" USING btree ("city_id","crime_count");--> statement-breakpoint
CREATE INDEX "accused_name_trgm_idx" ON "accused" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accused_name_en_trgm_idx" ON "accused" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accused_crime_types_idx" ON "accused" USING gin ("crime_type_ids");--> statement-breakpoint
CREATE INDEX "arrests_crime_idx" ON "arrests" USING btree ("crime_id");--> statement-breakpoint
CREATE INDEX "arrests_accused_idx" ON "arrests" USING btree ("accused_id");--> statement-breakpoint
CREATE INDEX "arrests_city_arrested_idx" ON "arrests" USING btree ("city_id","arrested_at");--> statement-breakpoint
CREATE INDEX "arrests_aadhaar_hash_idx" ON "arrests" USING btree ("aadhaar_hash");--> statement-breakpoint
CREATE INDEX "crime_members_crime_idx" ON "crime_members" USING btree ("crime_id");--> statement-breakpoint
CREATE INDEX "crime_sections_crime_idx" ON "crime_sections" USING btree ("crime_id");--> statement-breakpoint
CREATE INDEX "crimes_accused_idx" ON "crimes" USING btree ("accused_id");--> statement-breakpoint
CREATE INDEX "crimes_station_idx" ON "crimes" USING btree ("station_id","accused_id");--> statement-breakpoint
CREATE INDEX "crimes_city_registered_idx" ON "crimes" USING btree ("city_id","registered_on");--> statement-breakpoint
CREATE INDEX "crimes_title_idx" ON "crimes" USING btree ("crime_title_id");--> statement-breakpoint
CREATE INDEX "preventive_accused_idx" ON "preventive_actions" USING btree ("accused_id");--> statement-breakpoint
CREATE INDEX "preventive_city_dates_idx" ON "preventive_actions" USING btree ("city_id","date_from","date_to");