CREATE TABLE "companies" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"company_number" varchar(255) NOT NULL,
	"address" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_tokens" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"type" text NOT NULL,
	"role" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"user_id" varchar(24),
	"person_type" text NOT NULL,
	"first_name" varchar(255) NOT NULL,
	"middle_name" varchar(255),
	"last_name" varchar(255) NOT NULL,
	"email" varchar(320),
	"phone_number" varchar(32),
	"correspondence_address" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(400) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" varchar(512),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"type" text DEFAULT 'customer' NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"email" varchar(320) NOT NULL,
	"first_name" varchar(255) DEFAULT '' NOT NULL,
	"middle_name" varchar(255),
	"last_name" varchar(255) DEFAULT '' NOT NULL,
	"phone_number" varchar(32),
	"correspondence_address" jsonb,
	"stripe_customer_id" varchar(255),
	"role" text,
	"schema_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estate_agent_brands" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"brand_name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estate_agents" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"brand_id" varchar(24) NOT NULL,
	"office" jsonb NOT NULL,
	"display_name" varchar(520) NOT NULL,
	"valuers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"negotiators" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"thirdfort" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "law_firms" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"email" varchar(320),
	"phone_number" varchar(32),
	"address" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lawyer_groups" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"law_firm_id" varchar(24) NOT NULL,
	"name" varchar(255) NOT NULL,
	"solicitor" jsonb NOT NULL,
	"legal_assistants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"invoicing_address" jsonb,
	"thirdfort_recipient_emails" text[] DEFAULT '{}' NOT NULL,
	"panel_solicitor" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "additional_requests" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"transaction_id" varchar(24) NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"sent_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"transaction_id" varchar(24),
	"purchase_intent_id" varchar(24),
	"event_name" varchar(120) NOT NULL,
	"type" varchar(60) DEFAULT 'system' NOT NULL,
	"author" varchar(24),
	"author_name" varchar(255),
	"comments" text,
	"milestone" boolean DEFAULT false NOT NULL,
	"date_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_checks" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"transaction_id" varchar(24) NOT NULL,
	"purchase_intent_id" varchar(24),
	"thirdfort_id" varchar(255),
	"status" text DEFAULT 'pending' NOT NULL,
	"person_type" text NOT NULL,
	"person_details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"transaction_id" varchar(24) NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_amount" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'gbp' NOT NULL,
	"code" varchar(64),
	"payment_type" text DEFAULT 'stripe_direct' NOT NULL,
	"paid_at" timestamp with time zone,
	"stripe_transaction_id" varchar(255),
	"stripe_customer_id" varchar(255),
	"stripe_transaction_status" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"address" jsonb NOT NULL,
	"postcode" varchar(16),
	"tenure" text,
	"tenure_details" varchar(255),
	"value" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_intent_people" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"purchase_intent_id" varchar(24) NOT NULL,
	"person_id" varchar(24) NOT NULL,
	"role" text NOT NULL,
	"relationship" text,
	"amount" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_intents" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"primary_buyer_id" varchar(24) NOT NULL,
	"property_id" varchar(24),
	"transaction_id" varchar(24),
	"customer_type" text DEFAULT 'individual_owner' NOT NULL,
	"ownership_type" text,
	"agreed_price" integer,
	"mortgage_required_for_purchase" text,
	"mortgage_provider" varchar(255),
	"purchase_dependent_on_sale" boolean,
	"first_time_buyer" boolean,
	"funding" jsonb,
	"other_funding_comments" varchar(2000),
	"is_using_foreign_currency" boolean,
	"requires_mortgage_referral" boolean,
	"is_active" boolean DEFAULT false NOT NULL,
	"terms_and_conditions" boolean DEFAULT false NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"sale_agreed_at" timestamp with time zone,
	"exchanged_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"aborted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"description" varchar(255),
	"active" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_orders" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"transaction_id" varchar(24) NOT NULL,
	"product_id" varchar(64) NOT NULL,
	"status" varchar(64) DEFAULT 'in progress' NOT NULL,
	"estimated_completion" timestamp with time zone,
	"completion_date" timestamp with time zone,
	"reference" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_groups" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"estate_agent_id" varchar(24),
	"seller_lawyer_group_id" varchar(24),
	"buyer_lawyer_group_id" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_sellers" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"transaction_id" varchar(24) NOT NULL,
	"person_id" varchar(24) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"type" text DEFAULT 'resale' NOT NULL,
	"property_id" varchar(24) NOT NULL,
	"primary_seller_id" varchar(24) NOT NULL,
	"customer_type" text DEFAULT 'individual_owner' NOT NULL,
	"company_seller_id" varchar(24),
	"asking_price" integer,
	"has_mortgage" boolean,
	"onward_purchase" boolean,
	"is_using_foreign_currency" boolean,
	"requires_mortgage_referral" boolean,
	"terms_and_conditions" boolean DEFAULT false NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"estate_agent_id" varchar(24),
	"estate_agent_status" text DEFAULT 'pending' NOT NULL,
	"referral_code_id" varchar(24),
	"tags" text[] DEFAULT '{}' NOT NULL,
	"group_id" varchar(24),
	"seller_lawyer_group_id" varchar(24),
	"buyer_lawyer_group_id" varchar(24),
	"solicitors_assigned_at" timestamp with time zone,
	"date_legal_started" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_config" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"benchmark_in_days" integer,
	"invoicing_amount" integer,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"thirdfort_v2_switchover_date" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"full_name" varchar(255) NOT NULL,
	"email" varchar(320) NOT NULL,
	"mobile_number" varchar(32),
	"message" text NOT NULL,
	"referrer" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"to" varchar(320) NOT NULL,
	"subject" varchar(500) NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"template" varchar(120) NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"transport" varchar(32),
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processed_webhook_events" (
	"id" varchar(255) PRIMARY KEY NOT NULL,
	"provider" varchar(32) NOT NULL,
	"type" varchar(120) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_payment_intents" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"client_secret" varchar(128) NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"customer" varchar(64),
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_agents" ADD CONSTRAINT "estate_agents_brand_id_estate_agent_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."estate_agent_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_groups" ADD CONSTRAINT "lawyer_groups_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_requests" ADD CONSTRAINT "additional_requests_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_purchase_intent_id_purchase_intents_id_fk" FOREIGN KEY ("purchase_intent_id") REFERENCES "public"."purchase_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_purchase_intent_id_purchase_intents_id_fk" FOREIGN KEY ("purchase_intent_id") REFERENCES "public"."purchase_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_intent_people" ADD CONSTRAINT "purchase_intent_people_purchase_intent_id_purchase_intents_id_fk" FOREIGN KEY ("purchase_intent_id") REFERENCES "public"."purchase_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_intent_people" ADD CONSTRAINT "purchase_intent_people_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_intents" ADD CONSTRAINT "purchase_intents_primary_buyer_id_users_id_fk" FOREIGN KEY ("primary_buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_intents" ADD CONSTRAINT "purchase_intents_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_intents" ADD CONSTRAINT "purchase_intents_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_orders" ADD CONSTRAINT "search_orders_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_groups" ADD CONSTRAINT "transaction_groups_estate_agent_id_estate_agents_id_fk" FOREIGN KEY ("estate_agent_id") REFERENCES "public"."estate_agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_groups" ADD CONSTRAINT "transaction_groups_seller_lawyer_group_id_lawyer_groups_id_fk" FOREIGN KEY ("seller_lawyer_group_id") REFERENCES "public"."lawyer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_groups" ADD CONSTRAINT "transaction_groups_buyer_lawyer_group_id_lawyer_groups_id_fk" FOREIGN KEY ("buyer_lawyer_group_id") REFERENCES "public"."lawyer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_sellers" ADD CONSTRAINT "transaction_sellers_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_sellers" ADD CONSTRAINT "transaction_sellers_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_primary_seller_id_users_id_fk" FOREIGN KEY ("primary_seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_company_seller_id_companies_id_fk" FOREIGN KEY ("company_seller_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_estate_agent_id_estate_agents_id_fk" FOREIGN KEY ("estate_agent_id") REFERENCES "public"."estate_agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_referral_code_id_referral_codes_id_fk" FOREIGN KEY ("referral_code_id") REFERENCES "public"."referral_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_group_id_transaction_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."transaction_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_seller_lawyer_group_id_lawyer_groups_id_fk" FOREIGN KEY ("seller_lawyer_group_id") REFERENCES "public"."lawyer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_buyer_lawyer_group_id_lawyer_groups_id_fk" FOREIGN KEY ("buyer_lawyer_group_id") REFERENCES "public"."lawyer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_number_key" ON "companies" USING btree (upper("company_number"));--> statement-breakpoint
CREATE UNIQUE INDEX "login_tokens_token_hash_key" ON "login_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "login_tokens_user_idx" ON "login_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "people_email_idx" ON "people" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "rate_limit_hits_key_idx" ON "rate_limit_hits" USING btree ("key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_active_idx" ON "users" USING btree ("active","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "estate_agent_brands_name_key" ON "estate_agent_brands" USING btree (lower("brand_name"));--> statement-breakpoint
CREATE INDEX "estate_agents_brand_idx" ON "estate_agents" USING btree ("brand_id","display_name");--> statement-breakpoint
CREATE INDEX "estate_agents_display_name_idx" ON "estate_agents" USING btree ("display_name");--> statement-breakpoint
CREATE INDEX "law_firms_name_idx" ON "law_firms" USING btree ("name");--> statement-breakpoint
CREATE INDEX "lawyer_groups_law_firm_idx" ON "lawyer_groups" USING btree ("law_firm_id");--> statement-breakpoint
CREATE INDEX "additional_requests_transaction_idx" ON "additional_requests" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "additional_requests_one_sewer_bill" ON "additional_requests" USING btree ("transaction_id") WHERE "additional_requests"."type" = 'sewer_bill';--> statement-breakpoint
CREATE INDEX "events_transaction_idx" ON "events" USING btree ("transaction_id","date_time");--> statement-breakpoint
CREATE INDEX "events_purchase_intent_idx" ON "events" USING btree ("purchase_intent_id","date_time");--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("date_time");--> statement-breakpoint
CREATE INDEX "identity_checks_transaction_idx" ON "identity_checks" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_checks_thirdfort_key" ON "identity_checks" USING btree ("thirdfort_id");--> statement-breakpoint
CREATE INDEX "orders_transaction_idx" ON "orders" USING btree ("transaction_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("stripe_transaction_status");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_intent_key" ON "orders" USING btree ("stripe_transaction_id");--> statement-breakpoint
CREATE INDEX "properties_postcode_idx" ON "properties" USING btree ("postcode");--> statement-breakpoint
CREATE INDEX "purchase_intent_people_intent_idx" ON "purchase_intent_people" USING btree ("purchase_intent_id","role");--> statement-breakpoint
CREATE INDEX "purchase_intents_buyer_idx" ON "purchase_intents" USING btree ("primary_buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_intents_transaction_idx" ON "purchase_intents" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "purchase_intents_property_idx" ON "purchase_intents" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_key" ON "referral_codes" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "search_orders_transaction_idx" ON "search_orders" USING btree ("transaction_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_groups_name_key" ON "transaction_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_sellers_key" ON "transaction_sellers" USING btree ("transaction_id","person_id");--> statement-breakpoint
CREATE INDEX "transactions_primary_seller_idx" ON "transactions" USING btree ("primary_seller_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_created_idx" ON "transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "transactions_group_idx" ON "transactions" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "transactions_estate_agent_status_idx" ON "transactions" USING btree ("estate_agent_status");--> statement-breakpoint
CREATE INDEX "transactions_property_idx" ON "transactions" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "contact_requests_created_idx" ON "contact_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_status_idx" ON "email_outbox" USING btree ("status","created_at");