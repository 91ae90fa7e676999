CREATE TABLE "transaction_notes" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"transaction_id" varchar(24) NOT NULL,
	"source" text DEFAULT 'staff' NOT NULL,
	"author" varchar(24),
	"author_name" varchar(255),
	"text" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaction_notes_text_length" CHECK (char_length("transaction_notes"."text") between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "transaction_notes" ADD CONSTRAINT "transaction_notes_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_notes" ADD CONSTRAINT "transaction_notes_author_users_id_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transaction_notes_transaction_idx" ON "transaction_notes" USING btree ("transaction_id","created_at");--> statement-breakpoint
CREATE INDEX "transaction_notes_pinned_idx" ON "transaction_notes" USING btree ("transaction_id","pinned","created_at");