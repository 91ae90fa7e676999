-- The current definition of sale_seller_changed and its trigger. Database.migrate applies every
-- file in this folder after the migrations, each time: to change them, edit this file (no
-- migration). The migrations hold their history (0004_sale-flags).
--
-- A sale given another primary seller is refreshed.
CREATE OR REPLACE FUNCTION sale_seller_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_transaction_flags(NEW.id);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER transactions_sale_flags AFTER UPDATE OF primary_seller_id ON transactions
  FOR EACH ROW WHEN (OLD.primary_seller_id IS DISTINCT FROM NEW.primary_seller_id)
  EXECUTE FUNCTION sale_seller_changed();
