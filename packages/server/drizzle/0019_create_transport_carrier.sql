CREATE TABLE "transport_carrier" (
  "id" varchar(32) PRIMARY KEY,
  "tenant_id" integer NOT NULL,
  "create_by" varchar(50),
  "create_time" timestamp with time zone,
  "update_by" varchar(50),
  "update_time" timestamp with time zone,
  "version" integer NOT NULL DEFAULT 1,
  "code" varchar(32),
  "name" varchar(100),
  "country" varchar(50),
  "tracking_url" varchar(300),
  "cod" varchar(50),
  "max_weight" numeric(18,3),
  "contact" varchar(50),
  "phone" varchar(30),
  "status" varchar(50),
  "remark" text
);--> statement-breakpoint
CREATE INDEX "idx_transport_carrier_tenant" ON "transport_carrier" ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transport_carrier_code_uniq" ON "transport_carrier" ("tenant_id", "code");
