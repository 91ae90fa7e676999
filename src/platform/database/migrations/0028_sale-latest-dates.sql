ALTER TABLE "transactions" ADD COLUMN "latest_sale_agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "latest_exchanged_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "transactions_latest_sale_agreed_idx" ON "transactions" USING btree ("latest_sale_agreed_at","id");--> statement-breakpoint
CREATE INDEX "transactions_latest_exchanged_idx" ON "transactions" USING btree ("latest_exchanged_at","id");
--> statement-breakpoint
-- The dates of a sale's latest purchase, the one the back office's row shows (latestPurchaseOf
-- in src/sale-parties/sale-parties.sql.ts: the active one first, then the newest), kept on the
-- sale's row so that the transactions table's date ranges read the sale's own indexes.
CREATE OR REPLACE FUNCTION transaction_latest_purchase_dates(sale varchar,
  OUT sale_agreed_at timestamptz, OUT exchanged_at timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT pi.sale_agreed_at, pi.exchanged_at FROM purchase_intents pi
    WHERE pi.transaction_id = sale
    ORDER BY pi.is_active DESC, pi.created_at DESC, pi.id DESC LIMIT 1
$$;
--> statement-breakpoint
-- The stored flags of migration 0004, and now the latest purchase's dates, for one sale; the row
-- is written only when a value changes.
CREATE OR REPLACE FUNCTION refresh_transaction_flags(sale varchar) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  paid boolean;
  identity text;
  agreed timestamptz;
  exchanged timestamptz;
BEGIN
  IF sale IS NULL THEN RETURN; END IF;
  paid := transaction_is_paid(sale);
  identity := transaction_identity_status(sale);
  SELECT d.sale_agreed_at, d.exchanged_at INTO agreed, exchanged
    FROM transaction_latest_purchase_dates(sale) d;
  UPDATE transactions SET is_paid = paid, identity_status = identity,
      latest_sale_agreed_at = agreed, latest_exchanged_at = exchanged
    WHERE id = sale AND (is_paid IS DISTINCT FROM paid OR identity_status IS DISTINCT FROM identity
      OR latest_sale_agreed_at IS DISTINCT FROM agreed
      OR latest_exchanged_at IS DISTINCT FROM exchanged);
END $$;
--> statement-breakpoint
-- A purchase's dates, its order among the sale's purchases and its activity now move the sale's
-- stored dates too.
DROP TRIGGER IF EXISTS purchase_intents_sale_flags ON purchase_intents;
--> statement-breakpoint
CREATE TRIGGER purchase_intents_sale_flags AFTER INSERT OR DELETE
  OR UPDATE OF is_active, primary_buyer_id, transaction_id, sale_agreed_at, exchanged_at, created_at
  ON purchase_intents
  FOR EACH ROW EXECUTE FUNCTION sale_row_changed();
--> statement-breakpoint
-- Existing sales, set-wise: each sale's latest purchase in one pass over purchase_intents.
UPDATE transactions t SET latest_sale_agreed_at = d.sale_agreed_at,
    latest_exchanged_at = d.exchanged_at
  FROM (SELECT DISTINCT ON (pi.transaction_id) pi.transaction_id, pi.sale_agreed_at, pi.exchanged_at
      FROM purchase_intents pi WHERE pi.transaction_id IS NOT NULL
      ORDER BY pi.transaction_id, pi.is_active DESC, pi.created_at DESC, pi.id DESC) d
  WHERE t.id = d.transaction_id AND (d.sale_agreed_at IS NOT NULL OR d.exchanged_at IS NOT NULL);
