ALTER TABLE "transaction_notes" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transaction_notes" ADD COLUMN "done_by_name" varchar(255);