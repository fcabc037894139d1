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
ALTER TABLE "customer_bill_line" ADD CONSTRAINT "customer_bill_line_bill_id_customer_bill_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."customer_bill"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_bill_line" ADD CONSTRAINT "customer_bill_line_parcel_id_logistics_parcel_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."logistics_parcel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_customer_bill_no" ON "customer_bill" USING btree ("bill_no");--> statement-breakpoint
CREATE INDEX "idx_customer_bill_customer_period" ON "customer_bill" USING btree ("customer_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_customer_bill_line_parcel" ON "customer_bill_line" USING btree ("parcel_id");--> statement-breakpoint
CREATE INDEX "idx_customer_bill_line_bill" ON "customer_bill_line" USING btree ("bill_id","tracking_no");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_customer_payment_no" ON "customer_payment" USING btree ("payment_no");--> statement-breakpoint
CREATE INDEX "idx_customer_payment_customer_time" ON "customer_payment" USING btree ("customer_id","pay_time");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_customer_profile_customer" ON "customer_profile" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_customer_profile_credit_code" ON "customer_profile" USING btree ("credit_code");