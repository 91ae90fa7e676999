-- The current definition of person_identity_changed and its trigger. Database.migrate applies
-- every file in this folder after the migrations, each time: to change them, edit this file (no
-- migration). The migrations hold their history (0004_sale-flags).
--
-- A renamed person (or a new e-mail) may stop or start matching a check: the sales they sell or
-- buy in are refreshed.
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

CREATE OR REPLACE TRIGGER people_sale_flags AFTER UPDATE OF email, first_name, last_name ON people
  FOR EACH ROW
  WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.first_name IS DISTINCT FROM NEW.first_name
    OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION person_identity_changed();
