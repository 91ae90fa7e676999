CREATE TABLE "access_records" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"staff_id" varchar(24) NOT NULL,
	"staff_name" varchar(255) NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" varchar(24) NOT NULL,
	"kind" text NOT NULL,
	"record_id" varchar(24) NOT NULL,
	"transaction_id" varchar(24),
	"request_id" varchar(64),
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "access_records_subject_idx" ON "access_records" USING btree ("subject_id","viewed_at","id");--> statement-breakpoint
CREATE INDEX "access_records_viewed_at_idx" ON "access_records" USING btree ("viewed_at");