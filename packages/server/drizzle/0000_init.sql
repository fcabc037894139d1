CREATE TABLE "sys_depart" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"parent_id" varchar(32),
	"depart_name" varchar(100) NOT NULL,
	"org_code" varchar(64) NOT NULL,
	"org_category" varchar(10),
	"org_type" varchar(10),
	"depart_order" integer DEFAULT 0,
	"description" varchar(500),
	"status" varchar(1) DEFAULT '1',
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp,
	CONSTRAINT "sys_depart_org_code_unique" UNIQUE("org_code")
);
--> statement-breakpoint
CREATE TABLE "sys_dict" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"dict_name" varchar(100) NOT NULL,
	"dict_code" varchar(100) NOT NULL,
	"description" varchar(255),
	"type" smallint DEFAULT 0 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	CONSTRAINT "sys_dict_dict_code_unique" UNIQUE("dict_code")
);
--> statement-breakpoint
CREATE TABLE "sys_dict_item" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"dict_id" varchar(32) NOT NULL,
	"item_text" varchar(100) NOT NULL,
	"item_value" varchar(100) NOT NULL,
	"description" varchar(255),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "kv_entry" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_permission" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"parent_id" varchar(32),
	"name" varchar(100) NOT NULL,
	"perms" varchar(1000),
	"perms_type" varchar(10) DEFAULT '1',
	"icon" varchar(100),
	"component" varchar(255),
	"component_name" varchar(100),
	"url" varchar(255),
	"redirect" varchar(255),
	"sort_no" double precision DEFAULT 0 NOT NULL,
	"menu_type" smallint NOT NULL,
	"is_leaf" boolean DEFAULT true NOT NULL,
	"is_route" boolean DEFAULT true NOT NULL,
	"keep_alive" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"always_show" boolean DEFAULT false NOT NULL,
	"internal_or_external" boolean DEFAULT false NOT NULL,
	"status" varchar(2) DEFAULT '1' NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"rule_flag" smallint DEFAULT 0 NOT NULL,
	"description" varchar(255),
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"role_name" varchar(200) NOT NULL,
	"role_code" varchar(100) NOT NULL,
	"description" varchar(255),
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp,
	CONSTRAINT "sys_role_role_code_unique" UNIQUE("role_code")
);
--> statement-breakpoint
CREATE TABLE "sys_role_permission" (
	"role_id" varchar(32) NOT NULL,
	"permission_id" varchar(32) NOT NULL,
	CONSTRAINT "sys_role_permission_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "sys_tenant" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"begin_date" date,
	"end_date" date,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"username" varchar(100) NOT NULL,
	"realname" varchar(100) NOT NULL,
	"password" varchar(255) NOT NULL,
	"salt" varchar(64),
	"avatar" varchar(255),
	"birthday" date,
	"sex" smallint,
	"email" varchar(100),
	"phone" varchar(45),
	"org_code" varchar(64),
	"status" smallint DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"work_no" varchar(100),
	"post" varchar(100),
	"telephone" varchar(45),
	"user_identity" smallint,
	"depart_ids" varchar(1000),
	"rel_tenant_ids" varchar(100),
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp,
	CONSTRAINT "sys_user_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "sys_user_depart" (
	"user_id" varchar(32) NOT NULL,
	"dep_id" varchar(32) NOT NULL,
	CONSTRAINT "sys_user_depart_user_id_dep_id_pk" PRIMARY KEY("user_id","dep_id")
);
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"user_id" varchar(32) NOT NULL,
	"role_id" varchar(32) NOT NULL,
	CONSTRAINT "sys_user_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE INDEX "idx_sys_user_create_time_id" ON "sys_user" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "idx_sys_user_realname_id" ON "sys_user" USING btree ("realname","id");