ALTER TABLE "onl_cgform_field" ADD COLUMN "field_min" varchar(30);--> statement-breakpoint
ALTER TABLE "onl_cgform_field" ADD COLUMN "field_max" varchar(30);--> statement-breakpoint
ALTER TABLE "onl_cgform_field" ADD COLUMN "index_type" varchar(10);