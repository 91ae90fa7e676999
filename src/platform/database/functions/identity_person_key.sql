-- The current definition of identity_person_key. Database.migrate applies every file in this
-- folder after the migrations, each time: to change it, edit this file (no migration). The
-- migrations hold its history (0014_identity-person-key).
--
-- Who an identity check is for, defined once (admin.md §4): a check belongs to the person of the
-- sale with the same role, e-mail, first and last name, each trimmed and in any case. The feed's
-- identity status (transaction_identity_status) and the identity-check tab and commands
-- (IdentityChecksRepository) all compare these keys; nothing else matches people to checks.
CREATE OR REPLACE FUNCTION identity_person_key(person_type text, email text, first_name text,
  last_name text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT person_type || '|' || lower(trim(coalesce(email, ''))) || '|'
    || lower(trim(coalesce(first_name, ''))) || '|' || lower(trim(coalesce(last_name, '')))
$$;
