DROP INDEX "users_active_idx";--> statement-breakpoint
DROP INDEX "users_deactivated_idx";--> statement-breakpoint
DROP INDEX "users_admin_idx";--> statement-breakpoint
DROP INDEX "transactions_solicitors_assigned_idx";--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "search_order_requests_transaction_idx" ON "search_order_requests" USING btree ("transaction_id","created_at");--> statement-breakpoint
CREATE INDEX "users_active_idx" ON "users" USING btree ("active","created_at","id");--> statement-breakpoint
CREATE INDEX "users_deactivated_idx" ON "users" USING btree ("created_at","id") WHERE "users"."deactivated_at" is not null;--> statement-breakpoint
CREATE INDEX "users_admin_idx" ON "users" USING btree ("created_at","id") WHERE "users"."type" = 'admin';--> statement-breakpoint
CREATE INDEX "transactions_solicitors_assigned_idx" ON "transactions" USING btree ("solicitors_assigned_at","seller_lawyer_group_id","buyer_lawyer_group_id");