CREATE TABLE "invoice_files" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"month" varchar(7) NOT NULL,
	"file_name" varchar(120) NOT NULL,
	"records" integer NOT NULL,
	"total_pence" bigint NOT NULL,
	"content_gzip" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_files_month_unique" UNIQUE("month")
);
