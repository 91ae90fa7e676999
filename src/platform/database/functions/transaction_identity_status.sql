-- The current definition of transaction_identity_status. Database.migrate applies every file in
-- this folder after the migrations, each time: to change it, edit this file (no migration). The
-- migrations hold its history (0004_sale-flags, 0014_identity-person-key).
--
-- The feed's 'Thirdfort Checks' status (admin.md §4): of everyone who needs a check (the sellers,
-- the buyers of active purchases of the sale and their giftors), a person is covered by a pending
-- or complete check of the sale with their key (identity_person_key). Outstanding when nobody is
-- covered, complete when everybody is, in progress otherwise; failed (before all of these) when
-- someone's check of the sale failed and no pending or complete check covers them since (issue 35:
-- staff act on it). refresh_transaction_flags stores it as transactions.identity_status.
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
        AND identity_person_key(ic.person_type, ic.person_details->>'email',
              ic.person_details->>'first_name', ic.person_details->>'last_name')
          = identity_person_key(person.person_type, person.email, person.first_name, person.last_name)
    ) AS covered,
    EXISTS (SELECT 1 FROM identity_checks ic
      WHERE ic.transaction_id = sale AND ic.status = 'failed'
        AND identity_person_key(ic.person_type, ic.person_details->>'email',
              ic.person_details->>'first_name', ic.person_details->>'last_name')
          = identity_person_key(person.person_type, person.email, person.first_name, person.last_name)
    ) AS failed
    FROM person
  )
  SELECT CASE
    WHEN EXISTS (SELECT 1 FROM checked WHERE failed AND NOT covered) THEN 'failed'
    WHEN NOT EXISTS (SELECT 1 FROM identity_checks ic
      WHERE ic.transaction_id = sale AND ic.status IN ('pending', 'complete')) THEN 'outstanding'
    WHEN (SELECT count(*) FROM checked WHERE covered) = 0 THEN 'outstanding'
    WHEN (SELECT bool_and(covered) FROM checked) THEN 'complete'
    ELSE 'in progress' END
$$;
