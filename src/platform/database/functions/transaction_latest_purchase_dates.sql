-- The current definition of transaction_latest_purchase_dates. Database.migrate applies every
-- file in this folder after the migrations, each time: to change it, edit this file (no
-- migration). The migrations hold its history (0028_sale-latest-dates).
--
-- The dates of a sale's latest purchase, the one the back office's row shows (latestPurchaseOf
-- in src/platform/database/reads/sale-parties.sql.ts: the active one first, then the newest),
-- kept on the sale's row (refresh_transaction_flags) so that the transactions table's date
-- ranges read the sale's own indexes.
CREATE OR REPLACE FUNCTION transaction_latest_purchase_dates(sale varchar,
  OUT sale_agreed_at timestamptz, OUT exchanged_at timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT pi.sale_agreed_at, pi.exchanged_at FROM purchase_intents pi
    WHERE pi.transaction_id = sale
    ORDER BY pi.is_active DESC, pi.created_at DESC, pi.id DESC LIMIT 1
$$;
