CREATE TABLE "documents" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"transaction_id" varchar(24) NOT NULL,
	"purchase_intent_id" varchar(24),
	"request_id" varchar(24),
	"source" text DEFAULT 'upload' NOT NULL,
	"name" varchar(255) NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"uploaded_by" varchar(24),
	"uploaded_by_name" varchar(255),
	"uploader_side" text NOT NULL,
	"visible_to_seller" boolean DEFAULT false NOT NULL,
	"visible_to_buyer" boolean DEFAULT false NOT NULL,
	"scan_status" text DEFAULT 'pending' NOT NULL,
	"scan_signature" varchar(255),
	"scanned_at" timestamp with time zone,
	"review_status" text,
	"rejection_reason" varchar(500),
	"reviewed_by" varchar(24),
	"reviewed_by_name" varchar(255),
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "documents_size_positive" CHECK ("documents"."size" > 0)
);
--> statement-breakpoint
ALTER TABLE "additional_requests" ADD COLUMN "fee_response" text;--> statement-breakpoint
ALTER TABLE "additional_requests" ADD COLUMN "fee_query" varchar(2000);--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_purchase_intent_id_purchase_intents_id_fk" FOREIGN KEY ("purchase_intent_id") REFERENCES "public"."purchase_intents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_request_id_additional_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."additional_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_transaction_idx" ON "documents" USING btree ("transaction_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_request_idx" ON "documents" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_purchase_intent_idx" ON "documents" USING btree ("purchase_intent_id");--> statement-breakpoint
CREATE INDEX "documents_scan_pending_idx" ON "documents" USING btree ("created_at") WHERE "documents"."scan_status" = 'pending';