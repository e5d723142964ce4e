CREATE TABLE "app_user_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_user_id" integer NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_user_devices" ADD CONSTRAINT "app_user_devices_app_user_id_app_users_id_fk" FOREIGN KEY ("app_user_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_devices_token_idx" ON "app_user_devices" USING btree ("token");--> statement-breakpoint
CREATE INDEX "app_user_devices_user_idx" ON "app_user_devices" USING btree ("app_user_id");