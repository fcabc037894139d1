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
ALTER TABLE "sys_dict" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_dict" ADD COLUMN "update_by" varchar(32);--> statement-breakpoint
ALTER TABLE "sys_dict" ADD COLUMN "update_time" timestamp;--> statement-breakpoint
ALTER TABLE "sys_dict_item" ADD COLUMN "create_by" varchar(32);--> statement-breakpoint
ALTER TABLE "sys_dict_item" ADD COLUMN "update_by" varchar(32);--> statement-breakpoint
ALTER TABLE "sys_dict_item" ADD COLUMN "update_time" timestamp;--> statement-breakpoint
ALTER TABLE "sys_role_permission" ADD COLUMN "data_rule_ids" varchar(1000);--> statement-breakpoint
CREATE INDEX "idx_sys_permission_data_rule_permission" ON "sys_permission_data_rule" USING btree ("permission_id");