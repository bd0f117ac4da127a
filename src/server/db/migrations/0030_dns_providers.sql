-- DNS providers (docs/dns.md): a zone is answered by the service's own server (`builtin`) or
-- served by an engine (`powerdns`) that the zone-sync worker feeds. The service's records stay
-- the source of truth; the zone row is also the outbox of its delivery: a change bumps `serial`
-- and makes the zone due (`sync_due_at`) in the same transaction; the worker applies the zone's
-- state at that serial to the engine and records `applied_serial`. Zones changed while the
-- engine is down stay due, retried with back-off (`sync_attempts`, `sync_error`).
ALTER TABLE dns_zones
  ADD COLUMN provider text NOT NULL DEFAULT 'builtin'
    CHECK (provider IN ('builtin', 'powerdns')),
  -- The serial the engine last confirmed; null: nothing delivered yet (or a builtin zone).
  ADD COLUMN applied_serial bigint,
  ADD COLUMN applied_at timestamptz,
  -- When the engine first held the zone (null: to be created there).
  ADD COLUMN engine_created_at timestamptz,
  -- The delivery outbox: due when not null and in the past; a worker holds a lease meanwhile.
  ADD COLUMN sync_due_at timestamptz,
  ADD COLUMN sync_lease_until timestamptz,
  ADD COLUMN sync_attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN sync_error text,
  -- The last comparison of the engine's zone with ours, and what it repaired (JSON list).
  ADD COLUMN drift_checked_at timestamptz,
  ADD COLUMN drift_repaired jsonb,
  -- DNSSEC at the engine: 'off', 'signing' (asked, DS not known yet) or 'signed' (ds_records).
  ADD COLUMN dnssec text NOT NULL DEFAULT 'off' CHECK (dnssec IN ('off', 'signing', 'signed')),
  ADD COLUMN ds_records jsonb;

CREATE INDEX dns_zones_sync_due ON dns_zones (sync_due_at) WHERE sync_due_at IS NOT NULL;

-- The zone serial of a record's last write: a record is pending while it is above the zone's
-- applied serial (engine zones only).
ALTER TABLE dns_records ADD COLUMN serial bigint;

-- The DS records the registry holds for the domain (null or []: none): published while the
-- domain is delegated to its signed zone's nameservers, withdrawn before they move away.
ALTER TABLE domains ADD COLUMN ds_at_registry jsonb;
