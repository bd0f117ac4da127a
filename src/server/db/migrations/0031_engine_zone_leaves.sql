-- A domain that leaves the account (migration 0023 drops its zone and records): a zone an
-- engine serves (migration 0030) must leave the engine too, so its row stays as the outbox's
-- last entry, due now with no records; the zone-sync worker deletes the zone at the engine,
-- then the row. A built-in zone's row goes at once, as before.
CREATE OR REPLACE FUNCTION drop_zone_of_domain_that_left() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dns_records WHERE domain_id = NEW.id;
  DELETE FROM dns_zones WHERE domain_id = NEW.id AND provider = 'builtin';
  UPDATE dns_zones SET sync_due_at = now(), updated_at = now() WHERE domain_id = NEW.id;
  RETURN NULL;
END $$;
