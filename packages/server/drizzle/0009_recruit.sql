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
	"salt" varchar(64) NOT NULL,
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
CREATE UNIQUE INDEX "uq_recruit_application_interviewee_job" ON "recruit_application" USING btree ("interviewee_id","job_id");--> statement-breakpoint
CREATE INDEX "idx_recruit_application_job" ON "recruit_application" USING btree ("job_id","create_time");--> statement-breakpoint
CREATE INDEX "idx_recruit_job_status" ON "recruit_job" USING btree ("status","publish_time");--> statement-breakpoint
CREATE INDEX "idx_recruit_message_interviewee" ON "recruit_message" USING btree ("interviewee_id","read_flag");--> statement-breakpoint
CREATE INDEX "idx_recruit_sms_outbox_mobile" ON "recruit_sms_outbox" USING btree ("mobile","create_time");