CREATE TABLE "gig_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"venue_name" text NOT NULL,
	"city" text NOT NULL,
	"category" text,
	"genre" text,
	"ticket_price" text,
	"ticket_url" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"contact_phone" text,
	"submitter_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_event_id" uuid,
	CONSTRAINT "gig_submissions_status_check" CHECK ("gig_submissions"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "venue_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"city" text NOT NULL,
	"location" text,
	"venue_type" text,
	"genre" text,
	"website" text,
	"instagram" text,
	"phone" text,
	"capacity" text,
	"submitter_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_venue_id" uuid,
	CONSTRAINT "venue_submissions_status_check" CHECK ("venue_submissions"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "gig_submissions" ADD CONSTRAINT "gig_submissions_submitter_id_users_id_fk" FOREIGN KEY ("submitter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gig_submissions" ADD CONSTRAINT "gig_submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gig_submissions" ADD CONSTRAINT "gig_submissions_approved_event_id_events_id_fk" FOREIGN KEY ("approved_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_submissions" ADD CONSTRAINT "venue_submissions_submitter_id_users_id_fk" FOREIGN KEY ("submitter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_submissions" ADD CONSTRAINT "venue_submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_submissions" ADD CONSTRAINT "venue_submissions_approved_venue_id_venues_id_fk" FOREIGN KEY ("approved_venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gig_submissions_status_idx" ON "gig_submissions" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "venue_submissions_status_idx" ON "venue_submissions" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "events_city_key_start_idx" ON "events" USING btree (lower(btrim("city")),"start_time","id");--> statement-breakpoint
CREATE INDEX "events_undated_idx" ON "events" USING btree ("id") WHERE "events"."start_time" is null;