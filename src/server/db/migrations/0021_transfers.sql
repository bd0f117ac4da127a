-- Domains that move: transfers in and out, transfer locks and codes, registrant changes
-- (docs/transfers.md, docs/decisions/transfers.md).

-- A transfer in is an order of kind 'transfer' with the same statuses as any order. While the
-- losing registrar has the request it stays `processing` with registry_status
-- 'pending_transfer'. Its transfer code is kept sealed (secret-box.ts) only until the registry
-- has the request, then erased: `transfer_code_sealed` is null from then on.
ALTER TABLE orders DROP CONSTRAINT orders_kind_check;
ALTER TABLE orders ADD CONSTRAINT orders_kind_check
  CHECK (kind IN ('order', 'purchase', 'renewal', 'transfer'));
ALTER TABLE orders DROP CONSTRAINT orders_registry_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_registry_status_check
  CHECK (registry_status IN ('pending_create', 'pending_transfer'));
ALTER TABLE orders ADD COLUMN transfer_code_sealed text;
-- When the registry took the transfer request, and when the losing side's time runs out (the
-- registry approves it then, or the order fails at the timeout).
ALTER TABLE orders ADD COLUMN transfer_requested_at timestamptz;
ALTER TABLE orders ADD COLUMN transfer_action_at timestamptz;

-- How the domain came to the account, and its transfer state. `transfer_locked`: the owner's
-- lock (EPP clientTransferProhibited). `transfer_lock_until`: the policy's lock after a
-- registration, a transfer in or a registrant change (no transfer out before it), with its
-- reason. `transfer_code_expires_at`: a transfer code is set at the registry until then (we keep
-- no code: RFC 9154); null when the domain has none.
ALTER TABLE domains ADD COLUMN acquired_by text NOT NULL DEFAULT 'registration'
  CHECK (acquired_by IN ('registration', 'transfer_in'));
ALTER TABLE domains ADD COLUMN transfer_locked boolean NOT NULL DEFAULT false;
ALTER TABLE domains ADD COLUMN transfer_lock_until timestamptz;
ALTER TABLE domains ADD COLUMN transfer_lock_reason text
  CHECK (transfer_lock_reason IN ('registration', 'transfer_in', 'registrant_change'));
ALTER TABLE domains ADD COLUMN transfer_code_expires_at timestamptz;
UPDATE domains SET transfer_lock_until = registered_at + interval '60 days',
  transfer_lock_reason = 'registration';

-- Transfers away the registry told us of (its poll queue, or the sandbox's test call), with the
-- owner's answer. At most one pending per domain.
CREATE TABLE domain_transfers_away (
  id uuid PRIMARY KEY,
  domain_id uuid NOT NULL REFERENCES domains (id),
  organization_id uuid NOT NULL,
  livemode boolean NOT NULL,
  gaining_registrar text,
  status text NOT NULL
    CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled', 'completed')),
  requested_at timestamptz NOT NULL,
  auto_approve_at timestamptz,
  answered_at timestamptz,
  answered_by text,
  ended_at timestamptz
);
CREATE UNIQUE INDEX domain_transfers_away_pending_key ON domain_transfers_away (domain_id)
  WHERE status = 'pending';
CREATE INDEX domain_transfers_away_org ON domain_transfers_away (organization_id, livemode, status);

-- Each domain's registrants, the current one with valid_to null; a change closes the current row
-- and opens a new one (a registry makes a new contact object: `registry_contact_id`).
CREATE TABLE domain_registrants (
  id uuid PRIMARY KEY,
  domain_id uuid NOT NULL REFERENCES domains (id),
  contact jsonb NOT NULL,
  registry_contact_id text,
  valid_from timestamptz NOT NULL,
  valid_to timestamptz,
  changed_by text
);
CREATE UNIQUE INDEX domain_registrants_current_key ON domain_registrants (domain_id)
  WHERE valid_to IS NULL;
INSERT INTO domain_registrants (id, domain_id, contact, valid_from)
  SELECT gen_random_uuid(), d.id, o.contact, d.registered_at
  FROM domains d JOIN orders o ON o.id = d.order_id;
