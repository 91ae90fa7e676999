-- The current definition of purchase_intent_person_changed and its trigger. Database.migrate
-- applies every file in this folder after the migrations, each time: to change them, edit this
-- file (no migration). The migrations hold their history (0004_sale-flags).
--
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

CREATE OR REPLACE TRIGGER purchase_intent_people_sale_flags AFTER INSERT OR DELETE
  OR UPDATE OF person_id, role, purchase_intent_id ON purchase_intent_people
  FOR EACH ROW EXECUTE FUNCTION purchase_intent_person_changed();
