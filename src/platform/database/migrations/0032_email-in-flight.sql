ALTER TABLE "email_outbox" ADD COLUMN "message_id" varchar(255);--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "sending_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "transport_response" text;