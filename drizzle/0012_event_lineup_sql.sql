-- Issue 12 item 5: event_lineup becomes the one record of who plays a gig. Move the old links over
-- (event_artists, and the band_gigs / artist_gigs rows that name an event) before they are dropped.

-- A band or artist gig row without an event record gets one (same id), so its page keeps listing it.
INSERT INTO "events" ("id", "name", "venue", "venue_name", "city", "start_time", "is_verified")
SELECT g."id", b."name" || ' Live', g."venue", g."venue", g."city", g."gig_date", g."verified"
FROM "band_gigs" g JOIN "bands" b ON b."id" = g."band_id"
WHERE g."event_id" IS NULL;
--> statement-breakpoint
INSERT INTO "events" ("id", "name", "venue", "venue_name", "city", "start_time", "is_verified")
SELECT g."id", coalesce(u."name", 'Gig') || ' Live', g."venue", g."venue", g."city", g."gig_date", false
FROM "artist_gigs" g JOIN "users" u ON u."id" = g."artist_id"
WHERE g."event_id" IS NULL;
--> statement-breakpoint
UPDATE "band_gigs" SET "event_id" = "id" WHERE "event_id" IS NULL;
--> statement-breakpoint
UPDATE "artist_gigs" SET "event_id" = "id" WHERE "event_id" IS NULL;
--> statement-breakpoint
-- Billing order: bands first (they headline the seeded and imported gigs), then artists in their old order.
INSERT INTO "event_lineup" ("event_id", "kind", "band_id", "artist_id", "position")
SELECT acts."event_id", acts."kind", acts."band_id", acts."artist_id",
  (row_number() OVER (PARTITION BY acts."event_id" ORDER BY acts."rank", acts."pos", acts."act"))::int - 1
FROM (
  SELECT g."event_id", 'band' AS "kind", g."band_id", NULL::uuid AS "artist_id", 0 AS "rank", 0 AS "pos", g."band_id" AS "act"
  FROM "band_gigs" g
  UNION
  SELECT a."event_id", 'artist', NULL::uuid, a."artist_id", 1, a."position", a."artist_id"
  FROM "event_artists" a
  UNION
  SELECT g."event_id", 'artist', NULL::uuid, g."artist_id", 1, 2147483647, g."artist_id"
  FROM "artist_gigs" g
  WHERE NOT EXISTS (SELECT 1 FROM "event_artists" a WHERE a."event_id" = g."event_id" AND a."artist_id" = g."artist_id")
) acts;
