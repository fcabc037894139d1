CREATE TABLE "onl_cgform_field" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"cgform_head_id" varchar(32) NOT NULL,
	"db_field_name" varchar(32) NOT NULL,
	"db_field_txt" varchar(100) NOT NULL,
	"field_kind" varchar(20) NOT NULL,
	"db_length" integer,
	"db_point_length" smallint,
	"db_default_val" varchar(200),
	"dict_field" varchar(100),
	"field_must_input" boolean DEFAULT false NOT NULL,
	"field_valid_type" varchar(20),
	"is_unique" boolean DEFAULT false NOT NULL,
	"is_show_list" boolean DEFAULT true NOT NULL,
	"is_show_form" boolean DEFAULT true NOT NULL,
	"is_query" boolean DEFAULT false NOT NULL,
	"query_mode" varchar(10) DEFAULT 'single' NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onl_cgform_head" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"table_name" varchar(50) NOT NULL,
	"table_txt" varchar(200) NOT NULL,
	"table_version" integer DEFAULT 1 NOT NULL,
	"synced_version" integer DEFAULT 0 NOT NULL,
	"is_db_synch" varchar(1) DEFAULT 'N' NOT NULL,
	"create_by" varchar(50),
	"create_time" timestamp with time zone,
	"update_by" varchar(50),
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "onl_cgform_version" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"cgform_head_id" varchar(32) NOT NULL,
	"table_version" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"ddl" text NOT NULL,
	"losses" jsonb,
	"create_by" varchar(50),
	"create_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sys_quartz_job" DROP CONSTRAINT "sys_quartz_job_job_class_name_unique";--> statement-breakpoint
DROP INDEX "sys_quartz_job_log_fire_uniq";--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_onl_cgform_field_name" ON "onl_cgform_field" USING btree ("cgform_head_id","db_field_name");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_onl_cgform_head_table" ON "onl_cgform_head" USING btree ("table_name");--> statement-breakpoint
CREATE INDEX "idx_onl_cgform_head_tenant" ON "onl_cgform_head" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "idx_onl_cgform_version_head" ON "onl_cgform_version" USING btree ("cgform_head_id","table_version");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_quartz_job_log_fire_uniq" ON "sys_quartz_job_log" USING btree ("job_id","trigger_type","fire_time") WHERE "sys_quartz_job_log"."trigger_type" <> 'manual';