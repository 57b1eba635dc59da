CREATE TABLE "event_fan_counts" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"rsvps" integer DEFAULT 0 NOT NULL,
	"calendar_adds" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_fan_counts" ADD CONSTRAINT "event_fan_counts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;