CREATE INDEX "users_deactivated_idx" ON "users" USING btree ("created_at") WHERE "users"."deactivated_at" is not null;--> statement-breakpoint
CREATE INDEX "users_admin_idx" ON "users" USING btree ("created_at") WHERE "users"."type" = 'admin';--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "transactions_company_seller_idx" ON "transactions" USING btree ("company_seller_id","created_at");