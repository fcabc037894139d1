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
CREATE UNIQUE INDEX "uniq_sys_sms_template_code" ON "sys_sms_template" USING btree ("template_code");