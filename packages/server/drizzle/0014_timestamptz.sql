-- hand-written: every USING clause below, and one ALTER TABLE per table (drizzle-kit wrote one per column).
-- The columns held UTC wall-clock times (Drizzle wrote toISOString() into timestamp without time zone), so each value
-- is read AT TIME ZONE 'UTC': the same instant whatever the session TimeZone; one statement per table rewrites it once.
ALTER TABLE "sys_announcement"
  ALTER COLUMN "start_time" SET DATA TYPE timestamp with time zone USING "start_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "end_time" SET DATA TYPE timestamp with time zone USING "end_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "send_time" SET DATA TYPE timestamp with time zone USING "send_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "cancel_time" SET DATA TYPE timestamp with time zone USING "cancel_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "sys_announcement_send"
  ALTER COLUMN "read_time" SET DATA TYPE timestamp with time zone USING "read_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "customer_bill"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "customer_bill_charge"
  ALTER COLUMN "deduct_time" SET DATA TYPE timestamp with time zone USING "deduct_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "customer_bill_line"
  ALTER COLUMN "out_store_time" SET DATA TYPE timestamp with time zone USING "out_store_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "sys_category"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "logistics_channel"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "sys_check_rule"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "customer_payment"
  ALTER COLUMN "pay_time" SET DATA TYPE timestamp with time zone USING "pay_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "customer_profile"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "customs_data_batch"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "customs_declaration"
  ALTER COLUMN "submit_time" SET DATA TYPE timestamp with time zone USING "submit_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "customs_deduction"
  ALTER COLUMN "deduct_time" SET DATA TYPE timestamp with time zone USING "deduct_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "customs_inspection"
  ALTER COLUMN "result_time" SET DATA TYPE timestamp with time zone USING "result_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "sys_data_log"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "sys_depart"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "sys_depart_role"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "sys_dict"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "sys_dict_item"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "oss_file"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "hs_code"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "hs_code_lock"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "in_store_batch"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "complete_time" SET DATA TYPE timestamp with time zone USING "complete_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "in_store_line"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "sys_log"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "sys_server_instance"
  ALTER COLUMN "start_time" SET DATA TYPE timestamp with time zone USING "start_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "last_seen" SET DATA TYPE timestamp with time zone USING "last_seen" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "sys_sms_template"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "sys_sms"
  ALTER COLUMN "es_send_time" SET DATA TYPE timestamp with time zone USING "es_send_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "channel_number_pool"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "logistics_bag"
  ALTER COLUMN "close_time" SET DATA TYPE timestamp with time zone USING "close_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "logistics_out_batch"
  ALTER COLUMN "out_store_time" SET DATA TYPE timestamp with time zone USING "out_store_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "logistics_supplier_batch"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "logistics_order"
  ALTER COLUMN "order_time" SET DATA TYPE timestamp with time zone USING "order_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "logistics_parcel"
  ALTER COLUMN "in_store_time" SET DATA TYPE timestamp with time zone USING "in_store_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "out_store_time" SET DATA TYPE timestamp with time zone USING "out_store_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "delivered_time" SET DATA TYPE timestamp with time zone USING "delivered_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "tracking_assigned_time" SET DATA TYPE timestamp with time zone USING "tracking_assigned_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "sys_permission"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "sys_permission_data_rule"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "sys_quartz_job"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "next_fire_time" SET DATA TYPE timestamp (3) with time zone USING "next_fire_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "sys_quartz_job_log"
  ALTER COLUMN "fire_time" SET DATA TYPE timestamp (3) with time zone USING "fire_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "start_time" SET DATA TYPE timestamp (3) with time zone USING "start_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "end_time" SET DATA TYPE timestamp (3) with time zone USING "end_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "question_piece"
  ALTER COLUMN "handle_time" SET DATA TYPE timestamp with time zone USING "handle_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "currency"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "currency_rate"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "customer_channel"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "rate_plan"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "reconciliation"
  ALTER COLUMN "reconciled_time" SET DATA TYPE timestamp with time zone USING "reconciled_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "reconciliation_line"
  ALTER COLUMN "resolve_time" SET DATA TYPE timestamp with time zone USING "resolve_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "recruit_application"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "recruit_company"
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "recruit_interviewee"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "recruit_job"
  ALTER COLUMN "publish_time" SET DATA TYPE timestamp with time zone USING "publish_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "recruit_message"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "recruit_notice"
  ALTER COLUMN "publish_time" SET DATA TYPE timestamp with time zone USING "publish_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "recruit_resume"
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "recruit_sms_outbox"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "onl_cgreport_head"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "onl_cgreport_item"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "onl_cgreport_param"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "sys_role"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "logistics_station"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "sys_data_source"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "sys_fill_rule"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "sys_gateway_route"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "sys_position"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "sys_tenant"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "transport_driver"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "transport_habitat_agent"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "transport_habitat_car"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "transport_overseas_agent"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "sys_user_setting"
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "sys_user"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DATA TYPE timestamp with time zone USING "update_time" AT TIME ZONE 'UTC';
