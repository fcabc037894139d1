ALTER TABLE "onl_cgreport_head" ALTER COLUMN "cgr_sql" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "onl_cgreport_head" ADD COLUMN "design" jsonb;--> statement-breakpoint
ALTER TABLE "logistics_station" ADD COLUMN "name_en" varchar(100);