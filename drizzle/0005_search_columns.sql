-- Stored search columns (src/server/search/sql.ts), computed by the database from the 0003 helpers.
-- They live in the database only (not in the Drizzle schema), so no select or insert carries them.
-- Expression indexes of an earlier draft of 0003 are dropped if a development database has them.
ALTER TABLE "bands"
  ADD COLUMN "search_name" text GENERATED ALWAYS AS (public.lt_fold("name")) STORED,
  ADD COLUMN "search_sound" text GENERATED ALWAYS AS (public.lt_sound("name")) STORED,
  ADD COLUMN "search_words" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, public.lt_fold(coalesce("bio", '')))) STORED;--> statement-breakpoint
ALTER TABLE "users"
  ADD COLUMN "search_name" text GENERATED ALWAYS AS (public.lt_fold("name")) STORED,
  ADD COLUMN "search_sound" text GENERATED ALWAYS AS (public.lt_sound("name")) STORED;--> statement-breakpoint
ALTER TABLE "artists"
  ADD COLUMN "search_words" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, public.lt_fold(coalesce("bio", '')))) STORED;--> statement-breakpoint
ALTER TABLE "venues"
  ADD COLUMN "search_name" text GENERATED ALWAYS AS (public.lt_fold("name")) STORED,
  ADD COLUMN "search_sound" text GENERATED ALWAYS AS (public.lt_sound("name")) STORED,
  ADD COLUMN "search_words" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, public.lt_fold(coalesce("description", '')))) STORED;--> statement-breakpoint
ALTER TABLE "events"
  ADD COLUMN "search_name" text GENERATED ALWAYS AS (public.lt_fold("name")) STORED,
  ADD COLUMN "search_sound" text GENERATED ALWAYS AS (public.lt_sound("name")) STORED,
  ADD COLUMN "search_words" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, public.lt_fold(coalesce("description", '')))) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "users_name_fold_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_name_sound_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "artists_bio_fts_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "bands_name_fold_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "bands_name_sound_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "bands_bio_fts_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "events_name_fold_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "events_name_sound_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "events_description_fts_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "venues_name_fold_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "venues_name_sound_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "venues_description_fts_idx";--> statement-breakpoint
CREATE INDEX "users_search_name_idx" ON "users" USING gin (search_name gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_sound_idx" ON "users" USING gin (search_sound gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "artists_search_words_idx" ON "artists" USING gin (search_words);--> statement-breakpoint
CREATE INDEX "bands_search_name_idx" ON "bands" USING gin (search_name gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bands_search_sound_idx" ON "bands" USING gin (search_sound gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bands_search_words_idx" ON "bands" USING gin (search_words);--> statement-breakpoint
CREATE INDEX "events_search_name_idx" ON "events" USING gin (search_name gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_search_sound_idx" ON "events" USING gin (search_sound gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_search_words_idx" ON "events" USING gin (search_words);--> statement-breakpoint
CREATE INDEX "venues_search_name_idx" ON "venues" USING gin (search_name gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "venues_search_sound_idx" ON "venues" USING gin (search_sound gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "venues_search_words_idx" ON "venues" USING gin (search_words);