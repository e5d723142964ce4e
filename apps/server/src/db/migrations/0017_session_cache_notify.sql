-- Issue 19: each server process keeps the sessions it has checked in memory and forgets one
-- the moment any process changes it. The database itself says so, on commit, to every process
-- listening on "cmis_session_cache": no code path that ends a session or changes a user can
-- forget to tell the others. Payload: 's:<session id>', 'u:<user id>', or '*' (everything).
CREATE OR REPLACE FUNCTION "cmis_session_cache_notify"() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('cmis_session_cache', 's:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('cmis_session_cache', 'u:' || OLD.id);
  ELSE
    PERFORM pg_notify('cmis_session_cache', '*');
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A touch only moves the expiry later; anything else done to a session row ends or shortens it.
CREATE TRIGGER "sessions_cache_delete" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "cmis_session_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "sessions_cache_shorten" AFTER UPDATE ON "sessions"
  FOR EACH ROW WHEN (NEW.expires_at < OLD.expires_at OR NEW.user_id <> OLD.user_id)
  EXECUTE FUNCTION "cmis_session_cache_notify"();
--> statement-breakpoint
-- Deactivation, a new role, unit, station, name or language: the session's user is re-read.
CREATE TRIGGER "users_cache_change" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "cmis_session_cache_notify"();
--> statement-breakpoint
-- A renamed unit or station shows in every session's header: forget them all (rare).
CREATE TRIGGER "cities_cache_change" AFTER UPDATE ON "cities"
  FOR EACH STATEMENT EXECUTE FUNCTION "cmis_session_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "police_stations_cache_change" AFTER UPDATE ON "police_stations"
  FOR EACH STATEMENT EXECUTE FUNCTION "cmis_session_cache_notify"();
