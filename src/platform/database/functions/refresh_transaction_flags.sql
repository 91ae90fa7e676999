-- The current definition of refresh_transaction_flags. Database.migrate applies every file in
-- this folder after the migrations, each time: to change it, edit this file (no migration). The
-- migrations hold its history (0004_sale-flags, 0028_sale-latest-dates, 0031_cdd-held-since).
--
-- The values the database keeps on a sale's row, never written by the application, for one
-- sale: paid (transaction_is_paid), the identity status (transaction_identity_status), the latest
-- purchase's dates (transaction_latest_purchase_dates) and when its due diligence is held from
-- (transaction_cdd_held_since); the row is written only when a value changes. The sale-flag
-- triggers call it (sale_row_changed, purchase_intent_person_changed, person_identity_changed,
-- user_identity_changed, sale_seller_changed, sale_ended_changed).
CREATE OR REPLACE FUNCTION refresh_transaction_flags(sale varchar) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  paid boolean;
  identity text;
  agreed timestamptz;
  exchanged timestamptz;
  held timestamptz;
BEGIN
  IF sale IS NULL THEN RETURN; END IF;
  -- One refresh of a sale at a time: two writers each computing from their own snapshot (a check
  -- ordered for the buyer while the seller's is being made) would otherwise store whichever
  -- value committed last. After the lock, the next statements see what the other committed.
  PERFORM 1 FROM transactions WHERE id = sale FOR NO KEY UPDATE;
  paid := transaction_is_paid(sale);
  identity := transaction_identity_status(sale);
  SELECT d.sale_agreed_at, d.exchanged_at INTO agreed, exchanged
    FROM transaction_latest_purchase_dates(sale) d;
  held := transaction_cdd_held_since(sale);
  UPDATE transactions SET is_paid = paid, identity_status = identity,
      latest_sale_agreed_at = agreed, latest_exchanged_at = exchanged, cdd_held_since = held
    WHERE id = sale AND (is_paid IS DISTINCT FROM paid OR identity_status IS DISTINCT FROM identity
      OR latest_sale_agreed_at IS DISTINCT FROM agreed
      OR latest_exchanged_at IS DISTINCT FROM exchanged
      OR cdd_held_since IS DISTINCT FROM held);
END $$;
