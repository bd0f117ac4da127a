-- The sandbox registry's life after expiry, as gTLD registries run it (`registrar/sandbox/expiry.ts`,
-- docs/lifecycle.md): at its expiry a name is renewed by the registry for a year (the auto-renew
-- grace period starts at `auto_renewed_at`); deleted inside that period it is credited back and
-- enters redemption (`deleted_at` until `redemption_ends_at`: restorable, RFC 3915), then pending
-- delete until `purge_at`, when the row is removed and the name is available again. The clock is
-- worked out from these dates and the caller's `now` under a row lock: no worker of its own.
ALTER TABLE sandbox_registry ADD COLUMN auto_renewed_at timestamptz;
ALTER TABLE sandbox_registry ADD COLUMN deleted_at timestamptz;
ALTER TABLE sandbox_registry ADD COLUMN redemption_ends_at timestamptz;
ALTER TABLE sandbox_registry ADD COLUMN purge_at timestamptz;
-- The last restore's report (RFC 3915 `rgp:report`: preData, postData, deletedAt, restoredAt,
-- reason), kept as the registry would keep it.
ALTER TABLE sandbox_registry ADD COLUMN restore_report jsonb;
-- The registrar's clientHold (also added by the verification work's migration: whichever runs
-- first adds it).
ALTER TABLE sandbox_registry ADD COLUMN IF NOT EXISTS on_hold boolean NOT NULL DEFAULT false;
