ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "announced_by" uuid;--> statement-breakpoint
ALTER TABLE "gig_submissions" ADD COLUMN "lineup" jsonb;--> statement-breakpoint
ALTER TABLE "gig_submissions" ADD COLUMN "venue_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_announced_by_users_id_fk" FOREIGN KEY ("announced_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gig_submissions" ADD CONSTRAINT "gig_submissions_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;