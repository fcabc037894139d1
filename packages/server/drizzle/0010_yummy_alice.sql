CREATE TABLE "logistics_station" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"station_type" varchar(10) NOT NULL,
	"area_code" varchar(20),
	"address" varchar(300) NOT NULL,
	"manager" varchar(100),
	"phone" varchar(40),
	"opening_hours" varchar(100),
	"time_zone" varchar(40) DEFAULT 'Asia/Shanghai' NOT NULL,
	"status" varchar(10) DEFAULT '1' NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
ALTER TABLE "logistics_parcel" ADD COLUMN "in_store_by" varchar(32);--> statement-breakpoint
ALTER TABLE "question_piece" ADD COLUMN "handling" varchar(20);--> statement-breakpoint
ALTER TABLE "question_piece" ADD COLUMN "handle_by" varchar(32);--> statement-breakpoint
ALTER TABLE "question_piece" ADD COLUMN "handle_time" timestamp;--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_logistics_station_code" ON "logistics_station" USING btree ("code");--> statement-breakpoint
CREATE INDEX "idx_logistics_order_platform_order_no" ON "logistics_order" USING btree ("platform_order_no");--> statement-breakpoint
CREATE INDEX "idx_logistics_parcel_status_create" ON "logistics_parcel" USING btree ("status","create_time","id");--> statement-breakpoint
CREATE INDEX "idx_logistics_parcel_channel_create" ON "logistics_parcel" USING btree ("channel_code","create_time","id");--> statement-breakpoint
CREATE INDEX "idx_logistics_parcel_in_store_time" ON "logistics_parcel" USING btree ("in_store_time","id");