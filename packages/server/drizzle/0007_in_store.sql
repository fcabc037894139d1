CREATE TABLE "in_store_batch" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"batch_no" varchar(32) NOT NULL,
	"status" varchar(10) DEFAULT '0' NOT NULL,
	"default_channel" varchar(32),
	"remark" varchar(200),
	"line_count" integer DEFAULT 0 NOT NULL,
	"total_pieces" integer DEFAULT 0 NOT NULL,
	"total_weight" numeric(14, 3) DEFAULT 0 NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp,
	"complete_by" varchar(32),
	"complete_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "in_store_line" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"batch_id" varchar(32) NOT NULL,
	"tracking_no" varchar(40) NOT NULL,
	"weight" numeric(10, 3) NOT NULL,
	"pieces" integer DEFAULT 1 NOT NULL,
	"channel" varchar(32) NOT NULL,
	"remark" varchar(200),
	"order_num" integer NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
ALTER TABLE "in_store_line" ADD CONSTRAINT "in_store_line_batch_id_in_store_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."in_store_batch"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_in_store_batch_no" ON "in_store_batch" USING btree ("batch_no");--> statement-breakpoint
CREATE INDEX "idx_in_store_batch_create_time_id" ON "in_store_batch" USING btree ("create_time","id");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_in_store_line_tracking_no" ON "in_store_line" USING btree ("tracking_no");--> statement-breakpoint
CREATE INDEX "idx_in_store_line_batch_order" ON "in_store_line" USING btree ("batch_id","order_num");