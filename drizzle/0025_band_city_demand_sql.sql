-- The demand board's aggregate (issue 12 item 7; docs/decisions/demand.md): band_city_demand holds,
-- per band and city, how many fans ask the band to play there. A trigger keeps it exact from what
-- Bring to My City already writes (fan_band_activity.bring_to_my_city and bring_city), in the
-- writer's own statement and transaction. Cities are keyed the way every city filter compares them:
-- lower(btrim(city)); a request without a city counts on no board.

-- Adds p_delta fans to (band, city). Increments create the row; decrements only update it, so a
-- cascade delete of the band (its rows going too) never re-creates one.
CREATE FUNCTION "band_city_demand_add"("p_band" uuid, "p_city" text, "p_delta" integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_city IS NULL OR btrim(p_city) = '' THEN
    RETURN;
  END IF;
  IF p_delta > 0 THEN
    INSERT INTO band_city_demand AS d (band_id, city_key, city, fans)
    VALUES (p_band, lower(btrim(p_city)), btrim(p_city), p_delta)
    ON CONFLICT (band_id, city_key) DO UPDATE
      SET fans = d.fans + excluded.fans, city = least(d.city, excluded.city);
  ELSE
    UPDATE band_city_demand SET fans = fans + p_delta
    WHERE band_id = p_band AND city_key = lower(btrim(p_city));
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "band_city_demand_from_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.bring_to_my_city AND NEW.bring_to_my_city AND NEW.band_id = OLD.band_id
    AND lower(btrim(NEW.bring_city)) IS NOT DISTINCT FROM lower(btrim(OLD.bring_city)) THEN
    -- Still asking for the same city: nothing moves.
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.bring_to_my_city THEN
    PERFORM band_city_demand_add(OLD.band_id, OLD.bring_city, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.bring_to_my_city THEN
    PERFORM band_city_demand_add(NEW.band_id, NEW.bring_city, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Follows and votes (the other columns of the row) do not fire it.
CREATE TRIGGER "band_city_demand_from_activity"
AFTER INSERT OR DELETE OR UPDATE OF "bring_to_my_city", "bring_city", "band_id" ON "fan_band_activity"
FOR EACH ROW EXECUTE FUNCTION "band_city_demand_from_activity"();
--> statement-breakpoint
-- The whole table from fan_band_activity, set-based: the backfill below, and bulk loads that write
-- the source with triggers off (the demand bench). Not for a live server (it empties the table).
CREATE FUNCTION "band_city_demand_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM band_city_demand;
  INSERT INTO band_city_demand (band_id, city_key, city, fans)
  SELECT band_id, lower(btrim(bring_city)), min(btrim(bring_city)), count(*)::integer
  FROM fan_band_activity
  WHERE bring_to_my_city AND bring_city IS NOT NULL AND btrim(bring_city) <> ''
  GROUP BY band_id, lower(btrim(bring_city));
$$;
--> statement-breakpoint
SELECT "band_city_demand_rebuild"();
