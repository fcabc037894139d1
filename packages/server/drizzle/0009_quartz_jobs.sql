CREATE TABLE "sys_quartz_job" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"del_flag" integer DEFAULT 0 NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp,
	"job_class_name" varchar(255) NOT NULL,
	"cron_expression" varchar(255) NOT NULL,
	"parameter" varchar(255),
	"description" varchar(255),
	"status" integer DEFAULT -1 NOT NULL,
	"next_fire_time" timestamp (3),
	CONSTRAINT "sys_quartz_job_job_class_name_unique" UNIQUE("job_class_name")
);
--> statement-breakpoint
CREATE TABLE "sys_quartz_job_log" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"job_id" varchar(32) NOT NULL,
	"job_class_name" varchar(255) NOT NULL,
	"trigger_type" varchar(10) NOT NULL,
	"fire_time" timestamp (3) NOT NULL,
	"misfire" integer DEFAULT 0 NOT NULL,
	"start_time" timestamp (3) NOT NULL,
	"end_time" timestamp (3),
	"result" varchar(10) NOT NULL,
	"message" text,
	"instance" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_quartz_job_log_fire_uniq" ON "sys_quartz_job_log" USING btree ("job_id","trigger_type","fire_time");--> statement-breakpoint
CREATE INDEX "sys_quartz_job_log_start_idx" ON "sys_quartz_job_log" USING btree ("start_time");