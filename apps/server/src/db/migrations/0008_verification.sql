CREATE TABLE "verification_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_name" text NOT NULL,
	"email" text NOT NULL,
	"city_id" integer NOT NULL,
	"plan" text NOT NULL,
	"years" smallint NOT NULL,
	"expires_on" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_allocations_years_chk" CHECK ("verification_allocations"."years" IN (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "verification_lookups" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"number" text NOT NULL,
	"dob" date,
	"reason" text NOT NULL,
	"details" text NOT NULL,
	"result" jsonb NOT NULL,
	"city_id" integer NOT NULL,
	"station_id" integer,
	"user_id" integer,
	"app_user_id" integer,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_otp_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"number" text NOT NULL,
	"city_id" integer NOT NULL,
	"station_id" integer,
	"user_id" integer,
	"app_user_id" integer,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "verification_allocations" ADD CONSTRAINT "verification_allocations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_allocations" ADD CONSTRAINT "verification_allocations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_lookups" ADD CONSTRAINT "verification_lookups_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_lookups" ADD CONSTRAINT "verification_lookups_station_id_police_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."police_stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_lookups" ADD CONSTRAINT "verification_lookups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_lookups" ADD CONSTRAINT "verification_lookups_app_user_id_app_users_id_fk" FOREIGN KEY ("app_user_id") REFERENCES "public"."app_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_otp_requests" ADD CONSTRAINT "verification_otp_requests_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_otp_requests" ADD CONSTRAINT "verification_otp_requests_station_id_police_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."police_stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_otp_requests" ADD CONSTRAINT "verification_otp_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_otp_requests" ADD CONSTRAINT "verification_otp_requests_app_user_id_app_users_id_fk" FOREIGN KEY ("app_user_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_allocations_city_idx" ON "verification_allocations" USING btree ("city_id","expires_on");--> statement-breakpoint
CREATE INDEX "verification_lookups_city_type_idx" ON "verification_lookups" USING btree ("city_id","type","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "verification_lookups_station_type_idx" ON "verification_lookups" USING btree ("station_id","type","created_at");--> statement-breakpoint
CREATE INDEX "verification_lookups_city_time_idx" ON "verification_lookups" USING btree ("city_id","created_at");--> statement-breakpoint
CREATE INDEX "verification_otp_requests_created_idx" ON "verification_otp_requests" USING btree ("created_at");