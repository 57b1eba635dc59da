ALTER TABLE "fan_band_activity" ADD COLUMN "bring_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fan_band_activity" ADD COLUMN "bring_answered_event_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mail_status" text;--> statement-breakpoint
ALTER TABLE "fan_band_activity" ADD CONSTRAINT "fan_band_activity_bring_answered_event_id_events_id_fk" FOREIGN KEY ("bring_answered_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fan_band_bring_answered_idx" ON "fan_band_activity" USING btree ("bring_answered_event_id") WHERE "fan_band_activity"."bring_answered_event_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_mail_due_idx" ON "notifications" USING btree ("dedupe_key") WHERE "notifications"."mail_status" = 'due';