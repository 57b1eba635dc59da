CREATE TABLE "event_fan_counts" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"rsvps" integer DEFAULT 0 NOT NULL,
	"calendar_adds" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_fan_counts" ADD CONSTRAINT "event_fan_counts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fan_artist_vote_idx" ON "fan_artist_activity" USING btree ("artist_id","fan_vote") WHERE "fan_artist_activity"."fan_vote" is not null;--> statement-breakpoint
CREATE INDEX "fan_band_vote_idx" ON "fan_band_activity" USING btree ("band_id","fan_vote") WHERE "fan_band_activity"."fan_vote" is not null;--> statement-breakpoint
CREATE INDEX "fan_band_bring_at_idx" ON "fan_band_activity" USING btree ("band_id","bring_at","bring_city") WHERE "fan_band_activity"."bring_to_my_city";