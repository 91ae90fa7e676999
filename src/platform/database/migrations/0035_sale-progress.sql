CREATE TABLE "sale_progress" (
	"transaction_id" varchar(24) PRIMARY KEY NOT NULL,
	"purchase_intent_id" varchar(24),
	"next_key" varchar(64) NOT NULL,
	"next_expected_at" timestamp with time zone NOT NULL,
	"due_key" varchar(64) NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sale_progress" ADD CONSTRAINT "sale_progress_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_progress" ADD CONSTRAINT "sale_progress_purchase_intent_id_purchase_intents_id_fk" FOREIGN KEY ("purchase_intent_id") REFERENCES "public"."purchase_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_progress_next_expected_idx" ON "sale_progress" USING btree ("next_expected_at","transaction_id");--> statement-breakpoint
CREATE INDEX "sale_progress_due_idx" ON "sale_progress" USING btree ("due_at");