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
