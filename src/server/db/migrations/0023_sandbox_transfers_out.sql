-- The sandbox registry's losing side of a transfer (docs/transfers.md, "Transfer out"): what a
-- registry keeps of a name we sponsor. `transfer_locked`: clientTransferProhibited.
-- `auth_code_hash`: the transfer code's salted scrypt hash (`scrypt$N$r$p$salt$key`, never the code), valid until
-- `auth_code_expires_at`; cleared when a transfer completes (single use) or the code expires.
-- A pending request from another registrar: `transfer_requested_at`, its gaining registrar and
-- `transfer_auto_approve_at` (the registry approves it then unless it was answered).
-- `sponsor`: null while we sponsor the name; the gaining registrar once it left (the name stays
-- registered, so it is still taken).
ALTER TABLE sandbox_registry ADD COLUMN transfer_locked boolean NOT NULL DEFAULT false;
ALTER TABLE sandbox_registry ADD COLUMN auth_code_hash text;
ALTER TABLE sandbox_registry ADD COLUMN auth_code_expires_at timestamptz;
ALTER TABLE sandbox_registry ADD COLUMN transfer_requested_at timestamptz;
ALTER TABLE sandbox_registry ADD COLUMN transfer_gaining_registrar text;
ALTER TABLE sandbox_registry ADD COLUMN transfer_auto_approve_at timestamptz;
ALTER TABLE sandbox_registry ADD COLUMN sponsor text;
CREATE INDEX sandbox_registry_transfer_due ON sandbox_registry (transfer_auto_approve_at)
  WHERE transfer_auto_approve_at IS NOT NULL;

-- A domain that leaves the account (transferred away, or deleted by the registry) is no longer
-- served nor synced by DNS: its zone and records are dropped with the change of its status,
-- whichever code makes it (the transfer routes, the transfer worker, the registry's poll queue).
-- A domain that comes back is a new row with a new zone.
CREATE FUNCTION drop_zone_of_domain_that_left() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dns_records WHERE domain_id = NEW.id;
  DELETE FROM dns_zones WHERE domain_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER domains_left_drop_zone
  AFTER UPDATE OF status ON domains
  FOR EACH ROW
  WHEN (NEW.status IN ('transferred_away', 'deleted') AND OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION drop_zone_of_domain_that_left();
