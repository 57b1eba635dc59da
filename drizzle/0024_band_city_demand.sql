CREATE TABLE "band_city_demand" (
	"band_id" uuid NOT NULL,
	"city_key" text NOT NULL,
	"city" text NOT NULL,
	"fans" integer NOT NULL,
	CONSTRAINT "band_city_demand_band_id_city_key_pk" PRIMARY KEY("band_id","city_key")
);
--> statement-breakpoint
ALTER TABLE "band_city_demand" ADD CONSTRAINT "band_city_demand_band_id_bands_id_fk" FOREIGN KEY ("band_id") REFERENCES "public"."bands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "band_city_demand_city_rank_idx" ON "band_city_demand" USING btree ("city_key","fans" DESC NULLS LAST,"band_id") WHERE "band_city_demand"."fans" > 0;--> statement-breakpoint
CREATE INDEX "band_city_demand_band_rank_idx" ON "band_city_demand" USING btree ("band_id","fans" DESC NULLS LAST,"city_key") WHERE "band_city_demand"."fans" > 0;