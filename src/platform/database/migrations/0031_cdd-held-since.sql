ALTER TABLE "transactions" ADD COLUMN "cdd_held_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "transactions_cdd_held_idx" ON "transactions" USING btree ("cdd_held_since","id") WHERE "transactions"."cdd_held_since" is not null;--> statement-breakpoint
-- When the customer due diligence of a sale started its five years (Money Laundering Regulations
-- 2017, regulation 40: from the end of the business relationship): the latest completion of its
-- purchases, else its withdrawal or archiving; null while the sale goes on, and null once none
-- of its identity checks names anyone (the retention run anonymised them, or there were none).
-- The same rule the retention run applied to every sale each day, now kept on the sale's row.
CREATE OR REPLACE FUNCTION transaction_cdd_held_since(sale varchar) RETURNS timestamptz
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN EXISTS (SELECT 1 FROM identity_checks ic WHERE ic.transaction_id = sale
      AND ic.person_details->>'first_name' <> 'Erased')
    THEN coalesce(
      (SELECT max(c.completed_at) FROM purchase_intents c WHERE c.transaction_id = sale),
      (SELECT greatest(t.withdrawn_at, t.archived_at) FROM transactions t WHERE t.id = sale))
  END
$$;
--> statement-breakpoint
-- The stored flags and dates of migrations 0004 and 0028, and now when its due diligence is held
-- from, for one sale; the row is written only when a value changes.
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
--> statement-breakpoint
-- A purchase's completion now moves the sale's stored values too.
DROP TRIGGER IF EXISTS purchase_intents_sale_flags ON purchase_intents;
--> statement-breakpoint
CREATE TRIGGER purchase_intents_sale_flags AFTER INSERT OR DELETE
  OR UPDATE OF is_active, primary_buyer_id, transaction_id, sale_agreed_at, exchanged_at,
    completed_at, created_at
  ON purchase_intents
  FOR EACH ROW EXECUTE FUNCTION sale_row_changed();
--> statement-breakpoint
-- So do the sale's own withdrawal and archiving (and their reversal). The refresh's own update
-- never sets these columns, so it does not fire this trigger again.
CREATE OR REPLACE FUNCTION sale_ended_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_transaction_flags(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER transactions_ended_flags AFTER UPDATE OF withdrawn_at, archived_at ON transactions
  FOR EACH ROW
  WHEN (OLD.withdrawn_at IS DISTINCT FROM NEW.withdrawn_at
    OR OLD.archived_at IS DISTINCT FROM NEW.archived_at)
  EXECUTE FUNCTION sale_ended_changed();
--> statement-breakpoint
-- Existing sales, set-wise: those with a check naming someone and an end.
UPDATE transactions t SET cdd_held_since = h.held
  FROM (SELECT t2.id, coalesce(
        (SELECT max(c.completed_at) FROM purchase_intents c WHERE c.transaction_id = t2.id),
        greatest(t2.withdrawn_at, t2.archived_at)) AS held
      FROM transactions t2
      WHERE EXISTS (SELECT 1 FROM identity_checks ic WHERE ic.transaction_id = t2.id
        AND ic.person_details->>'first_name' <> 'Erased')) h
  WHERE t.id = h.id AND h.held IS NOT NULL;
