-- The registrar's own account at each mode's registry (docs/registries.md, "Registry account
-- and receipts"): whether the registry refused a create or renew for an empty deposit (EPP 2104),
-- since when, and when the order worker next tries one order to learn whether funds are back.
-- One row per mode, written only once the registry has said something about the account.
CREATE TABLE registry_accounts (
  livemode boolean PRIMARY KEY,
  registrar text NOT NULL,
  funds_exhausted boolean NOT NULL DEFAULT false,
  since timestamptz,
  message text,
  next_probe_at timestamptz,
  probe_delay_ms integer NOT NULL DEFAULT 0,
  balance numeric(14, 2),
  credit_limit numeric(14, 2),
  currency text,
  updated_at timestamptz NOT NULL
);

-- The operator's record of what happened to the registry account (funds exhausted, funds back),
-- oldest first: not a partner event, since no organization owns the registrar's deposit.
CREATE TABLE registry_account_events (
  id bigserial PRIMARY KEY,
  livemode boolean NOT NULL,
  registrar text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('funds_exhausted', 'funds_restored')),
  message text NOT NULL,
  at timestamptz NOT NULL
);

-- What the registry said of the transform it executed (transaction id, charged fee), kept with
-- the registration's order, a renewal paid by card's order, and each renewal charged to the
-- organization.
ALTER TABLE orders ADD COLUMN registry_receipt jsonb;
ALTER TABLE renewal_charges ADD COLUMN registry_receipt jsonb;
