CREATE TABLE "channel_number_pool" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"channel_code" varchar(32) NOT NULL,
	"kind" varchar(10) DEFAULT 'S10' NOT NULL,
	"service_prefix" varchar(2),
	"origin_country" varchar(2) DEFAULT 'CN' NOT NULL,
	"serial_start" bigint,
	"serial_end" bigint,
	"next_serial" bigint,
	"numbers" text,
	"next_index" integer DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT '1' NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "logistics_bag" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"bag_no" varchar(32) NOT NULL,
	"channel_code" varchar(32) NOT NULL,
	"station_code" varchar(32),
	"status" varchar(10) DEFAULT '0' NOT NULL,
	"parcel_count" integer DEFAULT 0 NOT NULL,
	"parcel_weight" numeric(12, 3) DEFAULT '0' NOT NULL,
	"gross_weight" numeric(12, 3),
	"out_batch_id" varchar(32),
	"close_by" varchar(32),
	"close_time" timestamp,
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "logistics_out_batch" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"batch_no" varchar(32) NOT NULL,
	"channel_code" varchar(32) NOT NULL,
	"station_code" varchar(32),
	"status" varchar(10) DEFAULT '0' NOT NULL,
	"bag_count" integer DEFAULT 0 NOT NULL,
	"parcel_count" integer DEFAULT 0 NOT NULL,
	"gross_weight" numeric(12, 3) DEFAULT '0' NOT NULL,
	"supplier_batch_id" varchar(32),
	"out_store_by" varchar(32),
	"out_store_time" timestamp,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "logistics_supplier_batch" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"batch_no" varchar(32) NOT NULL,
	"channel_code" varchar(32) NOT NULL,
	"transport_no" varchar(40) NOT NULL,
	"carrier" varchar(100) NOT NULL,
	"transport_mode" varchar(10) NOT NULL,
	"departure_port" varchar(10) NOT NULL,
	"destination_port" varchar(10) NOT NULL,
	"destination_country" varchar(2) NOT NULL,
	"departure_time" timestamp with time zone,
	"eta" timestamp with time zone,
	"status" varchar(10) DEFAULT '0' NOT NULL,
	"out_batch_count" integer DEFAULT 0 NOT NULL,
	"bag_count" integer DEFAULT 0 NOT NULL,
	"parcel_count" integer DEFAULT 0 NOT NULL,
	"gross_weight" numeric(12, 3) DEFAULT '0' NOT NULL,
	"steps" text DEFAULT '[]' NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
ALTER TABLE "logistics_parcel" ADD COLUMN "platform_tracking_no" varchar(40);--> statement-breakpoint
ALTER TABLE "logistics_parcel" ADD COLUMN "tracking_assigned_time" timestamp;--> statement-breakpoint
ALTER TABLE "logistics_parcel" ADD COLUMN "bag_id" varchar(32);--> statement-breakpoint
ALTER TABLE "logistics_parcel" ADD COLUMN "out_batch_id" varchar(32);--> statement-breakpoint
CREATE INDEX "idx_channel_number_pool_channel" ON "channel_number_pool" USING btree ("channel_code","status");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_logistics_bag_no" ON "logistics_bag" USING btree ("bag_no");--> statement-breakpoint
CREATE INDEX "idx_logistics_bag_out_batch" ON "logistics_bag" USING btree ("out_batch_id");--> statement-breakpoint
CREATE INDEX "idx_logistics_bag_create_time_id" ON "logistics_bag" USING btree ("create_time","id");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_logistics_out_batch_no" ON "logistics_out_batch" USING btree ("batch_no");--> statement-breakpoint
CREATE INDEX "idx_logistics_out_batch_supplier" ON "logistics_out_batch" USING btree ("supplier_batch_id");--> statement-breakpoint
CREATE INDEX "idx_logistics_out_batch_create_time_id" ON "logistics_out_batch" USING btree ("create_time","id");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_logistics_supplier_batch_no" ON "logistics_supplier_batch" USING btree ("batch_no");--> statement-breakpoint
CREATE INDEX "idx_logistics_supplier_batch_create_time_id" ON "logistics_supplier_batch" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "idx_logistics_parcel_bag" ON "logistics_parcel" USING btree ("bag_id");--> statement-breakpoint
CREATE INDEX "idx_logistics_parcel_out_batch" ON "logistics_parcel" USING btree ("out_batch_id");