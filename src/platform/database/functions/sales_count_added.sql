-- The current definition of sales_count_added and its trigger. Database.migrate applies every
-- file in this folder after the migrations, each time: to change them, edit this file (no
-- migration). The migrations hold their history (0029_sales-count).
--
-- sales_count keeps the number of sales: each INSERT statement on transactions adds the rows it
-- inserted (one update per statement, however many rows).
CREATE OR REPLACE FUNCTION sales_count_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sales_count SET total = total + (SELECT count(*) FROM added_sales);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER transactions_count_added AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS added_sales FOR EACH STATEMENT EXECUTE FUNCTION sales_count_added();
