ALTER TABLE "sys_depart" ADD COLUMN "tenant_id" integer;--> statement-breakpoint
ALTER TABLE "sys_role" ADD COLUMN "tenant_id" integer;--> statement-breakpoint
CREATE INDEX "idx_sys_depart_tenant_id" ON "sys_depart" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "idx_sys_role_tenant_id" ON "sys_role" USING btree ("tenant_id");