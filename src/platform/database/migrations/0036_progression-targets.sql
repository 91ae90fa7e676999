ALTER TABLE "admin_config" ADD COLUMN "sale_agreed_to_exchange_days" integer DEFAULT 28 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_config" ADD COLUMN "exchange_to_completion_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_config" ADD COLUMN "searches_working_days" integer DEFAULT 10 NOT NULL;