CREATE TABLE "customer_bill" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"bill_no" varchar(32) NOT NULL,
	"customer_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"bill_date" date NOT NULL,
	"parcel_count" integer NOT NULL,
	"tax_amount" numeric(14, 2) NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"status" varchar(10) DEFAULT '0' NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "customer_bill_line" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"bill_id" varchar(32) NOT NULL,
	"parcel_id" varchar(32) NOT NULL,
	"tracking_no" varchar(40) NOT NULL,
	"channel_code" varchar(32) NOT NULL,
	"destination_country" varchar(2) NOT NULL,
	"out_store_time" timestamp NOT NULL,
	"billable_weight" numeric(10, 3) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"freight" numeric(14, 2) NOT NULL,
	"registration_fee" numeric(14, 2) NOT NULL,
	"surcharge" numeric(14, 2) NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"subtotal_cny" numeric(14, 2) NOT NULL,
	"tax_cny" numeric(14, 2) NOT NULL,
	"amount_cny" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_payment" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"payment_no" varchar(32) NOT NULL,
	"customer_id" integer NOT NULL,
	"pay_type" varchar(12) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" varchar(3) DEFAULT 'CNY' NOT NULL,
	"balance_effect" numeric(14, 2) NOT NULL,
	"balance_after" numeric(14, 2) NOT NULL,
	"bill_no" varchar(32),
	"method" varchar(12) NOT NULL,
	"reference_no" varchar(64),
	"pay_time" timestamp NOT NULL,
	"note" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "customer_profile" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"company_name" varchar(100) NOT NULL,
	"credit_code" varchar(18) NOT NULL,
	"contact" varchar(50) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"email" varchar(100),
	"address" varchar(200),
	"settlement" varchar(10) DEFAULT 'PREPAID' NOT NULL,
	"credit_limit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"balance" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sales_owner" varchar(100),
	"status" varchar(10) DEFAULT '1' NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "customs_data_batch" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"batch_no" varchar(32) NOT NULL,
	"out_batch_nos" varchar(500) NOT NULL,
	"channel_code" varchar(32) NOT NULL,
	"customs_mode" varchar(10) DEFAULT '9610' NOT NULL,
	"declaration_count" integer DEFAULT 0 NOT NULL,
	"total_value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"currency" varchar(3),
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "customs_declaration" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"declaration_no" varchar(32) NOT NULL,
	"data_batch_id" varchar(32) NOT NULL,
	"data_batch_no" varchar(32) NOT NULL,
	"parcel_id" varchar(32) NOT NULL,
	"tracking_no" varchar(40) NOT NULL,
	"order_id" varchar(32) NOT NULL,
	"platform_order_no" varchar(64) NOT NULL,
	"customer_id" integer NOT NULL,
	"status" varchar(10) DEFAULT '0' NOT NULL,
	"buyer_name" varchar(100) NOT NULL,
	"order_amount" numeric(14, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"payment_no" varchar(64),
	"payment_amount" numeric(14, 2),
	"payer_name" varchar(100),
	"waybill_no" varchar(40),
	"consignee_name" varchar(100),
	"customs_mode" varchar(10) DEFAULT '9610' NOT NULL,
	"submit_time" timestamp,
	"response_code" varchar(10),
	"response_message" varchar(300),
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "customs_deduction" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"declaration_id" varchar(32),
	"declaration_no" varchar(32),
	"tracking_no" varchar(40),
	"customer_id" integer NOT NULL,
	"deduct_type" varchar(16) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" varchar(3) DEFAULT 'CNY' NOT NULL,
	"payer" varchar(100) NOT NULL,
	"deduct_time" timestamp NOT NULL,
	"reference" varchar(64) NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "customs_inspection" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"declaration_id" varchar(32) NOT NULL,
	"declaration_no" varchar(32) NOT NULL,
	"parcel_id" varchar(32) NOT NULL,
	"tracking_no" varchar(40) NOT NULL,
	"customer_id" integer NOT NULL,
	"status" varchar(10) DEFAULT '0' NOT NULL,
	"result" varchar(10),
	"note" varchar(300),
	"result_time" timestamp,
	"result_by" varchar(32),
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "hs_code" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"code" varchar(10) NOT NULL,
	"name_cn" varchar(200) NOT NULL,
	"name_en" varchar(300),
	"declaration_elements" varchar(1000),
	"first_unit" varchar(10) NOT NULL,
	"second_unit" varchar(10),
	"rebate_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"supervision_conditions" varchar(50),
	"status" varchar(10) DEFAULT '1' NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "hs_code_lock" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"code" varchar(10) NOT NULL,
	"lock_date" date NOT NULL,
	"reason" varchar(200) NOT NULL,
	"locked_by" varchar(32) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "sys_permission_data_rule" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"permission_id" varchar(32) NOT NULL,
	"rule_name" varchar(50) NOT NULL,
	"rule_column" varchar(50) NOT NULL,
	"rule_conditions" varchar(50) NOT NULL,
	"rule_value" varchar(300) NOT NULL,
	"status" varchar(3) DEFAULT '1' NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "currency" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"code" varchar(3) NOT NULL,
	"name" varchar(50) NOT NULL,
	"symbol" varchar(10) NOT NULL,
	"minor_units" integer DEFAULT 2 NOT NULL,
	"status" varchar(10) DEFAULT '1' NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "currency_rate" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"effective_date" date NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "customer_channel" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"channel_code" varchar(32) NOT NULL,
	"status" varchar(10) DEFAULT '1' NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "rate_plan" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"plan_kind" varchar(10) NOT NULL,
	"name" varchar(100) NOT NULL,
	"channel_code" varchar(32) NOT NULL,
	"customer_id" integer,
	"zone_countries" varchar(500) NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"pricing_mode" varchar(20) NOT NULL,
	"first_weight" numeric(10, 3),
	"first_price" numeric(12, 2),
	"additional_weight" numeric(10, 3),
	"additional_price" numeric(12, 2),
	"registration_fee" numeric(12, 2) DEFAULT '0' NOT NULL,
	"fuel_surcharge_percent" numeric(6, 2) DEFAULT '0' NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"status" varchar(10) DEFAULT '1' NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "rate_plan_band" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"plan_id" varchar(32) NOT NULL,
	"from_kg" numeric(10, 3) NOT NULL,
	"to_kg" numeric(10, 3) NOT NULL,
	"price_kind" varchar(10) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "sys_data_source" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"code" varchar(100) NOT NULL,
	"name" varchar(100) NOT NULL,
	"remark" varchar(200),
	"db_type" varchar(10) NOT NULL,
	"db_driver" varchar(100) NOT NULL,
	"db_url" varchar(500) NOT NULL,
	"db_name" varchar(100),
	"db_username" varchar(100) NOT NULL,
	"db_password" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp,
	CONSTRAINT "sys_data_source_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sys_fill_rule" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"rule_name" varchar(100) NOT NULL,
	"rule_code" varchar(100) NOT NULL,
	"rule_class" varchar(100) NOT NULL,
	"rule_params" varchar(2000),
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp,
	CONSTRAINT "sys_fill_rule_rule_code_unique" UNIQUE("rule_code")
);
--> statement-breakpoint
CREATE TABLE "sys_fill_rule_serial" (
	"rule_code" varchar(100) NOT NULL,
	"period" varchar(32) NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "sys_fill_rule_serial_rule_code_period_pk" PRIMARY KEY("rule_code","period")
);
--> statement-breakpoint
CREATE TABLE "sys_gateway_route" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"router_id" varchar(100) NOT NULL,
	"name" varchar(100) NOT NULL,
	"uri" varchar(300) NOT NULL,
	"predicates" text,
	"filters" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp,
	CONSTRAINT "sys_gateway_route_router_id_unique" UNIQUE("router_id")
);
--> statement-breakpoint
CREATE TABLE "sys_position" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"post_rank" varchar(10),
	"sort_no" integer,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp,
	CONSTRAINT "sys_position_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "transport_driver" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"licence_no" varchar(40) NOT NULL,
	"licence_class" varchar(10) NOT NULL,
	"phone" varchar(30),
	"habitat_agent" varchar(32),
	"status" varchar(10) DEFAULT '1' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "transport_habitat_agent" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"country" varchar(2) NOT NULL,
	"city" varchar(100),
	"overseas_agent" varchar(32),
	"contact" varchar(50),
	"phone" varchar(30),
	"status" varchar(10) DEFAULT '1' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "transport_habitat_car" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"plate" varchar(20) NOT NULL,
	"car_type" varchar(10) NOT NULL,
	"load_kg" numeric(10, 3) NOT NULL,
	"volume" numeric(8, 2),
	"habitat_agent" varchar(32),
	"driver" varchar(40),
	"status" varchar(10) DEFAULT '1' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "transport_overseas_agent" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"country" varchar(2) NOT NULL,
	"licence_no" varchar(64),
	"contact" varchar(50),
	"phone" varchar(30),
	"email" varchar(100),
	"address" varchar(300),
	"services" varchar(100),
	"status" varchar(10) DEFAULT '1' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
ALTER TABLE "sys_check_rule" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_dict" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_dict" ADD COLUMN "update_by" varchar(32);--> statement-breakpoint
ALTER TABLE "sys_dict" ADD COLUMN "update_time" timestamp;--> statement-breakpoint
ALTER TABLE "sys_dict_item" ADD COLUMN "create_by" varchar(32);--> statement-breakpoint
ALTER TABLE "sys_dict_item" ADD COLUMN "update_by" varchar(32);--> statement-breakpoint
ALTER TABLE "sys_dict_item" ADD COLUMN "update_time" timestamp;--> statement-breakpoint
ALTER TABLE "logistics_parcel" ADD COLUMN "in_store_by" varchar(32);--> statement-breakpoint
ALTER TABLE "logistics_parcel" ADD COLUMN "platform_tracking_no" varchar(40);--> statement-breakpoint
ALTER TABLE "logistics_parcel" ADD COLUMN "tracking_assigned_time" timestamp;--> statement-breakpoint
ALTER TABLE "logistics_parcel" ADD COLUMN "bag_id" varchar(32);--> statement-breakpoint
ALTER TABLE "logistics_parcel" ADD COLUMN "out_batch_id" varchar(32);--> statement-breakpoint
ALTER TABLE "question_piece" ADD COLUMN "handling" varchar(20);--> statement-breakpoint
ALTER TABLE "question_piece" ADD COLUMN "handle_by" varchar(32);--> statement-breakpoint
ALTER TABLE "question_piece" ADD COLUMN "handle_time" timestamp;--> statement-breakpoint
ALTER TABLE "sys_role_permission" ADD COLUMN "data_rule_ids" varchar(1000);--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "update_by" varchar(32);--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "update_time" timestamp;--> statement-breakpoint
ALTER TABLE "customer_bill_line" ADD CONSTRAINT "customer_bill_line_bill_id_customer_bill_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."customer_bill"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_bill_line" ADD CONSTRAINT "customer_bill_line_parcel_id_logistics_parcel_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."logistics_parcel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_declaration" ADD CONSTRAINT "customs_declaration_data_batch_id_customs_data_batch_id_fk" FOREIGN KEY ("data_batch_id") REFERENCES "public"."customs_data_batch"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_declaration" ADD CONSTRAINT "customs_declaration_parcel_id_logistics_parcel_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."logistics_parcel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_deduction" ADD CONSTRAINT "customs_deduction_declaration_id_customs_declaration_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."customs_declaration"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_inspection" ADD CONSTRAINT "customs_inspection_declaration_id_customs_declaration_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."customs_declaration"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_customer_bill_no" ON "customer_bill" USING btree ("bill_no");--> statement-breakpoint
CREATE INDEX "idx_customer_bill_customer_period" ON "customer_bill" USING btree ("customer_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_customer_bill_line_parcel" ON "customer_bill_line" USING btree ("parcel_id");--> statement-breakpoint
CREATE INDEX "idx_customer_bill_line_bill" ON "customer_bill_line" USING btree ("bill_id","tracking_no");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_customer_payment_no" ON "customer_payment" USING btree ("payment_no");--> statement-breakpoint
CREATE INDEX "idx_customer_payment_customer_time" ON "customer_payment" USING btree ("customer_id","pay_time");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_customer_profile_customer" ON "customer_profile" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_customer_profile_credit_code" ON "customer_profile" USING btree ("credit_code");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_customs_data_batch_no" ON "customs_data_batch" USING btree ("batch_no");--> statement-breakpoint
CREATE INDEX "idx_customs_data_batch_create_time_id" ON "customs_data_batch" USING btree ("create_time","id");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_customs_declaration_no" ON "customs_declaration" USING btree ("declaration_no");--> statement-breakpoint
CREATE INDEX "idx_customs_declaration_tracking" ON "customs_declaration" USING btree ("tracking_no");--> statement-breakpoint
CREATE INDEX "idx_customs_declaration_batch" ON "customs_declaration" USING btree ("data_batch_id");--> statement-breakpoint
CREATE INDEX "idx_customs_declaration_create_time_id" ON "customs_declaration" USING btree ("create_time","id");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_customs_deduction_reference" ON "customs_deduction" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "idx_customs_deduction_declaration" ON "customs_deduction" USING btree ("declaration_id");--> statement-breakpoint
CREATE INDEX "idx_customs_deduction_create_time_id" ON "customs_deduction" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "idx_customs_inspection_declaration" ON "customs_inspection" USING btree ("declaration_id");--> statement-breakpoint
CREATE INDEX "idx_customs_inspection_create_time_id" ON "customs_inspection" USING btree ("create_time","id");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_hs_code_code" ON "hs_code" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_hs_code_lock_day" ON "hs_code_lock" USING btree ("code","lock_date");--> statement-breakpoint
CREATE INDEX "idx_sys_sms_create_time" ON "sys_sms" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "idx_sys_sms_status" ON "sys_sms" USING btree ("es_send_status","es_type");--> statement-breakpoint
CREATE INDEX "idx_channel_number_pool_channel" ON "channel_number_pool" USING btree ("channel_code","status");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_logistics_bag_no" ON "logistics_bag" USING btree ("bag_no");--> statement-breakpoint
CREATE INDEX "idx_logistics_bag_out_batch" ON "logistics_bag" USING btree ("out_batch_id");--> statement-breakpoint
CREATE INDEX "idx_logistics_bag_create_time_id" ON "logistics_bag" USING btree ("create_time","id");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_logistics_out_batch_no" ON "logistics_out_batch" USING btree ("batch_no");--> statement-breakpoint
CREATE INDEX "idx_logistics_out_batch_supplier" ON "logistics_out_batch" USING btree ("supplier_batch_id");--> statement-breakpoint
CREATE INDEX "idx_logistics_out_batch_create_time_id" ON "logistics_out_batch" USING btree ("create_time","id");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_logistics_supplier_batch_no" ON "logistics_supplier_batch" USING btree ("batch_no");--> statement-breakpoint
CREATE INDEX "idx_logistics_supplier_batch_create_time_id" ON "logistics_supplier_batch" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "idx_sys_permission_data_rule_permission" ON "sys_permission_data_rule" USING btree ("permission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_currency_code" ON "currency" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_currency_rate_day" ON "currency_rate" USING btree ("currency_code","effective_date");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_customer_channel" ON "customer_channel" USING btree ("customer_id","channel_code");--> statement-breakpoint
CREATE INDEX "idx_rate_plan_lookup" ON "rate_plan" USING btree ("plan_kind","channel_code","customer_id");--> statement-breakpoint
CREATE INDEX "idx_rate_plan_band_plan" ON "rate_plan_band" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_logistics_station_code" ON "logistics_station" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_transport_driver_licence_no" ON "transport_driver" USING btree ("licence_no");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_transport_habitat_agent_code" ON "transport_habitat_agent" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_transport_habitat_car_plate" ON "transport_habitat_car" USING btree ("plate");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_transport_overseas_agent_code" ON "transport_overseas_agent" USING btree ("code");--> statement-breakpoint
CREATE INDEX "idx_logistics_order_platform_order_no" ON "logistics_order" USING btree ("platform_order_no");--> statement-breakpoint
CREATE INDEX "idx_logistics_parcel_bag" ON "logistics_parcel" USING btree ("bag_id");--> statement-breakpoint
CREATE INDEX "idx_logistics_parcel_out_batch" ON "logistics_parcel" USING btree ("out_batch_id");--> statement-breakpoint
CREATE INDEX "idx_logistics_parcel_status_create" ON "logistics_parcel" USING btree ("status","create_time","id");--> statement-breakpoint
CREATE INDEX "idx_logistics_parcel_channel_create" ON "logistics_parcel" USING btree ("channel_code","create_time","id");--> statement-breakpoint
CREATE INDEX "idx_logistics_parcel_in_store_time" ON "logistics_parcel" USING btree ("in_store_time","id");