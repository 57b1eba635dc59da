-- RSVPs and calendar adds per gig for the managers' dashboard (issue 12 item 6;
-- docs/decisions/demand.md): event_fan_counts is kept exact by triggers on event_rsvps and
-- user_calendar_events, in the writer's own statement and transaction. Increments upsert (atomic
-- under the row lock, so concurrent RSVPs never lose one); decrements only update, so a gig's
-- cascade delete never re-creates its row.
CREATE FUNCTION "event_fan_counts_add"("p_event" uuid, "p_rsvps" integer, "p_adds" integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_rsvps > 0 OR p_adds > 0 THEN
    INSERT INTO event_fan_counts AS n (event_id, rsvps, calendar_adds)
    VALUES (p_event, p_rsvps, p_adds)
    ON CONFLICT (event_id) DO UPDATE
      SET rsvps = n.rsvps + excluded.rsvps, calendar_adds = n.calendar_adds + excluded.calendar_adds;
  ELSE
    UPDATE event_fan_counts SET rsvps = rsvps + p_rsvps, calendar_adds = calendar_adds + p_adds
    WHERE event_id = p_event;
  END IF;
END
$$;
--> statement-breakpoint
-- One function for both tables: TG_ARGV[0] says which count the row is ('rsvps' or 'calendar_adds').
CREATE FUNCTION "event_fan_counts_from_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r integer := CASE WHEN TG_ARGV[0] = 'rsvps' THEN 1 ELSE 0 END;
  a integer := CASE WHEN TG_ARGV[0] = 'rsvps' THEN 0 ELSE 1 END;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.event_id = OLD.event_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM event_fan_counts_add(OLD.event_id, -r, -a);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM event_fan_counts_add(NEW.event_id, r, a);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "event_fan_counts_from_rsvps"
AFTER INSERT OR DELETE OR UPDATE OF "event_id" ON "event_rsvps"
FOR EACH ROW EXECUTE FUNCTION "event_fan_counts_from_row"('rsvps');
--> statement-breakpoint
CREATE TRIGGER "event_fan_counts_from_calendar"
AFTER INSERT OR DELETE OR UPDATE OF "event_id" ON "user_calendar_events"
FOR EACH ROW EXECUTE FUNCTION "event_fan_counts_from_row"('calendar_adds');
--> statement-breakpoint
-- The whole table from its sources, set-based: the backfill below, and bulk loads that write them
-- with triggers off (the demand bench). Not for a live server (it empties the table).
CREATE FUNCTION "event_fan_counts_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM event_fan_counts;
  INSERT INTO event_fan_counts (event_id, rsvps, calendar_adds)
  SELECT event_id, sum(rsvps)::integer, sum(adds)::integer FROM (
    SELECT event_id, count(*) AS rsvps, 0 AS adds FROM event_rsvps GROUP BY event_id
    UNION ALL
    SELECT event_id, 0, count(*) FROM user_calendar_events GROUP BY event_id
  ) counted
  GROUP BY event_id;
$$;
--> statement-breakpoint
SELECT "event_fan_counts_rebuild"();
