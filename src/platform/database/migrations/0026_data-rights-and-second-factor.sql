-- Data rights (exports, erasure requests, held records, users.erased_at), the staff second
-- factor's session columns, and the access records' record label: generated together.
CREATE TABLE "data_exports" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"storage_key" varchar(200),
	"size" bigint,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erasure_requests" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requester_name" varchar(520),
	"requester_email" varchar(320),
	"erased_at" timestamp with time zone,
	"erased_by" varchar(24),
	"erased_by_name" varchar(255),
	"relationship_ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "held_records" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"erasure_request_id" varchar(24) NOT NULL,
	"kind" text NOT NULL,
	"reason" varchar(500) NOT NULL,
	"data" jsonb NOT NULL,
	"delete_after" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "second_factor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "webauthn_challenge" varchar(128);--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "webauthn_challenge_purpose" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "webauthn_challenge_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_records" ADD COLUMN "record_label" varchar(255);--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_records" ADD CONSTRAINT "held_records_erasure_request_id_erasure_requests_id_fk" FOREIGN KEY ("erasure_request_id") REFERENCES "public"."erasure_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_one_pending" ON "data_exports" USING btree ("user_id") WHERE "data_exports"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "data_exports_expiry_idx" ON "data_exports" USING btree ("expires_at") WHERE "data_exports"."status" = 'ready';--> statement-breakpoint
CREATE INDEX "erasure_requests_status_idx" ON "erasure_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "erasure_requests_one_pending" ON "erasure_requests" USING btree ("user_id") WHERE "erasure_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "held_records_delete_after_idx" ON "held_records" USING btree ("delete_after");--> statement-breakpoint
CREATE INDEX "held_records_request_idx" ON "held_records" USING btree ("erasure_request_id");