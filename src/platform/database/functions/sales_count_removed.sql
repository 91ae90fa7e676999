-- The current definition of sales_count_removed and its trigger. Database.migrate applies every
-- file in this folder after the migrations, each time: to change them, edit this file (no
-- migration). The migrations hold their history (0029_sales-count).
--
-- sales_count keeps the number of sales: each DELETE statement on transactions takes away the
-- rows it deleted (one update per statement, however many rows).
CREATE OR REPLACE FUNCTION sales_count_removed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sales_count SET total = total - (SELECT count(*) FROM removed_sales);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER transactions_count_removed AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS removed_sales FOR EACH STATEMENT EXECUTE FUNCTION sales_count_removed();
