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
ALTER TABLE "in_store_batch" ADD COLUMN "tenant_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "in_store_batch" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "question_piece" ADD COLUMN "tenant_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "question_piece" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "idx_sys_data_log_record" ON "sys_data_log" USING btree ("data_table","data_id","data_version");