CREATE TABLE "sys_data_log" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"data_table" varchar(64) NOT NULL,
	"data_id" varchar(32) NOT NULL,
	"data_version" integer NOT NULL,
	"data_content" text NOT NULL,
	"data_before" text,
	"action" varchar(10) NOT NULL,
	"tenant_id" integer,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "oss_file" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"url" varchar(512) NOT NULL,
	"file_type" varchar(32),
	"file_size" bigint NOT NULL,
	"biz_type" varchar(100) NOT NULL,
	"create_by" varchar(100),
	"create_time" timestamp NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_log" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"log_type" integer NOT NULL,
	"log_content" varchar(1000),
	"operate_type" integer,
	"userid" varchar(32),
	"username" varchar(100),
	"ip" varchar(100),
	"method" varchar(500),
	"request_url" varchar(255),
	"request_param" text,
	"request_type" varchar(10),
	"cost_time" integer,
	"status" integer,
	"create_by" varchar(32),
	"create_time" timestamp NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_server_instance" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"hostname" varchar(255) NOT NULL,
	"pid" integer NOT NULL,
	"node_version" varchar(32) NOT NULL,
	"start_time" timestamp NOT NULL,
	"last_seen" timestamp NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_sms_template" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"template_name" varchar(50) NOT NULL,
	"template_code" varchar(32) NOT NULL,
	"template_type" varchar(1) NOT NULL,
	"template_content" text NOT NULL,
	"template_test_json" text,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
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
CREATE TABLE "recruit_application" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"interviewee_id" varchar(32) NOT NULL,
	"job_id" varchar(32) NOT NULL,
	"resume" jsonb NOT NULL,
	"name" varchar(30) NOT NULL,
	"job_name" varchar(100) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"status" varchar(20) DEFAULT 'submitted' NOT NULL,
	"update_by" varchar(100),
	"create_time" timestamp,
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "recruit_company" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"phone" varchar(50) DEFAULT '' NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"website" varchar(200) DEFAULT '' NOT NULL,
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "recruit_interviewee" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"phone" varchar(20) NOT NULL,
	"password" varchar(255) NOT NULL,
	"salt" varchar(64),
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp,
	"update_time" timestamp,
	CONSTRAINT "recruit_interviewee_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "recruit_job" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"job_name" varchar(100) NOT NULL,
	"depart_id" varchar(32),
	"province_id" varchar(10) NOT NULL,
	"city_id" varchar(10) NOT NULL,
	"headcount" integer DEFAULT 1 NOT NULL,
	"salary" varchar(50),
	"education" varchar(20),
	"requirements" text,
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"publish_time" timestamp,
	"create_by" varchar(100),
	"create_time" timestamp,
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "recruit_message" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"interviewee_id" varchar(32) NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"read_flag" varchar(1) DEFAULT '0' NOT NULL,
	"create_by" varchar(100),
	"create_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "recruit_notice" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"publish_time" timestamp,
	"create_time" timestamp,
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "recruit_resume" (
	"interviewee_id" varchar(32) PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "recruit_sms_outbox" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"content" varchar(500) NOT NULL,
	"create_time" timestamp NOT NULL
);
--> statement-breakpoint
ALTER TABLE "in_store_batch" ADD COLUMN "tenant_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "in_store_batch" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "question_piece" ADD COLUMN "tenant_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "question_piece" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "idx_sys_data_log_record" ON "sys_data_log" USING btree ("data_table","data_id","data_version");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_oss_file_url" ON "oss_file" USING btree ("url");--> statement-breakpoint
CREATE INDEX "idx_oss_file_create_time" ON "oss_file" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "idx_sys_log_type_create_time" ON "sys_log" USING btree ("log_type","create_time");--> statement-breakpoint
CREATE INDEX "idx_sys_log_userid" ON "sys_log" USING btree ("userid");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_sys_sms_template_code" ON "sys_sms_template" USING btree ("template_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_quartz_job_log_fire_uniq" ON "sys_quartz_job_log" USING btree ("job_id","trigger_type","fire_time");--> statement-breakpoint
CREATE INDEX "sys_quartz_job_log_start_idx" ON "sys_quartz_job_log" USING btree ("start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_recruit_application_interviewee_job" ON "recruit_application" USING btree ("interviewee_id","job_id");--> statement-breakpoint
CREATE INDEX "idx_recruit_application_job" ON "recruit_application" USING btree ("job_id","create_time");--> statement-breakpoint
CREATE INDEX "idx_recruit_job_status" ON "recruit_job" USING btree ("status","publish_time");--> statement-breakpoint
CREATE INDEX "idx_recruit_message_interviewee" ON "recruit_message" USING btree ("interviewee_id","read_flag");--> statement-breakpoint
CREATE INDEX "idx_recruit_sms_outbox_mobile" ON "recruit_sms_outbox" USING btree ("mobile","create_time");