CREATE TABLE "page_managers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_type" text NOT NULL,
	"page_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_managers_page_user" UNIQUE("page_type","page_id","user_id"),
	CONSTRAINT "page_managers_page_type_check" CHECK ("page_managers"."page_type" in ('band', 'artist', 'venue')),
	CONSTRAINT "page_managers_role_check" CHECK ("page_managers"."role" in ('owner', 'editor'))
);
--> statement-breakpoint
CREATE TABLE "page_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_type" text NOT NULL,
	"page_id" uuid NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"contact_phone" text,
	"instagram" text,
	"website" text,
	"youtube" text,
	"message" text,
	"submitter_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_manager_id" uuid,
	CONSTRAINT "page_claims_status_check" CHECK ("page_claims"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "page_claims_page_type_check" CHECK ("page_claims"."page_type" in ('band', 'artist', 'venue'))
);
--> statement-breakpoint
ALTER TABLE "page_managers" ADD CONSTRAINT "page_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_claims" ADD CONSTRAINT "page_claims_submitter_id_users_id_fk" FOREIGN KEY ("submitter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_claims" ADD CONSTRAINT "page_claims_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_claims" ADD CONSTRAINT "page_claims_approved_manager_id_page_managers_id_fk" FOREIGN KEY ("approved_manager_id") REFERENCES "public"."page_managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "page_managers_one_owner" ON "page_managers" USING btree ("page_type","page_id") WHERE "page_managers"."role" = 'owner';--> statement-breakpoint
CREATE INDEX "page_managers_user_idx" ON "page_managers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "page_claims_status_idx" ON "page_claims" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "page_claims_one_open" ON "page_claims" USING btree ("submitter_id","page_type","page_id") WHERE "page_claims"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "page_claims_submitter_idx" ON "page_claims" USING btree ("submitter_id","submitted_at");