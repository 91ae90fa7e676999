ALTER TABLE "events" ADD COLUMN "subject_id" varchar(24);--> statement-breakpoint
CREATE INDEX "events_subject_idx" ON "events" USING btree ("subject_id","date_time");