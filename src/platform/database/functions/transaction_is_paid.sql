-- The current definition of transaction_is_paid. Database.migrate applies every file in this
-- folder after the migrations, each time: to change it, edit this file (no migration). The
-- migrations hold its history (0004_sale-flags).
--
-- "Paid", defined once (admin.md §4): a sale is paid when its first order (its onboarding fee)
-- is 'succeeded', paid by card or settled at zero by a referral code. src/sales/payments/paid.ts
-- names it.
CREATE OR REPLACE FUNCTION transaction_is_paid(sale varchar) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT o.stripe_transaction_status FROM orders o
    WHERE o.transaction_id = sale ORDER BY o.created_at, o.id LIMIT 1) = 'succeeded', false)
$$;
