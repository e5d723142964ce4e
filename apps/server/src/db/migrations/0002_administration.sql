CREATE TABLE "app_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"city_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_users_status_chk" CHECK ("app_users"."status" IN (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_type" smallint NOT NULL,
	"news_type" smallint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"file_id" uuid,
	"city_id" integer,
	"user_id" integer,
	"role" text NOT NULL,
	"published_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_type_chk" CHECK ("content_items"."item_type" IN (1, 2, 4, 5)),
	CONSTRAINT "content_items_news_type_chk" CHECK ("content_items"."news_type" IN (1, 2, 3)),
	CONSTRAINT "content_items_status_chk" CHECK ("content_items"."status" IN (0, 1))
);
--> statement-breakpoint
CREATE TABLE "faq_items" (
	"id" smallint PRIMARY KEY NOT NULL,
	"title_mr" text NOT NULL,
	"title_en" text NOT NULL,
	"file_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landing_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"file_id" uuid NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "app_users" ADD CONSTRAINT "app_users_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_users" ADD CONSTRAINT "app_users_station_id_police_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."police_stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_users" ADD CONSTRAINT "app_users_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_items" ADD CONSTRAINT "faq_items_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_images" ADD CONSTRAINT "landing_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_users_phone_idx" ON "app_users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "app_users_city_status_idx" ON "app_users" USING btree ("city_id","status");--> statement-breakpoint
CREATE INDEX "app_users_station_idx" ON "app_users" USING btree ("station_id");--> statement-breakpoint
CREATE INDEX "content_items_type_city_idx" ON "content_items" USING btree ("item_type","city_id","published_date");--> statement-breakpoint
CREATE INDEX "landing_images_section_idx" ON "landing_images" USING btree ("section","active");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_one_admin_per_city_idx" ON "users" USING btree ("city_id") WHERE "users"."role" = '4';--> statement-breakpoint
CREATE UNIQUE INDEX "users_one_user_per_station_idx" ON "users" USING btree ("station_id") WHERE "users"."role" = '2';