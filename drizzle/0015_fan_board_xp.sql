CREATE TABLE "fan_board_xp" (
	"fan_id" uuid NOT NULL,
	"board" text NOT NULL,
	"xp" integer NOT NULL,
	"listed" boolean NOT NULL,
	"city_key" text,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fan_board_xp_fan_id_board_pk" PRIMARY KEY("fan_id","board")
);
--> statement-breakpoint
DROP INDEX "fan_daily_xp_day_idx";--> statement-breakpoint
ALTER TABLE "fan_board_xp" ADD CONSTRAINT "fan_board_xp_fan_id_fans_user_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."fans"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fan_board_xp_rank_idx" ON "fan_board_xp" USING btree ("board","xp" DESC NULLS LAST,"joined_at","fan_id") WHERE "fan_board_xp"."listed" and "fan_board_xp"."xp" > 0;--> statement-breakpoint
CREATE INDEX "fan_board_xp_city_rank_idx" ON "fan_board_xp" USING btree ("board","city_key","xp" DESC NULLS LAST,"joined_at","fan_id") WHERE "fan_board_xp"."listed" and "fan_board_xp"."xp" > 0;