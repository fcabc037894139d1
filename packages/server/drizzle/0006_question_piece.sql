CREATE TABLE "question_piece" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"waybill_no" varchar(64) NOT NULL,
	"question_type" varchar(10) NOT NULL,
	"status" varchar(10) DEFAULT '0' NOT NULL,
	"description" varchar(500),
	"images" text,
	"attachments" text,
	"create_by" varchar(32),
	"create_time" timestamp,
	"update_by" varchar(32),
	"update_time" timestamp
);
--> statement-breakpoint
CREATE INDEX "idx_question_piece_create_time_id" ON "question_piece" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "idx_question_piece_waybill_no" ON "question_piece" USING btree ("waybill_no");