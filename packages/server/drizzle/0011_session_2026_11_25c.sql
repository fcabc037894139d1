CREATE TABLE "reconciliation" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"recon_no" varchar(32) NOT NULL,
	"channel_code" varchar(32) NOT NULL,
	"statement_no" varchar(64) NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"currency" varchar(3) NOT NULL,
	"file_name" varchar(200),
	"line_count" integer NOT NULL,
	"diff_count" integer NOT NULL,
	"open_count" integer NOT NULL,
	"their_total" numeric(14, 2) NOT NULL,
	"our_total" numeric(14, 2) NOT NULL,
	"settled_total" numeric(14, 2),
	"status" varchar(10) DEFAULT '0' NOT NULL,
	"reconciled_time" timestamp,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "reconciliation_line" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"reconciliation_id" varchar(32) NOT NULL,
	"tracking_no" varchar(40) NOT NULL,
	"parcel_id" varchar(32),
	"row_number" integer,
	"their_weight" numeric(10, 3),
	"their_amount" numeric(14, 2),
	"our_weight" numeric(10, 3),
	"our_amount" numeric(14, 2),
	"weight_delta" numeric(10, 3),
	"amount_delta" numeric(14, 2),
	"diff_kind" varchar(20) NOT NULL,
	"status" varchar(10) NOT NULL,
	"resolution" varchar(20),
	"settled_amount" numeric(14, 2),
	"note" varchar(500),
	"resolve_by" varchar(32),
	"resolve_time" timestamp,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp
);
--> statement-breakpoint
ALTER TABLE "sys_depart" ADD COLUMN "tenant_id" integer;--> statement-breakpoint
ALTER TABLE "sys_role" ADD COLUMN "tenant_id" integer;--> statement-breakpoint
ALTER TABLE "reconciliation_line" ADD CONSTRAINT "reconciliation_line_reconciliation_id_reconciliation_id_fk" FOREIGN KEY ("reconciliation_id") REFERENCES "public"."reconciliation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_line" ADD CONSTRAINT "reconciliation_line_parcel_id_logistics_parcel_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."logistics_parcel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_reconciliation_no" ON "reconciliation" USING btree ("recon_no");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_reconciliation_statement" ON "reconciliation" USING btree ("channel_code","statement_no");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_reconciliation_line_tracking" ON "reconciliation_line" USING btree ("reconciliation_id","tracking_no");--> statement-breakpoint
CREATE INDEX "idx_reconciliation_line_parcel" ON "reconciliation_line" USING btree ("parcel_id");--> statement-breakpoint
CREATE INDEX "idx_sys_depart_tenant_id" ON "sys_depart" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "idx_logistics_parcel_status_channel_create" ON "logistics_parcel" USING btree ("status","channel_code","create_time","id");--> statement-breakpoint
CREATE INDEX "idx_sys_role_tenant_id" ON "sys_role" USING btree ("tenant_id");