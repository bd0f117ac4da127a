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
