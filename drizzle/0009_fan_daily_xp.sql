CREATE TABLE "fan_daily_xp" (
	"fan_id" uuid NOT NULL,
	"day" date NOT NULL,
	"xp" integer NOT NULL,
	CONSTRAINT "fan_daily_xp_fan_id_day_pk" PRIMARY KEY("fan_id","day")
);
--> statement-breakpoint
ALTER TABLE "fans" ADD COLUMN "show_on_leaderboards" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "fans" ADD COLUMN "show_city_and_xp" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "fan_daily_xp" ADD CONSTRAINT "fan_daily_xp_fan_id_fans_user_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."fans"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fan_daily_xp_day_idx" ON "fan_daily_xp" USING btree ("day","fan_id","xp");--> statement-breakpoint
-- Backfill: the activity log summed by IST day, the same bucketing the engine uses from now on.
INSERT INTO "fan_daily_xp" ("fan_id", "day", "xp")
SELECT "fan_id", ("completed_at" AT TIME ZONE 'Asia/Kolkata')::date, sum("xp_reward")::integer
FROM "fan_activities"
GROUP BY 1, 2;
