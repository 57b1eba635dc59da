DROP INDEX "fan_photos_band_idx";--> statement-breakpoint
DROP INDEX "fan_photos_artist_idx";--> statement-breakpoint
DROP INDEX "posts_thread_idx";--> statement-breakpoint
CREATE INDEX "fan_photos_band_idx" ON "fan_photos" USING btree ("band_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "fan_photos_artist_idx" ON "fan_photos" USING btree ("artist_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_thread_idx" ON "posts" USING btree ("entity_type","entity_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);