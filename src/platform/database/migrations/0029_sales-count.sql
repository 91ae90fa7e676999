CREATE TABLE "sales_count" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_count_singleton" CHECK ("sales_count"."singleton")
);

--> statement-breakpoint
-- The sales there are now; from here the triggers below keep the count, each statement adding
-- or taking away the rows it inserted or deleted (one update per statement, however many rows).
INSERT INTO sales_count (singleton, total) SELECT true, count(*) FROM transactions;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_count_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sales_count SET total = total + (SELECT count(*) FROM added_sales);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_count_removed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sales_count SET total = total - (SELECT count(*) FROM removed_sales);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_count_emptied() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sales_count SET total = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER transactions_count_added AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS added_sales FOR EACH STATEMENT EXECUTE FUNCTION sales_count_added();
--> statement-breakpoint
CREATE TRIGGER transactions_count_removed AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS removed_sales FOR EACH STATEMENT EXECUTE FUNCTION sales_count_removed();
--> statement-breakpoint
CREATE TRIGGER transactions_count_emptied AFTER TRUNCATE ON transactions
  FOR EACH STATEMENT EXECUTE FUNCTION sales_count_emptied();
