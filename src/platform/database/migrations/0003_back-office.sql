CREATE INDEX "people_email_search_idx" ON "people" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "people_name_search_idx" ON "people" USING btree (lower("first_name" || ' ' || "last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "people_last_name_search_idx" ON "people" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_email_search_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_name_search_idx" ON "users" USING btree (lower("first_name" || ' ' || "last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_search_idx" ON "users" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "properties_line_1_search_idx" ON "properties" USING btree (lower("address"->>'line_1') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "properties_address_words_idx" ON "properties" USING gin (regexp_split_to_array(lower(coalesce("address"->>'line_1', '') || ' ' || coalesce("address"->>'post_town', '')), '[^a-z0-9]+'));--> statement-breakpoint
CREATE INDEX "properties_postcode_search_idx" ON "properties" USING btree (replace("postcode", ' ', '') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "transaction_sellers_person_idx" ON "transaction_sellers" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "transactions_solicitors_assigned_idx" ON "transactions" USING btree ("solicitors_assigned_at");--> statement-breakpoint
CREATE INDEX "transactions_foreign_currency_idx" ON "transactions" USING btree ("created_at") WHERE "transactions"."is_using_foreign_currency";--> statement-breakpoint
CREATE INDEX "transactions_mortgage_referral_idx" ON "transactions" USING btree ("created_at") WHERE "transactions"."requires_mortgage_referral";--> statement-breakpoint
CREATE INDEX "transactions_seller_lawyer_group_idx" ON "transactions" USING btree ("seller_lawyer_group_id");--> statement-breakpoint
CREATE INDEX "transactions_buyer_lawyer_group_idx" ON "transactions" USING btree ("buyer_lawyer_group_id");--> statement-breakpoint
CREATE INDEX "purchase_intent_people_person_idx" ON "purchase_intent_people" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "purchase_intents_foreign_currency_idx" ON "purchase_intents" USING btree ("created_at") WHERE "purchase_intents"."is_using_foreign_currency";--> statement-breakpoint
CREATE INDEX "purchase_intents_mortgage_referral_idx" ON "purchase_intents" USING btree ("created_at") WHERE "purchase_intents"."requires_mortgage_referral";--> statement-breakpoint
CREATE UNIQUE INDEX "admin_config_one_row" ON "admin_config" USING btree ((true));