-- The current definition of sale_ended_changed and its trigger. Database.migrate applies every
-- file in this folder after the migrations, each time: to change them, edit this file (no
-- migration). The migrations hold their history (0031_cdd-held-since).
--
-- A sale's own withdrawal and archiving (and their reversal) refresh it. The refresh's own
-- update never sets these columns, so it does not fire this trigger again.
CREATE OR REPLACE FUNCTION sale_ended_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_transaction_flags(NEW.id);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER transactions_ended_flags AFTER UPDATE OF withdrawn_at, archived_at
  ON transactions
  FOR EACH ROW
  WHEN (OLD.withdrawn_at IS DISTINCT FROM NEW.withdrawn_at
    OR OLD.archived_at IS DISTINCT FROM NEW.archived_at)
  EXECUTE FUNCTION sale_ended_changed();
