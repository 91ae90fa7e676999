CREATE TABLE "provider_cursors" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"cursor" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_order_requests" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"transaction_id" varchar(24) NOT NULL,
	"requester_reference" varchar(64) NOT NULL,
	"facilitator_reference" varchar(64),
	"premise" jsonb NOT NULL,
	"is_reorder" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"rejection_reason" varchar(500),
	"ordered_on" date NOT NULL,
	"ordered_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_order_requests_requester_reference_unique" UNIQUE("requester_reference")
);
--> statement-breakpoint
CREATE TABLE "search_result_files" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"search_order_id" varchar(24) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"mime_type" varchar(120) NOT NULL,
	"description" varchar(500),
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_identity_checks" (
	"name" varchar(255) PRIMARY KEY NOT NULL,
	"reference" varchar(255) NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completes_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "simulated_search_orders" (
	"requester_reference" varchar(64) PRIMARY KEY NOT NULL,
	"facilitator_reference" varchar(64) NOT NULL,
	"order" jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"rejection" varchar(500),
	"delivered" text[] DEFAULT '{}' NOT NULL,
	"closed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_checks" ADD COLUMN "provider_state" varchar(64);--> statement-breakpoint
ALTER TABLE "identity_checks" ADD COLUMN "recommendation" varchar(64);--> statement-breakpoint
ALTER TABLE "identity_checks" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD COLUMN "failure_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "identity_checks" ADD COLUMN "ordered_by" varchar(24);--> statement-breakpoint
ALTER TABLE "search_orders" ADD COLUMN "request_id" varchar(24);--> statement-breakpoint
ALTER TABLE "search_orders" ADD COLUMN "provider_status" varchar(64);--> statement-breakpoint
ALTER TABLE "search_order_requests" ADD CONSTRAINT "search_order_requests_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_order_requests" ADD CONSTRAINT "search_order_requests_ordered_by_users_id_fk" FOREIGN KEY ("ordered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_result_files" ADD CONSTRAINT "search_result_files_search_order_id_search_orders_id_fk" FOREIGN KEY ("search_order_id") REFERENCES "public"."search_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_order_requests_one_a_day" ON "search_order_requests" USING btree ("transaction_id","ordered_on") WHERE "search_order_requests"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "search_order_requests_facilitator_idx" ON "search_order_requests" USING btree ("facilitator_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "search_result_files_order_file_key" ON "search_result_files" USING btree ("search_order_id","file_name");--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_ordered_by_users_id_fk" FOREIGN KEY ("ordered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_orders" ADD CONSTRAINT "search_orders_request_id_search_order_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."search_order_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_checks_one_pending" ON "identity_checks" USING btree ("transaction_id","person_type",lower(trim("person_details"->>'email')),lower(trim("person_details"->>'first_name')),lower(trim("person_details"->>'last_name'))) WHERE "identity_checks"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "search_orders_request_product_key" ON "search_orders" USING btree ("request_id","product_id");