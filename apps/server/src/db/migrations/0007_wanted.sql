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
CREATE INDEX "wanted_crimes_particular_idx" ON "wanted_crimes" USING btree ("particular_id","position");--> statement-breakpoint
CREATE INDEX "wanted_type_city_created_idx" ON "wanted_particulars" USING btree ("type_id","city_id","created_at","id");--> statement-breakpoint
CREATE INDEX "wanted_name_trgm_idx" ON "wanted_particulars" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wanted_mobile_idx" ON "wanted_particulars" USING btree ("mobile_no");--> statement-breakpoint
CREATE INDEX "wanted_imei_idx" ON "wanted_particulars" USING btree ("imei_no");--> statement-breakpoint
CREATE INDEX "wanted_vehicle_no_idx" ON "wanted_particulars" USING btree ("vehicle_no");