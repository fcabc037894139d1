CREATE TABLE "logistics_channel" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"carrier" varchar(100) NOT NULL,
	"transport_mode" varchar(10) NOT NULL,
	"destination_countries" varchar(500) NOT NULL,
	"max_weight" numeric(10, 3) NOT NULL,
	"max_length" numeric(8, 1),
	"max_dimension_sum" numeric(8, 1),
	"volumetric_divisor" integer DEFAULT 6000 NOT NULL,
	"billing_increment" varchar(10) DEFAULT '0.1' NOT NULL,
	"tracking_format" varchar(10) DEFAULT 'S10' NOT NULL,
	"tracking_prefix" varchar(2),
	"tracking_pattern" varchar(200),
	"status" varchar(10) DEFAULT '1' NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "logistics_order" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"platform_order_no" varchar(64) NOT NULL,
	"platform" varchar(20) NOT NULL,
	"customer_id" integer NOT NULL,
	"channel_code" varchar(32) NOT NULL,
	"buyer_name" varchar(100) NOT NULL,
	"buyer_phone" varchar(40),
	"buyer_country" varchar(2) NOT NULL,
	"buyer_state" varchar(100),
	"buyer_city" varchar(100),
	"buyer_address" varchar(300) NOT NULL,
	"buyer_postcode" varchar(20),
	"declared_value" numeric(14, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"declared_weight" numeric(10, 3),
	"customs_mode" varchar(10) DEFAULT '9610' NOT NULL,
	"order_time" timestamp,
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "logistics_order_item" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"order_id" varchar(32) NOT NULL,
	"name_cn" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"hs_code" varchar(10),
	"quantity" integer NOT NULL,
	"unit_value" numeric(14, 2) NOT NULL,
	"sku" varchar(64),
	"order_num" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logistics_parcel" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tracking_no" varchar(40) NOT NULL,
	"order_id" varchar(32),
	"customer_id" integer NOT NULL,
	"channel_code" varchar(32) NOT NULL,
	"destination_country" varchar(2) NOT NULL,
	"status" varchar(10) DEFAULT '0' NOT NULL,
	"station_code" varchar(32),
	"actual_weight" numeric(10, 3),
	"length_cm" numeric(8, 1),
	"width_cm" numeric(8, 1),
	"height_cm" numeric(8, 1),
	"volumetric_weight" numeric(10, 3),
	"billable_weight" numeric(10, 3),
	"in_store_time" timestamp,
	"out_store_time" timestamp,
	"delivered_time" timestamp,
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "parcel_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"parcel_id" varchar(32) NOT NULL,
	"tracking_no" varchar(40) NOT NULL,
	"event_code" varchar(32) NOT NULL,
	"event_time" timestamp with time zone NOT NULL,
	"time_zone" varchar(40) DEFAULT 'Asia/Shanghai' NOT NULL,
	"location" varchar(200),
	"description_cn" varchar(300) NOT NULL,
	"description_en" varchar(300) NOT NULL,
	"operator" varchar(64)
);
--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "tenant_type" varchar(10) DEFAULT 'operator' NOT NULL;--> statement-breakpoint
ALTER TABLE "logistics_order_item" ADD CONSTRAINT "logistics_order_item_order_id_logistics_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."logistics_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_parcel" ADD CONSTRAINT "logistics_parcel_order_id_logistics_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."logistics_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_event" ADD CONSTRAINT "parcel_event_parcel_id_logistics_parcel_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."logistics_parcel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_logistics_channel_code" ON "logistics_channel" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_logistics_order_platform_no" ON "logistics_order" USING btree ("customer_id","platform","platform_order_no");--> statement-breakpoint
CREATE INDEX "idx_logistics_order_create_time_id" ON "logistics_order" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "idx_logistics_order_item_order" ON "logistics_order_item" USING btree ("order_id","order_num");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_logistics_parcel_tracking_no" ON "logistics_parcel" USING btree ("tracking_no");--> statement-breakpoint
CREATE INDEX "idx_logistics_parcel_create_time_id" ON "logistics_parcel" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "idx_logistics_parcel_customer_status" ON "logistics_parcel" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "idx_logistics_parcel_order" ON "logistics_parcel" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "idx_parcel_event_tracking_time" ON "parcel_event" USING btree ("tracking_no","event_time","id");