DROP INDEX "users_search_name_idx";--> statement-breakpoint
DROP INDEX "users_search_sound_idx";--> statement-breakpoint
DROP INDEX "artists_search_words_idx";--> statement-breakpoint
DROP INDEX "bands_search_name_idx";--> statement-breakpoint
DROP INDEX "bands_search_sound_idx";--> statement-breakpoint
DROP INDEX "bands_search_words_idx";--> statement-breakpoint
DROP INDEX "events_search_name_idx";--> statement-breakpoint
DROP INDEX "events_search_sound_idx";--> statement-breakpoint
DROP INDEX "events_search_words_idx";--> statement-breakpoint
DROP INDEX "indian_cities_name_trgm_idx";--> statement-breakpoint
DROP INDEX "venues_city_search_idx";--> statement-breakpoint
DROP INDEX "venues_search_name_idx";--> statement-breakpoint
DROP INDEX "venues_search_sound_idx";--> statement-breakpoint
DROP INDEX "venues_search_words_idx";--> statement-breakpoint
CREATE INDEX "users_search_name_idx" ON "users" USING gin (search_name gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_search_sound_idx" ON "users" USING gin (search_sound gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "artists_search_words_idx" ON "artists" USING gin (search_words) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "bands_search_name_idx" ON "bands" USING gin (search_name gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "bands_search_sound_idx" ON "bands" USING gin (search_sound gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "bands_search_words_idx" ON "bands" USING gin (search_words) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "events_search_name_idx" ON "events" USING gin (search_name gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "events_search_sound_idx" ON "events" USING gin (search_sound gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "events_search_words_idx" ON "events" USING gin (search_words) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "indian_cities_name_trgm_idx" ON "indian_cities" USING gist ("name" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "venues_city_search_idx" ON "venues" USING gin (public.lt_fold("city") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "venues_search_name_idx" ON "venues" USING gin (search_name gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "venues_search_sound_idx" ON "venues" USING gin (search_sound gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "venues_search_words_idx" ON "venues" USING gin (search_words) WITH (fastupdate=false);