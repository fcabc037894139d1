CREATE TABLE "sys_user_setting" (
	"user_id" varchar(32) NOT NULL,
	"setting_key" varchar(200) NOT NULL,
	"setting_value" text NOT NULL,
	"update_time" timestamp NOT NULL,
	CONSTRAINT "sys_user_setting_user_id_setting_key_pk" PRIMARY KEY("user_id","setting_key")
);
--> statement-breakpoint
ALTER TABLE "sys_user_setting" ADD CONSTRAINT "sys_user_setting_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;