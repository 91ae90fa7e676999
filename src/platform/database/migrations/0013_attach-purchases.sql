-- Groundwork II: a purchase belongs to its sale by purchase_intents.transaction_id alone. Until
-- now only demo data set it; every purchase whose buyer chose a property joins the sale a buyer
-- choosing it today would join (PurchaseIntentsService: the property's newest paid sale, else
-- its newest sale). The sale-flag triggers refresh each sale's identity status as it happens.
UPDATE purchase_intents pi SET transaction_id = (
  SELECT t.id FROM transactions t WHERE t.property_id = pi.property_id
  ORDER BY t.is_paid DESC, t.created_at DESC, t.id DESC LIMIT 1)
WHERE pi.transaction_id IS NULL AND pi.property_id IS NOT NULL
  AND EXISTS (SELECT 1 FROM transactions t WHERE t.property_id = pi.property_id);
