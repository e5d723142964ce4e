CREATE TABLE "login_failures" (
	"account" text NOT NULL,
	"address" text NOT NULL,
	"failed_count" integer NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_failures_account_address_pk" PRIMARY KEY("account","address")
);
