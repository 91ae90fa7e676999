CREATE TABLE "milestones" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"transaction_id" varchar(24),
	"purchase_intent_id" varchar(24),
	"key" varchar(64) NOT NULL,
	"occurred_at" timestamp with time zone,
	"expected_at" timestamp with time zone,
	"source" text NOT NULL,
	"author_user_id" varchar(24),
	"author_name" varchar(255) NOT NULL,
	"note" varchar(2000),
	"reason" text,
	"reason_details" varchar(2000),
	"supersedes_id" varchar(24),
	"superseded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "milestones_of_something" CHECK ("milestones"."transaction_id" IS NOT NULL OR "milestones"."purchase_intent_id" IS NOT NULL),
	CONSTRAINT "milestones_reason_only_when_fell_through" CHECK ("milestones"."reason" IS NULL OR "milestones"."key" = 'fell_through')
);
--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_purchase_intent_id_purchase_intents_id_fk" FOREIGN KEY ("purchase_intent_id") REFERENCES "public"."purchase_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "milestones_transaction_idx" ON "milestones" USING btree ("transaction_id","created_at");--> statement-breakpoint
CREATE INDEX "milestones_purchase_idx" ON "milestones" USING btree ("purchase_intent_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "milestones_current_purchase_key" ON "milestones" USING btree ("purchase_intent_id","key") WHERE "milestones"."superseded_at" IS NULL AND "milestones"."purchase_intent_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "milestones_current_sale_key" ON "milestones" USING btree ("transaction_id","key") WHERE "milestones"."superseded_at" IS NULL AND "milestones"."purchase_intent_id" IS NULL;--> statement-breakpoint
-- The significant dates staff set before milestones were records become each purchase's first
-- records (an aborted date is `withdrawn`): from the system, since no author was kept. A
-- purchase's facts name the purchase alone, so they follow it if staff move it to another sale. The
-- 24-hex ids come from md5, as newId's ObjectId-style ids look.
INSERT INTO "milestones" ("id", "transaction_id", "purchase_intent_id", "key", "occurred_at", "source", "author_name", "note", "created_at")
SELECT substr(md5(pi."id" || ':' || d."key"), 1, 24), NULL, pi."id", d."key", d."at", 'system', 'Threshold', 'Carried over from the significant dates', now()
FROM "purchase_intents" pi
CROSS JOIN LATERAL (VALUES
  ('sale_agreed', pi."sale_agreed_at"),
  ('exchanged', pi."exchanged_at"),
  ('completed', pi."completed_at"),
  ('withdrawn', pi."aborted_at")
) AS d("key", "at")
WHERE d."at" IS NOT NULL;
