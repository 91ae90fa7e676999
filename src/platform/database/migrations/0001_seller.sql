ALTER TABLE "properties" ADD COLUMN "created_by" varchar(24);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_created_by_idx" ON "properties" USING btree ("created_by");