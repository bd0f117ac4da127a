-- Instances cache hosted sessions' client tokens for a few seconds (hosted/sessions.ts, the
-- same cache as API keys: auth/credential-cache.ts). Any change that can end a token or change
-- what it may do (revoked, rotated by a refresh, its expiry, scope or owner changed, the row
-- deleted, the table truncated) is announced on the `credentials` channel, committed with the
-- change: the payload is the session's id, or '*' for "forget every credential". Session ids
-- and API key ids are both UUIDs, so each cache forgets only its own.
CREATE FUNCTION notify_hosted_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('credentials', '*');
  ELSE
    PERFORM pg_notify('credentials', OLD.id::text);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER hosted_sessions_notify_change
  AFTER UPDATE OF revoked_at, token_hash, expires_at, organization_id, allowed_actions,
    external_account_id OR DELETE ON hosted_sessions
  FOR EACH ROW EXECUTE FUNCTION notify_hosted_session_change();
CREATE TRIGGER hosted_sessions_notify_truncate
  AFTER TRUNCATE ON hosted_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_hosted_session_change();
