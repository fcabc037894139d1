CREATE TABLE "sys_category" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"pid" varchar(36) DEFAULT '0' NOT NULL,
	"name" varchar(100) NOT NULL,
	"code" varchar(100) NOT NULL,
	"has_child" varchar(3) DEFAULT '0' NOT NULL,
	"sys_org_code" varchar(64),
	"create_by" varchar(50),
	"create_time" timestamp,
	"update_by" varchar(50),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "sys_check_rule" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"rule_name" varchar(100) NOT NULL,
	"rule_code" varchar(100) NOT NULL,
	"rule_json" varchar(4000) NOT NULL,
	"rule_description" varchar(500),
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp,
	CONSTRAINT "sys_check_rule_rule_code_unique" UNIQUE("rule_code")
);
--> statement-breakpoint
CREATE TABLE "onl_cgreport_head" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"code" varchar(100) NOT NULL,
	"name" varchar(100) NOT NULL,
	"cgr_sql" text NOT NULL,
	"content" varchar(1000),
	"perms" varchar(100),
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp,
	CONSTRAINT "onl_cgreport_head_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "onl_cgreport_item" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"cgrhead_id" varchar(32) NOT NULL,
	"field_name" varchar(100) NOT NULL,
	"field_txt" varchar(100) NOT NULL,
	"field_type" varchar(20) DEFAULT 'String' NOT NULL,
	"dict_code" varchar(200),
	"is_show" smallint DEFAULT 1 NOT NULL,
	"is_query" smallint DEFAULT 0 NOT NULL,
	"query_mode" varchar(10) DEFAULT 'single' NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "onl_cgreport_param" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"cgrhead_id" varchar(32) NOT NULL,
	"param_name" varchar(64) NOT NULL,
	"param_txt" varchar(100),
	"default_value" varchar(500),
	"order_num" integer DEFAULT 0 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp
);
--> statement-breakpoint
CREATE INDEX "idx_sys_category_pid" ON "sys_category" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "idx_sys_category_code" ON "sys_category" USING btree ("code");--> statement-breakpoint
CREATE INDEX "idx_onl_cgreport_item_head" ON "onl_cgreport_item" USING btree ("cgrhead_id");--> statement-breakpoint
CREATE INDEX "idx_onl_cgreport_param_head" ON "onl_cgreport_param" USING btree ("cgrhead_id");