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
ALTER TABLE "sys_check_rule" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "update_by" varchar(32);--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "update_time" timestamp;