ALTER TABLE "transactions" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "withdrawal_reason" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "transactions_withdrawn_idx" ON "transactions" USING btree ("withdrawn_at","created_at");--> statement-breakpoint
CREATE INDEX "transactions_archived_idx" ON "transactions" USING btree ("archived_at","created_at");