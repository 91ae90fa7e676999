-- The current definition of user_identity_changed and its trigger. Database.migrate applies
-- every file in this folder after the migrations, each time: to change them, edit this file (no
-- migration). The migrations hold their history (0004_sale-flags).
--
-- A renamed user (or a new e-mail) may stop or start matching a check: the sales they are the
-- primary seller or buyer of are refreshed.
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

CREATE OR REPLACE TRIGGER users_sale_flags AFTER UPDATE OF email, first_name, last_name ON users
  FOR EACH ROW
  WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.first_name IS DISTINCT FROM NEW.first_name
    OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION user_identity_changed();
