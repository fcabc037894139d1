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
CREATE UNIQUE INDEX "uniq_hs_code_code" ON "hs_code" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_hs_code_lock_day" ON "hs_code_lock" USING btree ("code","lock_date");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_currency_code" ON "currency" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_currency_rate_day" ON "currency_rate" USING btree ("currency_code","effective_date");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_customer_channel" ON "customer_channel" USING btree ("customer_id","channel_code");--> statement-breakpoint
CREATE INDEX "idx_rate_plan_lookup" ON "rate_plan" USING btree ("plan_kind","channel_code","customer_id");--> statement-breakpoint
CREATE INDEX "idx_rate_plan_band_plan" ON "rate_plan_band" USING btree ("plan_id");