CREATE INDEX "idx_sys_user_phone" ON "sys_user" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "idx_sys_user_email" ON "sys_user" USING btree ("email");