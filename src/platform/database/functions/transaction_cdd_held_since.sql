-- The current definition of transaction_cdd_held_since. Database.migrate applies every file in
-- this folder after the migrations, each time: to change it, edit this file (no migration). The
-- migrations hold its history (0031_cdd-held-since).
--
-- When the customer due diligence of a sale started its five years (Money Laundering Regulations
-- 2017, regulation 40: from the end of the business relationship): the latest completion of its
-- purchases, else its withdrawal or archiving; null while the sale goes on, and null once none
-- of its identity checks names anyone (the retention run anonymised them, or there were none).
-- refresh_transaction_flags keeps it on the sale's row (transactions.cdd_held_since).
CREATE OR REPLACE FUNCTION transaction_cdd_held_since(sale varchar) RETURNS timestamptz
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN EXISTS (SELECT 1 FROM identity_checks ic WHERE ic.transaction_id = sale
      AND ic.person_details->>'first_name' <> 'Erased')
    THEN coalesce(
      (SELECT max(c.completed_at) FROM purchase_intents c WHERE c.transaction_id = sale),
      (SELECT greatest(t.withdrawn_at, t.archived_at) FROM transactions t WHERE t.id = sale))
  END
$$;
