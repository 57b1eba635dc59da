DROP TABLE "artist_gigs" CASCADE;--> statement-breakpoint
DROP TABLE "band_gigs" CASCADE;--> statement-breakpoint
DROP TABLE "event_artists" CASCADE;