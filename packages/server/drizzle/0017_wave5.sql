ALTER TABLE "onl_cgreport_head" ALTER COLUMN "cgr_sql" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "onl_cgform_field" ADD COLUMN "field_min" varchar(30);--> statement-breakpoint
ALTER TABLE "onl_cgform_field" ADD COLUMN "field_max" varchar(30);--> statement-breakpoint
ALTER TABLE "onl_cgform_field" ADD COLUMN "index_type" varchar(10);--> statement-breakpoint
ALTER TABLE "onl_cgform_field" ADD COLUMN "main_table" varchar(50);--> statement-breakpoint
ALTER TABLE "onl_cgform_field" ADD COLUMN "main_field" varchar(32);--> statement-breakpoint
ALTER TABLE "onl_cgreport_head" ADD COLUMN "design" jsonb;--> statement-breakpoint
ALTER TABLE "logistics_station" ADD COLUMN "name_en" varchar(100);