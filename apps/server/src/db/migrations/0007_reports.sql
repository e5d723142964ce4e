CREATE INDEX "arrests_arrested_idx" ON "arrests" USING btree ("arrested_at");--> statement-breakpoint
CREATE INDEX "preventive_station_dates_idx" ON "preventive_actions" USING btree ("station_id","date_from","date_to");--> statement-breakpoint
CREATE INDEX "preventive_city_bond_idx" ON "preventive_actions" USING btree ("city_id","bond_date");