CREATE TABLE "partner_api_key" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"scopes" varchar(200) NOT NULL,
	"secret_sealed" text NOT NULL,
	"secret_hint" varchar(8) NOT NULL,
	"status" varchar(2) DEFAULT '1' NOT NULL,
	"last_used_time" timestamp with time zone,
	"revoked_time" timestamp with time zone,
	"revoked_by" varchar(32),
	"create_by" varchar(32),
	"create_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_attempt" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" varchar(32) NOT NULL,
	"attempt_time" timestamp with time zone NOT NULL,
	"status_code" integer,
	"error" varchar(300),
	"duration_ms" integer NOT NULL,
	"instance" varchar(40)
);
--> statement-breakpoint
CREATE TABLE "webhook_delivery" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"event_id" varchar(32) NOT NULL,
	"event_type" varchar(40) NOT NULL,
	"customer_id" integer NOT NULL,
	"endpoint_id" varchar(32) NOT NULL,
	"payload" jsonb NOT NULL,
	"status" varchar(2) DEFAULT '0' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" bigint NOT NULL,
	"claim_until" bigint DEFAULT 0 NOT NULL,
	"claimed_by" varchar(40),
	"retry_until" bigint NOT NULL,
	"last_status_code" integer,
	"last_error" varchar(300),
	"delivered_time" timestamp with time zone,
	"create_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoint" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"url" varchar(500) NOT NULL,
	"events" varchar(500) NOT NULL,
	"secret_sealed" text NOT NULL,
	"status" varchar(2) DEFAULT '1' NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_attempt" ADD CONSTRAINT "webhook_attempt_delivery_id_webhook_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_delivery"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_delivery" ADD CONSTRAINT "webhook_delivery_endpoint_id_webhook_endpoint_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoint"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idx_partner_api_key_customer" ON "partner_api_key" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "idx_webhook_attempt_delivery" ON "webhook_attempt" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "idx_webhook_delivery_due" ON "webhook_delivery" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "idx_webhook_delivery_customer" ON "webhook_delivery" USING btree ("customer_id","create_time");--> statement-breakpoint
CREATE INDEX "idx_webhook_endpoint_customer" ON "webhook_endpoint" USING btree ("customer_id");