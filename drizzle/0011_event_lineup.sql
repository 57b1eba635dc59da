CREATE TABLE "event_lineup" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"band_id" uuid,
	"artist_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"headliner" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_lineup_event_band" UNIQUE("event_id","band_id"),
	CONSTRAINT "event_lineup_event_artist" UNIQUE("event_id","artist_id"),
	CONSTRAINT "event_lineup_one_act" CHECK (("event_lineup"."kind" = 'band' and "event_lineup"."band_id" is not null and "event_lineup"."artist_id" is null) or ("event_lineup"."kind" = 'artist' and "event_lineup"."artist_id" is not null and "event_lineup"."band_id" is null))
);
--> statement-breakpoint
ALTER TABLE "event_lineup" ADD CONSTRAINT "event_lineup_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_lineup" ADD CONSTRAINT "event_lineup_band_id_bands_id_fk" FOREIGN KEY ("band_id") REFERENCES "public"."bands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_lineup" ADD CONSTRAINT "event_lineup_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_lineup_event_idx" ON "event_lineup" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "event_lineup_band_idx" ON "event_lineup" USING btree ("band_id") WHERE "event_lineup"."band_id" is not null;--> statement-breakpoint
CREATE INDEX "event_lineup_artist_idx" ON "event_lineup" USING btree ("artist_id") WHERE "event_lineup"."artist_id" is not null;