-- Instances cache API keys for a few seconds (auth/credential-cache.ts). Any change that can
-- end a key (revoked, deleted, its table truncated) is announced on the `credentials` channel,
-- committed with the change, so every instance listening drops the key at once: the payload is
-- the key's id, or '*' for "forget every key".
CREATE FUNCTION notify_api_key_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('credentials', '*');
  ELSE
    PERFORM pg_notify('credentials', OLD.id::text);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER api_keys_notify_change
  AFTER UPDATE OF revoked_at, secret_hash, organization_id OR DELETE ON api_keys
  FOR EACH ROW EXECUTE FUNCTION notify_api_key_change();
CREATE TRIGGER api_keys_notify_truncate
  AFTER TRUNCATE ON api_keys
  FOR EACH STATEMENT EXECUTE FUNCTION notify_api_key_change();

-- On PGlite, the sandbox registrar keeps the registry's names in memory (its availability
-- check then needs no query): each change of a name is announced on `sandbox_registry`
-- ('+name', '-name', '*' for all), only in a session that asked for it with
-- `SET registrar.notify_registry = 'on'` (PostgreSQL instances never do: a notifying commit
-- takes a global lock, which order creation need not pay there).
CREATE FUNCTION notify_sandbox_registry_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('registrar.notify_registry', true) IS DISTINCT FROM 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('sandbox_registry', '*');
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('sandbox_registry', '-' || OLD.name);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM pg_notify('sandbox_registry', '+' || NEW.name);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER sandbox_registry_notify_change
  AFTER INSERT OR DELETE OR UPDATE OF name ON sandbox_registry
  FOR EACH ROW EXECUTE FUNCTION notify_sandbox_registry_change();
CREATE TRIGGER sandbox_registry_notify_truncate
  AFTER TRUNCATE ON sandbox_registry
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sandbox_registry_change();
