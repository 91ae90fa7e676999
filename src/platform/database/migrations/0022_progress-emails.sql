CREATE TABLE "progress_changes" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"transaction_id" varchar(24),
	"purchase_intent_id" varchar(24),
	"milestone" varchar(40) NOT NULL,
	"reference" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email_id" varchar(24),
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "progress_email_settings" (
	"user_id" varchar(24) PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "progress_changes" ADD CONSTRAINT "progress_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_changes" ADD CONSTRAINT "progress_changes_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_changes" ADD CONSTRAINT "progress_changes_purchase_intent_id_purchase_intents_id_fk" FOREIGN KEY ("purchase_intent_id") REFERENCES "public"."purchase_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_email_settings" ADD CONSTRAINT "progress_email_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "progress_changes_pending_idx" ON "progress_changes" USING btree ("user_id","created_at") WHERE "progress_changes"."settled_at" is null;