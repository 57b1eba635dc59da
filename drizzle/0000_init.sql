CREATE TABLE "event_rsvps" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_rsvps_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "fan_artist_activity" (
	"fan_id" uuid NOT NULL,
	"artist_id" uuid NOT NULL,
	"following" boolean DEFAULT false NOT NULL,
	"bring_to_my_city" boolean DEFAULT false NOT NULL,
	"bring_city" text,
	"fan_vote" smallint,
	"voted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fan_artist_activity_fan_id_artist_id_pk" PRIMARY KEY("fan_id","artist_id"),
	CONSTRAINT "fan_artist_vote_range" CHECK ("fan_artist_activity"."fan_vote" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "fan_band_activity" (
	"fan_id" uuid NOT NULL,
	"band_id" uuid NOT NULL,
	"following" boolean DEFAULT false NOT NULL,
	"bring_to_my_city" boolean DEFAULT false NOT NULL,
	"bring_city" text,
	"fan_vote" smallint,
	"voted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fan_band_activity_fan_id_band_id_pk" PRIMARY KEY("fan_id","band_id"),
	CONSTRAINT "fan_band_vote_range" CHECK ("fan_band_activity"."fan_vote" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "user_calendar_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"calendar_provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_calendar_events_user_event" UNIQUE("user_id","event_id"),
	CONSTRAINT "calendar_provider_check" CHECK ("user_calendar_events"."calendar_provider" in ('google', 'outlook', 'apple'))
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"name" text,
	"display_name" text,
	"avatar_url" text,
	"role" text DEFAULT 'fan' NOT NULL,
	"user_type" text DEFAULT 'real' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('fan', 'artist', 'admin', 'authenticated'))
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "artist_gigs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"artist_id" uuid NOT NULL,
	"event_id" uuid,
	"venue" text,
	"city" text,
	"gig_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artist_gigs_artist_event" UNIQUE("artist_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "artists" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"bio" text,
	"genre" text,
	"primary_genre" text,
	"secondary_genre" text,
	"location" text,
	"fan_following_count" integer DEFAULT 0 NOT NULL,
	"fan_vote_count" integer DEFAULT 0 NOT NULL,
	"fan_vote_sum" integer DEFAULT 0 NOT NULL,
	"fan_voting_average" double precision DEFAULT 0 NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"featured" integer DEFAULT 0 NOT NULL,
	"profile_banner_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "band_gigs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"band_id" uuid NOT NULL,
	"event_id" uuid,
	"venue" text,
	"city" text,
	"gig_date" timestamp with time zone NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "band_gigs_band_event" UNIQUE("band_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "band_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"band_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"role" text,
	"is_key_member" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"bio" text,
	"location" text,
	"primary_genre" text,
	"secondary_genre" text,
	"featured" integer DEFAULT 0 NOT NULL,
	"manager" text,
	"manager_email" text,
	"manager_phone" text,
	"key_members" text,
	"avatar_url" text,
	"profile_banner_url" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"fan_following_count" integer DEFAULT 0 NOT NULL,
	"fan_vote_count" integer DEFAULT 0 NOT NULL,
	"fan_vote_sum" integer DEFAULT 0 NOT NULL,
	"fan_voting_average" double precision DEFAULT 0 NOT NULL,
	"formation_date" date,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bands_featured_non_negative" CHECK ("bands"."featured" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bands_temp" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"bio" text,
	"location" text,
	"primary_genre" text,
	"secondary_genre" text,
	"manager" text NOT NULL,
	"manager_email" text NOT NULL,
	"manager_phone" text,
	"key_members" text,
	"profile_banner_url" text,
	"avatar_url" text,
	"submitter_id" uuid,
	"submitter_name" text,
	"submitter_email" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"approved_band_id" uuid,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bands_temp_status_check" CHECK ("bands_temp"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "event_artists" (
	"event_id" uuid NOT NULL,
	"artist_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_artists_event_id_artist_id_pk" PRIMARY KEY("event_id","artist_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"venue_id" uuid,
	"venue" text,
	"venue_name" text,
	"city" text,
	"category" text,
	"genre" text,
	"ticket_price" text,
	"external_ticket_url" text,
	"ticket_url" text,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"cover_image_url" text,
	"rsvp_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indian_cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	CONSTRAINT "indian_cities_name_state" UNIQUE("name","state")
);
--> statement-breakpoint
CREATE TABLE "venues" (
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
	"halls" integer,
	"rating" double precision,
	"opening_hours" text,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venues_rating_range" CHECK ("venues"."rating" is null or "venues"."rating" between 0 and 5),
	CONSTRAINT "venues_halls_min" CHECK ("venues"."halls" is null or "venues"."halls" >= 1)
);
--> statement-breakpoint
CREATE TABLE "comment_votes" (
	"comment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"vote_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_votes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "fan_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"band_id" uuid,
	"artist_id" uuid,
	"image_url" text NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"parent_id" uuid,
	"reply_to_user_id" uuid,
	"content" text NOT NULL,
	"gif_url" text,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"downvotes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_votes" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"vote_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_votes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"content" text NOT NULL,
	"post_category" text DEFAULT 'general' NOT NULL,
	"gif_url" text,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"downvotes" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_entity_type_check" CHECK ("posts"."entity_type" in ('band', 'artist', 'venue', 'event'))
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"content" text NOT NULL,
	"image" text,
	"author" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "badge_score_matrix" (
	"id" serial PRIMARY KEY NOT NULL,
	"badge_name" text NOT NULL,
	"description" text NOT NULL,
	"badge_url" text NOT NULL,
	"action" text NOT NULL,
	"times_required" integer NOT NULL,
	CONSTRAINT "badge_score_matrix_badge_name_unique" UNIQUE("badge_name")
);
--> statement-breakpoint
CREATE TABLE "fan_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fan_id" uuid NOT NULL,
	"activity_type" text NOT NULL,
	"xp_reward" integer NOT NULL,
	"subject_key" text,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fan_activities_once_per_subject" UNIQUE("fan_id","activity_type","subject_key")
);
--> statement-breakpoint
CREATE TABLE "fans" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"xp_points" integer DEFAULT 0 NOT NULL,
	"onboarding_complete" boolean DEFAULT false NOT NULL,
	"city" text,
	"streak_days" integer DEFAULT 0 NOT NULL,
	"streak_last_day" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fans_xp_non_negative" CHECK ("fans"."xp_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "onboarding_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_id" uuid NOT NULL,
	"entity_type" text NOT NULL,
	"vote_value" smallint,
	"selected_name" text,
	"selected_city" text,
	"email" text,
	"user_id" uuid,
	"completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_entity_type_check" CHECK ("onboarding_sessions"."entity_type" in ('band', 'artist')),
	CONSTRAINT "onboarding_vote_range" CHECK ("onboarding_sessions"."vote_value" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_id" uuid,
	"referral_code" uuid NOT NULL,
	"referred_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_referred_user_id_unique" UNIQUE("referred_user_id")
);
--> statement-breakpoint
CREATE TABLE "user_badges" (
	"user_id" uuid NOT NULL,
	"badge_id" integer NOT NULL,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_badges_user_id_badge_id_pk" PRIMARY KEY("user_id","badge_id")
);
--> statement-breakpoint
CREATE TABLE "user_engagement_matrix" (
	"id" serial PRIMARY KEY NOT NULL,
	"engagement_action" text NOT NULL,
	"points" integer NOT NULL,
	"category" text NOT NULL,
	CONSTRAINT "user_engagement_matrix_engagement_action_unique" UNIQUE("engagement_action")
);
--> statement-breakpoint
CREATE TABLE "user_level_matrix" (
	"level" integer PRIMARY KEY NOT NULL,
	"min_points" integer NOT NULL,
	"max_points" integer
);
--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_artist_activity" ADD CONSTRAINT "fan_artist_activity_fan_id_users_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_artist_activity" ADD CONSTRAINT "fan_artist_activity_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_band_activity" ADD CONSTRAINT "fan_band_activity_fan_id_users_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_band_activity" ADD CONSTRAINT "fan_band_activity_band_id_bands_id_fk" FOREIGN KEY ("band_id") REFERENCES "public"."bands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_calendar_events" ADD CONSTRAINT "user_calendar_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_calendar_events" ADD CONSTRAINT "user_calendar_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_gigs" ADD CONSTRAINT "artist_gigs_artist_id_artists_user_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_gigs" ADD CONSTRAINT "artist_gigs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artists" ADD CONSTRAINT "artists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "band_gigs" ADD CONSTRAINT "band_gigs_band_id_bands_id_fk" FOREIGN KEY ("band_id") REFERENCES "public"."bands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "band_gigs" ADD CONSTRAINT "band_gigs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "band_members" ADD CONSTRAINT "band_members_band_id_bands_id_fk" FOREIGN KEY ("band_id") REFERENCES "public"."bands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "band_members" ADD CONSTRAINT "band_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bands" ADD CONSTRAINT "bands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bands_temp" ADD CONSTRAINT "bands_temp_submitter_id_users_id_fk" FOREIGN KEY ("submitter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bands_temp" ADD CONSTRAINT "bands_temp_approved_band_id_bands_id_fk" FOREIGN KEY ("approved_band_id") REFERENCES "public"."bands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bands_temp" ADD CONSTRAINT "bands_temp_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_artists" ADD CONSTRAINT "event_artists_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_artists" ADD CONSTRAINT "event_artists_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_votes" ADD CONSTRAINT "comment_votes_comment_id_post_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."post_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_votes" ADD CONSTRAINT "comment_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_photos" ADD CONSTRAINT "fan_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_photos" ADD CONSTRAINT "fan_photos_band_id_bands_id_fk" FOREIGN KEY ("band_id") REFERENCES "public"."bands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_photos" ADD CONSTRAINT "fan_photos_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_parent_id_post_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."post_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_reply_to_user_id_users_id_fk" FOREIGN KEY ("reply_to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_votes" ADD CONSTRAINT "post_votes_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_votes" ADD CONSTRAINT "post_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_score_matrix" ADD CONSTRAINT "badge_score_matrix_action_user_engagement_matrix_engagement_action_fk" FOREIGN KEY ("action") REFERENCES "public"."user_engagement_matrix"("engagement_action") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "fan_activities" ADD CONSTRAINT "fan_activities_fan_id_fans_user_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."fans"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_activities" ADD CONSTRAINT "fan_activities_activity_type_user_engagement_matrix_engagement_action_fk" FOREIGN KEY ("activity_type") REFERENCES "public"."user_engagement_matrix"("engagement_action") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "fans" ADD CONSTRAINT "fans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_sessions" ADD CONSTRAINT "onboarding_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_badge_id_badge_score_matrix_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badge_score_matrix"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_rsvps_user_idx" ON "event_rsvps" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "fan_artist_following_idx" ON "fan_artist_activity" USING btree ("artist_id") WHERE "fan_artist_activity"."following";--> statement-breakpoint
CREATE INDEX "fan_band_following_idx" ON "fan_band_activity" USING btree ("band_id") WHERE "fan_band_activity"."following";--> statement-breakpoint
CREATE INDEX "fan_band_bring_idx" ON "fan_band_activity" USING btree ("band_id","bring_city") WHERE "fan_band_activity"."bring_to_my_city";--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "artist_gigs_artist_date_idx" ON "artist_gigs" USING btree ("artist_id","gig_date");--> statement-breakpoint
CREATE INDEX "artists_featured_idx" ON "artists" USING btree ("featured") WHERE "artists"."featured" > 0;--> statement-breakpoint
CREATE INDEX "band_gigs_band_date_idx" ON "band_gigs" USING btree ("band_id","gig_date");--> statement-breakpoint
CREATE INDEX "band_members_band_idx" ON "band_members" USING btree ("band_id","position");--> statement-breakpoint
CREATE INDEX "band_members_user_idx" ON "band_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bands_name_idx" ON "bands" USING btree ("name");--> statement-breakpoint
CREATE INDEX "bands_featured_idx" ON "bands" USING btree ("featured") WHERE "bands"."featured" > 0;--> statement-breakpoint
CREATE INDEX "bands_location_idx" ON "bands" USING btree ("location");--> statement-breakpoint
CREATE INDEX "bands_user_idx" ON "bands" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bands_temp_status_idx" ON "bands_temp" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "event_artists_artist_idx" ON "event_artists" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "events_start_idx" ON "events" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "events_city_start_idx" ON "events" USING btree ("city","start_time");--> statement-breakpoint
CREATE INDEX "events_venue_start_idx" ON "events" USING btree ("venue_id","start_time");--> statement-breakpoint
CREATE INDEX "indian_cities_name_trgm_idx" ON "indian_cities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "venues_name_idx" ON "venues" USING btree ("name");--> statement-breakpoint
CREATE INDEX "venues_city_idx" ON "venues" USING btree ("city");--> statement-breakpoint
CREATE INDEX "fan_photos_band_idx" ON "fan_photos" USING btree ("band_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fan_photos_artist_idx" ON "fan_photos" USING btree ("artist_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "post_comments_post_idx" ON "post_comments" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "post_votes_user_idx" ON "post_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "posts_thread_idx" ON "posts" USING btree ("entity_type","entity_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_user_idx" ON "posts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "blogs_published_idx" ON "blogs" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fan_activities_fan_type_time_idx" ON "fan_activities" USING btree ("fan_id","activity_type","completed_at");--> statement-breakpoint
CREATE INDEX "fan_activities_fan_time_idx" ON "fan_activities" USING btree ("fan_id","completed_at");--> statement-breakpoint
CREATE INDEX "onboarding_sessions_stale_idx" ON "onboarding_sessions" USING btree ("completed","updated_at");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id");