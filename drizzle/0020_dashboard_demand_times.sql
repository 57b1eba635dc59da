CREATE TABLE "event_ticket_clicks" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fan_artist_activity" ADD COLUMN "followed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fan_artist_activity" ADD COLUMN "bring_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fan_band_activity" ADD COLUMN "followed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fan_band_activity" ADD COLUMN "bring_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_ticket_clicks" ADD CONSTRAINT "event_ticket_clicks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fan_artist_followed_at_idx" ON "fan_artist_activity" USING btree ("artist_id","followed_at") WHERE "fan_artist_activity"."following";--> statement-breakpoint
CREATE INDEX "fan_band_followed_at_idx" ON "fan_band_activity" USING btree ("band_id","followed_at") WHERE "fan_band_activity"."following";--> statement-breakpoint
CREATE INDEX "user_calendar_events_event_idx" ON "user_calendar_events" USING btree ("event_id");