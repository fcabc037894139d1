CREATE TABLE "customer_bill_charge" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"bill_id" varchar(32) NOT NULL,
	"deduction_id" varchar(32) NOT NULL,
	"reference" varchar(64) NOT NULL,
	"deduct_type" varchar(16) NOT NULL,
	"declaration_no" varchar(32),
	"tracking_no" varchar(40),
	"deduct_time" timestamp NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"amount_cny" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_depart_permission" (
	"depart_id" varchar(32) NOT NULL,
	"permission_id" varchar(32) NOT NULL,
	CONSTRAINT "sys_depart_permission_depart_id_permission_id_pk" PRIMARY KEY("depart_id","permission_id")
);
--> statement-breakpoint
DROP INDEX "idx_customer_bill_customer_period";--> statement-breakpoint
ALTER TABLE "customer_bill" ADD COLUMN "freight_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_bill" ADD COLUMN "fee_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "in_store_batch" ADD COLUMN "station_code" varchar(32);--> statement-breakpoint
ALTER TABLE "logistics_supplier_batch" ADD COLUMN "overseas_agent" varchar(32);--> statement-breakpoint
ALTER TABLE "logistics_supplier_batch" ADD COLUMN "habitat_agent" varchar(32);--> statement-breakpoint
ALTER TABLE "logistics_supplier_batch" ADD COLUMN "car_plate" varchar(20);--> statement-breakpoint
ALTER TABLE "logistics_supplier_batch" ADD COLUMN "driver" varchar(40);--> statement-breakpoint
ALTER TABLE "logistics_parcel" ADD COLUMN "held_from_status" varchar(10);--> statement-breakpoint
ALTER TABLE "customer_bill_charge" ADD CONSTRAINT "customer_bill_charge_bill_id_customer_bill_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."customer_bill"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_bill_charge" ADD CONSTRAINT "customer_bill_charge_deduction_id_customs_deduction_id_fk" FOREIGN KEY ("deduction_id") REFERENCES "public"."customs_deduction"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_customer_bill_charge_deduction" ON "customer_bill_charge" USING btree ("deduction_id");--> statement-breakpoint
CREATE INDEX "idx_customer_bill_charge_bill" ON "customer_bill_charge" USING btree ("bill_id","deduct_time");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_customer_bill_customer_period" ON "customer_bill" USING btree ("customer_id","period_start");--> statement-breakpoint
UPDATE "customer_bill" SET "freight_amount" = "total_amount" - "tax_amount";--> statement-breakpoint
ALTER TABLE "customer_bill_line" DROP COLUMN "tax_cny";