CREATE TABLE "update_requests" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"transaction_id" varchar(24) NOT NULL,
	"purchase_intent_id" varchar(24),
	"requested_by" varchar(24) NOT NULL,
	"requested_on" varchar(10) NOT NULL,
	"answered_at" timestamp with time zone,
	"answer" text,
	"answered_by_name" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "update_requests" ADD CONSTRAINT "update_requests_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_requests" ADD CONSTRAINT "update_requests_purchase_intent_id_purchase_intents_id_fk" FOREIGN KEY ("purchase_intent_id") REFERENCES "public"."purchase_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_requests" ADD CONSTRAINT "update_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "update_requests_one_a_day" ON "update_requests" USING btree ("transaction_id","requested_by","requested_on");--> statement-breakpoint
CREATE INDEX "update_requests_transaction_idx" ON "update_requests" USING btree ("transaction_id","created_at");