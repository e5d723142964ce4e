-- Issue 16 (decision 0039): the duplicate model the database trains on its own records.
CREATE TABLE "duplicate_model" (
	"id" smallint PRIMARY KEY NOT NULL,
	"model" jsonb NOT NULL,
	"compared_pairs" integer NOT NULL,
	"trained_at" timestamp with time zone DEFAULT now() NOT NULL
);
