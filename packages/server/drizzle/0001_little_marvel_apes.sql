CREATE TABLE "sys_announcement" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"titile" varchar(100) NOT NULL,
	"msg_content" text,
	"start_time" timestamp,
	"end_time" timestamp,
	"sender" varchar(100),
	"priority" varchar(255) DEFAULT 'L' NOT NULL,
	"msg_category" varchar(10) DEFAULT '1' NOT NULL,
	"msg_type" varchar(10) DEFAULT 'ALL' NOT NULL,
	"send_status" varchar(10) DEFAULT '0' NOT NULL,
	"send_time" timestamp,
	"cancel_time" timestamp,
	"del_flag" varchar(1) DEFAULT '0' NOT NULL,
	"bus_type" varchar(20),
	"bus_id" varchar(50),
	"open_type" varchar(20),
	"open_page" varchar(255),
	"user_ids" text,
	"msg_abstract" text,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "sys_announcement_send" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"annt_id" varchar(32) NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"read_flag" varchar(10) DEFAULT '0' NOT NULL,
	"read_time" timestamp,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE INDEX "idx_sys_announcement_status" ON "sys_announcement" USING btree ("send_status","msg_type","del_flag");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_announcement_send_annt_user" ON "sys_announcement_send" USING btree ("annt_id","user_id");