CREATE INDEX "accused_city_created_idx" ON "accused" USING btree ("city_id","created_at");--> statement-breakpoint
CREATE INDEX "accused_station_created_idx" ON "accused" USING btree ("station_id","created_at");--> statement-breakpoint
CREATE INDEX "crimes_station_registered_idx" ON "crimes" USING btree ("station_id","registered_on");--> statement-breakpoint
CREATE INDEX "gps_checkins_time_idx" ON "gps_checkins" USING btree ("captured_at");--> statement-breakpoint
CREATE INDEX "patrol_visits_station_time_idx" ON "patrol_visits" USING btree ("station_id","scanned_at");--> statement-breakpoint
CREATE INDEX "patrol_visits_time_idx" ON "patrol_visits" USING btree ("scanned_at");--> statement-breakpoint
CREATE INDEX "summons_city_received_idx" ON "summons" USING btree ("city_id","received_on");--> statement-breakpoint
CREATE INDEX "summons_station_received_idx" ON "summons" USING btree ("station_id","received_on");