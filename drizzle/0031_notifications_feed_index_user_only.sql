DROP INDEX "notifications_user_feed_idx";--> statement-breakpoint
CREATE INDEX "notifications_user_feed_idx" ON "notifications" USING btree ("user_id");