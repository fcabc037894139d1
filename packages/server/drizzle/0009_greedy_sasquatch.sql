CREATE TABLE "sys_sms" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"es_title" varchar(100),
	"es_type" varchar(1) NOT NULL,
	"es_receiver" varchar(100) NOT NULL,
	"es_user_id" varchar(32),
	"es_param" text,
	"es_content" text NOT NULL,
	"es_send_time" timestamp,
	"es_send_status" varchar(1) DEFAULT '0' NOT NULL,
	"es_send_num" integer DEFAULT 0 NOT NULL,
	"es_result" varchar(1000),
	"template_code" varchar(32),
	"remark" varchar(500),
	"create_by" varchar(32),
	"create_time" timestamp NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE INDEX "idx_sys_sms_create_time" ON "sys_sms" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "idx_sys_sms_status" ON "sys_sms" USING btree ("es_send_status","es_type");