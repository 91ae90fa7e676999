ALTER TABLE "transactions" ADD COLUMN "is_paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "identity_status" text DEFAULT 'outstanding' NOT NULL;--> statement-breakpoint
CREATE INDEX "transactions_paid_idx" ON "transactions" USING btree ("is_paid","created_at");--> statement-breakpoint
CREATE INDEX "transactions_identity_status_idx" ON "transactions" USING btree ("identity_status","created_at");--> statement-breakpoint
-- "Paid", defined once (admin.md §4): a sale is paid when its first order (its onboarding fee)
-- is 'succeeded', paid by card or settled at zero by a referral code. src/orders/paid.ts names it.
CREATE OR REPLACE FUNCTION transaction_is_paid(sale varchar) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT o.stripe_transaction_status FROM orders o
    WHERE o.transaction_id = sale ORDER BY o.created_at, o.id LIMIT 1) = 'succeeded', false)
$$;
--> statement-breakpoint
-- The feed's 'Thirdfort Checks' status (admin.md §4, `feedIdentityStatus` in
-- src/identity-checks/identity-checks.rules.ts): of everyone who needs a check (the sellers, the
-- buyers of active purchase intents and their giftors), a person is covered by a pending or
-- complete check of the sale with their role, e-mail and names (any case, trimmed). Outstanding
-- when nobody is covered, complete when everybody is, in progress otherwise.
CREATE OR REPLACE FUNCTION transaction_identity_status(sale varchar) RETURNS text
LANGUAGE sql STABLE AS $$
  WITH person AS (
    SELECT 'seller' AS person_type, u.email, u.first_name, u.last_name
      FROM transactions t JOIN users u ON u.id = t.primary_seller_id WHERE t.id = sale
    UNION ALL
    SELECT 'seller', p.email, p.first_name, p.last_name
      FROM transaction_sellers ts JOIN people p ON p.id = ts.person_id
      WHERE ts.transaction_id = sale
    UNION ALL
    SELECT 'buyer', u.email, u.first_name, u.last_name
      FROM purchase_intents pi JOIN users u ON u.id = pi.primary_buyer_id
      WHERE pi.transaction_id = sale AND pi.is_active
    UNION ALL
    SELECT CASE pip.role WHEN 'giftor' THEN 'giftor' ELSE 'buyer' END,
        p.email, p.first_name, p.last_name
      FROM purchase_intents pi
      JOIN purchase_intent_people pip ON pip.purchase_intent_id = pi.id
      JOIN people p ON p.id = pip.person_id
      WHERE pi.transaction_id = sale AND pi.is_active
  ), checked AS (
    SELECT EXISTS (SELECT 1 FROM identity_checks ic
      WHERE ic.transaction_id = sale AND ic.status IN ('pending', 'complete')
        AND ic.person_type = person.person_type
        AND lower(trim(ic.person_details->>'email')) = lower(trim(coalesce(person.email, '')))
        AND lower(trim(ic.person_details->>'first_name')) = lower(trim(person.first_name))
        AND lower(trim(ic.person_details->>'last_name')) = lower(trim(person.last_name))
    ) AS covered
    FROM person
  )
  SELECT CASE
    WHEN NOT EXISTS (SELECT 1 FROM identity_checks ic
      WHERE ic.transaction_id = sale AND ic.status IN ('pending', 'complete')) THEN 'outstanding'
    WHEN (SELECT count(*) FROM checked WHERE covered) = 0 THEN 'outstanding'
    WHEN (SELECT bool_and(covered) FROM checked) THEN 'complete'
    ELSE 'in progress' END
$$;
--> statement-breakpoint
-- Stores both for one sale, writing the row only when a value changes.
CREATE OR REPLACE FUNCTION refresh_transaction_flags(sale varchar) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  paid boolean;
  identity text;
BEGIN
  IF sale IS NULL THEN RETURN; END IF;
  paid := transaction_is_paid(sale);
  identity := transaction_identity_status(sale);
  UPDATE transactions SET is_paid = paid, identity_status = identity
    WHERE id = sale AND (is_paid IS DISTINCT FROM paid OR identity_status IS DISTINCT FROM identity);
END $$;
--> statement-breakpoint
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
--> statement-breakpoint
CREATE TRIGGER orders_sale_flags AFTER INSERT OR DELETE
  OR UPDATE OF stripe_transaction_status, transaction_id, created_at ON orders
  FOR EACH ROW EXECUTE FUNCTION sale_row_changed();
--> statement-breakpoint
CREATE TRIGGER identity_checks_sale_flags AFTER INSERT OR DELETE
  OR UPDATE OF status, person_type, person_details, transaction_id ON identity_checks
  FOR EACH ROW EXECUTE FUNCTION sale_row_changed();
--> statement-breakpoint
CREATE TRIGGER transaction_sellers_sale_flags AFTER INSERT OR DELETE
  OR UPDATE OF person_id, transaction_id ON transaction_sellers
  FOR EACH ROW EXECUTE FUNCTION sale_row_changed();
--> statement-breakpoint
CREATE TRIGGER purchase_intents_sale_flags AFTER INSERT OR DELETE
  OR UPDATE OF is_active, primary_buyer_id, transaction_id ON purchase_intents
  FOR EACH ROW EXECUTE FUNCTION sale_row_changed();
--> statement-breakpoint
-- Buyers and giftors of a purchase intent belong to the intent's sale.
CREATE OR REPLACE FUNCTION purchase_intent_person_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM refresh_transaction_flags(
      (SELECT pi.transaction_id FROM purchase_intents pi WHERE pi.id = OLD.purchase_intent_id));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM refresh_transaction_flags(
      (SELECT pi.transaction_id FROM purchase_intents pi WHERE pi.id = NEW.purchase_intent_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER purchase_intent_people_sale_flags AFTER INSERT OR DELETE
  OR UPDATE OF person_id, role, purchase_intent_id ON purchase_intent_people
  FOR EACH ROW EXECUTE FUNCTION purchase_intent_person_changed();
--> statement-breakpoint
-- A renamed person or user (or a new e-mail) may stop or start matching a check.
CREATE OR REPLACE FUNCTION person_identity_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  sale varchar;
BEGIN
  FOR sale IN
    SELECT ts.transaction_id FROM transaction_sellers ts WHERE ts.person_id = NEW.id
    UNION
    SELECT pi.transaction_id FROM purchase_intent_people pip
      JOIN purchase_intents pi ON pi.id = pip.purchase_intent_id
      WHERE pip.person_id = NEW.id AND pi.transaction_id IS NOT NULL
  LOOP
    PERFORM refresh_transaction_flags(sale);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER people_sale_flags AFTER UPDATE OF email, first_name, last_name ON people
  FOR EACH ROW
  WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.first_name IS DISTINCT FROM NEW.first_name
    OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION person_identity_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_identity_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  sale varchar;
BEGIN
  FOR sale IN
    SELECT t.id FROM transactions t WHERE t.primary_seller_id = NEW.id
    UNION
    SELECT pi.transaction_id FROM purchase_intents pi
      WHERE pi.primary_buyer_id = NEW.id AND pi.transaction_id IS NOT NULL
  LOOP
    PERFORM refresh_transaction_flags(sale);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_sale_flags AFTER UPDATE OF email, first_name, last_name ON users
  FOR EACH ROW
  WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.first_name IS DISTINCT FROM NEW.first_name
    OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION user_identity_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sale_seller_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_transaction_flags(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER transactions_sale_flags AFTER UPDATE OF primary_seller_id ON transactions
  FOR EACH ROW WHEN (OLD.primary_seller_id IS DISTINCT FROM NEW.primary_seller_id)
  EXECUTE FUNCTION sale_seller_changed();
--> statement-breakpoint
-- The sales that exist already.
UPDATE transactions SET is_paid = transaction_is_paid(id),
  identity_status = transaction_identity_status(id);
