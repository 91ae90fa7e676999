ALTER TABLE "search_result_files" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "search_result_file_id" varchar(24);--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_search_result_file_id_search_result_files_id_fk" FOREIGN KEY ("search_result_file_id") REFERENCES "public"."search_result_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_search_result_file_id_unique" UNIQUE("search_result_file_id");