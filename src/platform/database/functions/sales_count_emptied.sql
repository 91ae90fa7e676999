-- The current definition of sales_count_emptied and its trigger. Database.migrate applies every
-- file in this folder after the migrations, each time: to change them, edit this file (no
-- migration). The migrations hold their history (0029_sales-count).
--
-- sales_count keeps the number of sales: a TRUNCATE of transactions sets it to zero.
CREATE OR REPLACE FUNCTION sales_count_emptied() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sales_count SET total = 0;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER transactions_count_emptied AFTER TRUNCATE ON transactions
  FOR EACH STATEMENT EXECUTE FUNCTION sales_count_emptied();
