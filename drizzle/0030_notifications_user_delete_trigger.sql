-- notifications.user_id loses its foreign key to users (docs/decisions/notifications.md "Fan-out
-- cost, second pass"): its per-row check (an after-row trigger taking FOR KEY SHARE on each user
-- row) was about a sixth of a 100,000-row fan-out. What the key's ON DELETE CASCADE did is done by
-- one statement-level trigger on users: the deleted rows arrive as a transition table, so deleting
-- 1 or 10,000 users is one DELETE through notifications_user_feed_idx. Rows a fan-out writes for a
-- fan deleted at the same moment (invisible to that DELETE) are swept by the daily retention job.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_user_id_users_id_fk";
--> statement-breakpoint
CREATE FUNCTION "notifications_of_deleted_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM notifications n USING deleted_users d WHERE n.user_id = d.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_delete_notifications" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS deleted_users
  FOR EACH STATEMENT EXECUTE FUNCTION "notifications_of_deleted_users"();
