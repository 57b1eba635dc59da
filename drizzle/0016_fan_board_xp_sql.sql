-- The leaderboards' aggregate (issue 14; docs/decisions/leaderboards.md): fan_board_xp holds, per fan,
-- their XP on each board ('all', 'week:<IST Monday>', 'month:<IST 1st>') and who may be shown
-- (listed, city_key, joined_at), denormalised from fans and users. Triggers keep it exact from what
-- the application already writes, in the writer's own statement and transaction:
--   fan_daily_xp (the award's per-IST-day row)  -> the day's week and month boards
--   fans.xp_points                              -> the all-time board
--   fans.city, fans.show_on_leaderboards        -> listed / city_key on every board of the fan
--   users.role, users.user_type                 -> listed on every board of the fan

-- The week and month boards an IST day counts on ('week:' its Monday, 'month:' its 1st).
CREATE FUNCTION "fan_board_keys"("p_day" date) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT ARRAY[
    'week:' || to_char(date_trunc('week', p_day::timestamp), 'YYYY-MM-DD'),
    'month:' || to_char(date_trunc('month', p_day::timestamp), 'YYYY-MM-DD')]
$$;
--> statement-breakpoint
-- Adds p_delta XP to the fan's rows on p_boards, creating them with the fan's current standing.
-- Nothing when the fan is gone (a cascade delete in progress).
CREATE FUNCTION "fan_board_xp_add"("p_fan" uuid, "p_boards" text[], "p_delta" integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO fan_board_xp (fan_id, board, xp, listed, city_key, joined_at)
  SELECT f.user_id, b.board, p_delta,
    u.role = 'fan' AND u.user_type = 'real' AND f.show_on_leaderboards, lower(btrim(f.city)), u.created_at
  FROM fans f JOIN users u ON u.id = f.user_id CROSS JOIN unnest(p_boards) AS b(board)
  WHERE f.user_id = p_fan
  ON CONFLICT (fan_id, board) DO UPDATE SET xp = fan_board_xp.xp + excluded.xp
$$;
--> statement-breakpoint
CREATE FUNCTION "fan_board_xp_from_daily"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.fan_id = OLD.fan_id AND NEW.day = OLD.day THEN
    -- The award's upsert (xp = xp + excluded.xp): one row change per board.
    PERFORM fan_board_xp_add(NEW.fan_id, fan_board_keys(NEW.day), NEW.xp - OLD.xp);
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM fan_board_xp_add(OLD.fan_id, fan_board_keys(OLD.day), -OLD.xp);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM fan_board_xp_add(NEW.fan_id, fan_board_keys(NEW.day), NEW.xp);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "fan_board_xp_from_daily" AFTER INSERT OR UPDATE OR DELETE ON "fan_daily_xp"
FOR EACH ROW EXECUTE FUNCTION "fan_board_xp_from_daily"();
--> statement-breakpoint
CREATE FUNCTION "fan_board_xp_from_fan"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.xp_points <> 0 THEN
      PERFORM fan_board_xp_add(NEW.user_id, ARRAY['all'], NEW.xp_points);
    END IF;
    RETURN NULL;
  END IF;
  IF NEW.xp_points <> OLD.xp_points THEN
    PERFORM fan_board_xp_add(NEW.user_id, ARRAY['all'], NEW.xp_points - OLD.xp_points);
  END IF;
  IF NEW.city IS DISTINCT FROM OLD.city OR NEW.show_on_leaderboards <> OLD.show_on_leaderboards THEN
    UPDATE fan_board_xp b
    SET listed = u.role = 'fan' AND u.user_type = 'real' AND NEW.show_on_leaderboards,
      city_key = lower(btrim(NEW.city))
    FROM users u
    WHERE u.id = NEW.user_id AND b.fan_id = NEW.user_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "fan_board_xp_from_fan" AFTER INSERT OR UPDATE OF "xp_points", "city", "show_on_leaderboards" ON "fans"
FOR EACH ROW EXECUTE FUNCTION "fan_board_xp_from_fan"();
--> statement-breakpoint
CREATE FUNCTION "fan_board_xp_from_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Under the fan's row lock, which every award holds (xp/engine.ts): an award in flight commits
  -- first, and its new board rows are then seen and relisted by the update below.
  PERFORM 1 FROM fans WHERE user_id = NEW.id FOR UPDATE;
  UPDATE fan_board_xp b
  SET listed = NEW.role = 'fan' AND NEW.user_type = 'real' AND f.show_on_leaderboards
  FROM fans f
  WHERE f.user_id = NEW.id AND b.fan_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "fan_board_xp_from_user" AFTER UPDATE OF "role", "user_type" ON "users"
FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.user_type IS DISTINCT FROM NEW.user_type)
EXECUTE FUNCTION "fan_board_xp_from_user"();
--> statement-breakpoint
-- The whole table from its sources, set-based: the backfill below, and bulk loads that write the
-- sources with triggers off (the leaderboard bench). Not for a live server (it empties the table).
CREATE FUNCTION "fan_board_xp_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM fan_board_xp;
  INSERT INTO fan_board_xp (fan_id, board, xp, listed, city_key, joined_at)
  SELECT p.fan_id, p.board, p.xp,
    u.role = 'fan' AND u.user_type = 'real' AND f.show_on_leaderboards, lower(btrim(f.city)), u.created_at
  FROM (
    SELECT d.fan_id, k.board, sum(d.xp)::integer AS xp
    FROM fan_daily_xp d CROSS JOIN unnest(fan_board_keys(d.day)) AS k(board)
    GROUP BY 1, 2
    UNION ALL
    SELECT user_id, 'all', xp_points FROM fans WHERE xp_points <> 0
  ) p
  JOIN fans f ON f.user_id = p.fan_id
  JOIN users u ON u.id = p.fan_id;
$$;
--> statement-breakpoint
SELECT "fan_board_xp_rebuild"();
