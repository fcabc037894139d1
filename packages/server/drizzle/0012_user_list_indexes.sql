DROP INDEX "idx_sys_user_create_time_id";--> statement-breakpoint
DROP INDEX "idx_sys_user_realname_id";--> statement-breakpoint
CREATE INDEX "idx_sys_user_live_create_time" ON "sys_user" USING btree ("create_time","id","realname") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "idx_sys_user_live_realname" ON "sys_user" USING btree ("realname","id") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "idx_sys_user_live_username" ON "sys_user" USING btree ("username","id","realname") WHERE del_flag = 0;