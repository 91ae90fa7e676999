CREATE TABLE "job_claims" (
	"job_id" varchar(36) PRIMARY KEY NOT NULL,
	"queue" varchar(120) NOT NULL,
	"worker_key" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_tokens" ADD COLUMN "requested_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "request_key" varchar(64);--> statement-breakpoint
CREATE INDEX "job_claims_worker_idx" ON "job_claims" USING btree ("worker_key");--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_request_key" ON "email_outbox" USING btree ("request_key");