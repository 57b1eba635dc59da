-- The managers' dashboard (issue 12 item 6; docs/decisions/page-managers.md): followed_at and bring_at
-- say when a fan's current follow and current Bring to My City request began. A trigger keeps them
-- from the flags the application already writes: set when a flag turns on (an explicit value, as the
-- seed and the bench write, is kept), cleared when it turns off.
CREATE FUNCTION "fan_demand_times"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.following THEN
    IF TG_OP = 'INSERT' OR NOT OLD.following THEN
      NEW.followed_at := coalesce(NEW.followed_at, now());
    END IF;
  ELSE
    NEW.followed_at := NULL;
  END IF;
  IF NEW.bring_to_my_city THEN
    IF TG_OP = 'INSERT' OR NOT OLD.bring_to_my_city THEN
      NEW.bring_at := coalesce(NEW.bring_at, now());
    END IF;
  ELSE
    NEW.bring_at := NULL;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "fan_band_activity_demand_times" BEFORE INSERT OR UPDATE ON "fan_band_activity"
  FOR EACH ROW EXECUTE FUNCTION "fan_demand_times"();
--> statement-breakpoint
CREATE TRIGGER "fan_artist_activity_demand_times" BEFORE INSERT OR UPDATE ON "fan_artist_activity"
  FOR EACH ROW EXECUTE FUNCTION "fan_demand_times"();
--> statement-breakpoint
-- Rows from before: the last change of the row is the best date we have.
UPDATE "fan_band_activity" SET "followed_at" = "updated_at" WHERE "following";
--> statement-breakpoint
UPDATE "fan_band_activity" SET "bring_at" = "updated_at" WHERE "bring_to_my_city";
--> statement-breakpoint
UPDATE "fan_artist_activity" SET "followed_at" = "updated_at" WHERE "following";
--> statement-breakpoint
UPDATE "fan_artist_activity" SET "bring_at" = "updated_at" WHERE "bring_to_my_city";
