-- The current definition of sale_row_changed and its triggers. Database.migrate applies every
-- file in this folder after the migrations, each time: to change them, edit this file (no
-- migration). The migrations hold their history (0004_sale-flags, 0028_sale-latest-dates,
-- 0031_cdd-held-since).
--
-- Rows that belong to a sale through their transaction_id: orders, identity checks, additional
-- sellers, purchase intents. A row moved to another sale refreshes both.
CREATE OR REPLACE FUNCTION sale_row_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM refresh_transaction_flags(to_jsonb(OLD)->>'transaction_id');
  END IF;
  IF TG_OP = 'INSERT'
    OR (TG_OP = 'UPDATE' AND to_jsonb(NEW)->>'transaction_id' IS DISTINCT FROM to_jsonb(OLD)->>'transaction_id') THEN
    PERFORM refresh_transaction_flags(to_jsonb(NEW)->>'transaction_id');
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER orders_sale_flags AFTER INSERT OR DELETE
  OR UPDATE OF stripe_transaction_status, transaction_id, created_at ON orders
  FOR EACH ROW EXECUTE FUNCTION sale_row_changed();

CREATE OR REPLACE TRIGGER identity_checks_sale_flags AFTER INSERT OR DELETE
  OR UPDATE OF status, person_type, person_details, transaction_id ON identity_checks
  FOR EACH ROW EXECUTE FUNCTION sale_row_changed();

CREATE OR REPLACE TRIGGER transaction_sellers_sale_flags AFTER INSERT OR DELETE
  OR UPDATE OF person_id, transaction_id ON transaction_sellers
  FOR EACH ROW EXECUTE FUNCTION sale_row_changed();

-- A purchase's activity, buyer, dates, completion and order among the sale's purchases (its
-- creation time) move the sale's stored values.
CREATE OR REPLACE TRIGGER purchase_intents_sale_flags AFTER INSERT OR DELETE
  OR UPDATE OF is_active, primary_buyer_id, transaction_id, sale_agreed_at, exchanged_at,
    completed_at, created_at
  ON purchase_intents
  FOR EACH ROW EXECUTE FUNCTION sale_row_changed();
