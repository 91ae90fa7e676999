CREATE INDEX "transactions_estate_agent_idx" ON "transactions" USING btree ("estate_agent_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_tags_idx" ON "transactions" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "transactions_asking_price_asc_idx" ON "transactions" USING btree ("asking_price","id");--> statement-breakpoint
CREATE INDEX "transactions_asking_price_desc_idx" ON "transactions" USING btree ("asking_price" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_legal_started_asc_idx" ON "transactions" USING btree ("date_legal_started","id");--> statement-breakpoint
CREATE INDEX "transactions_legal_started_desc_idx" ON "transactions" USING btree ("date_legal_started" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchase_intents_sale_agreed_idx" ON "purchase_intents" USING btree ("sale_agreed_at");--> statement-breakpoint
CREATE INDEX "purchase_intents_exchanged_idx" ON "purchase_intents" USING btree ("exchanged_at");