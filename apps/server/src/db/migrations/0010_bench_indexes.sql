DROP INDEX "crimes_title_idx";--> statement-breakpoint
CREATE INDEX "crimes_title_accused_idx" ON "crimes" USING btree ("crime_title_id","accused_id");