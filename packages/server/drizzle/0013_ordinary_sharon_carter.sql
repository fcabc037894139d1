ALTER TABLE "in_store_batch" ADD COLUMN "station_code" varchar(32);--> statement-breakpoint
ALTER TABLE "logistics_supplier_batch" ADD COLUMN "overseas_agent" varchar(32);--> statement-breakpoint
ALTER TABLE "logistics_supplier_batch" ADD COLUMN "habitat_agent" varchar(32);--> statement-breakpoint
ALTER TABLE "logistics_supplier_batch" ADD COLUMN "car_plate" varchar(20);--> statement-breakpoint
ALTER TABLE "logistics_supplier_batch" ADD COLUMN "driver" varchar(40);