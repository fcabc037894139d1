CREATE TABLE "transport_driver" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"licence_no" varchar(40) NOT NULL,
	"licence_class" varchar(10) NOT NULL,
	"phone" varchar(30),
	"habitat_agent" varchar(32),
	"status" varchar(10) DEFAULT '1' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "transport_habitat_agent" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"country" varchar(2) NOT NULL,
	"city" varchar(100),
	"overseas_agent" varchar(32),
	"contact" varchar(50),
	"phone" varchar(30),
	"status" varchar(10) DEFAULT '1' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "transport_habitat_car" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"plate" varchar(20) NOT NULL,
	"car_type" varchar(10) NOT NULL,
	"load_kg" numeric(10, 3) NOT NULL,
	"volume" numeric(8, 2),
	"habitat_agent" varchar(32),
	"driver" varchar(40),
	"status" varchar(10) DEFAULT '1' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE TABLE "transport_overseas_agent" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"country" varchar(2) NOT NULL,
	"licence_no" varchar(64),
	"contact" varchar(50),
	"phone" varchar(30),
	"email" varchar(100),
	"address" varchar(300),
	"services" varchar(100),
	"status" varchar(10) DEFAULT '1' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_transport_driver_licence_no" ON "transport_driver" USING btree ("licence_no");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_transport_habitat_agent_code" ON "transport_habitat_agent" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_transport_habitat_car_plate" ON "transport_habitat_car" USING btree ("plate");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_transport_overseas_agent_code" ON "transport_overseas_agent" USING btree ("code");