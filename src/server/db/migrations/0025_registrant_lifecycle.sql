-- The registrant's lifecycle: verification of the registrant's email, reminders before and
-- after expiry, the phases after expiry (auto-renew grace, redemption, pending delete) and the
-- messages sent to registrants (docs/lifecycle.md, docs/compliance.md).

-- Who sends the messages to an organization's registrants: the service (SMTP, `SMTP_URL`), or
-- the partner from its own product (each message arrives as a `registrant.message` event).
ALTER TABLE organizations ADD COLUMN registrant_messages text NOT NULL DEFAULT 'service'
  CHECK (registrant_messages IN ('service', 'partner'));

-- Registrant verification, kept on each domain (the verification itself is per organization,
-- mode and email: verifying once releases every domain of that registrant).
-- `not_required`: no trigger since the domain came (or it predates this migration).
-- `pending`: a message went out; unverified at `verification_deadline_at` → the domain is
-- suspended (`hold_reason` 'unverified_registrant', EPP clientHold) until verified.
ALTER TABLE domains ADD COLUMN registrant_verification text NOT NULL DEFAULT 'not_required'
  CHECK (registrant_verification IN ('not_required', 'pending', 'verified'));
ALTER TABLE domains ADD COLUMN verification_deadline_at timestamptz;
ALTER TABLE domains ADD COLUMN verified_at timestamptz;
-- Why the service holds the domain at the registry (clientHold); null: not held.
ALTER TABLE domains ADD COLUMN hold_reason text CHECK (hold_reason IN ('unverified_registrant'));
ALTER TABLE domains ADD COLUMN held_at timestamptz;

-- After expiry. `registered`: before expiry (or renewed). `grace`: expired; the registry
-- auto-renewed it and the registrant may still renew at the renewal price until
-- `grace_ends_at`; resolution is interrupted (parking). `redemption`: the service deleted it at
-- the registry; restorable at the restore price until `redemption_ends_at`. `pending_delete`:
-- no longer restorable; the registry releases the name at `purge_at` and the domain leaves the
-- account (status 'deleted').
ALTER TABLE domains ADD COLUMN phase text NOT NULL DEFAULT 'registered'
  CHECK (phase IN ('registered', 'grace', 'redemption', 'pending_delete'));
ALTER TABLE domains ADD COLUMN expired_at timestamptz;
ALTER TABLE domains ADD COLUMN grace_ends_at timestamptz;
ALTER TABLE domains ADD COLUMN registry_deleted_at timestamptz;
ALTER TABLE domains ADD COLUMN redemption_ends_at timestamptz;
ALTER TABLE domains ADD COLUMN purge_at timestamptz;
-- The delegation a parked domain had (outside nameservers), put back when it is renewed or
-- restored; null when not parked or when its zone is hosted here.
ALTER TABLE domains ADD COLUMN parked_nameservers text[];
CREATE INDEX domains_phase_idx ON domains (phase) WHERE phase <> 'registered';

-- Every message to a registrant: what, to whom, when, and how it went (the record the policies
-- ask for, and the outbox its delivery worker reads). `body_text` is the message as sent with any
-- link's secret replaced by "…"; `secret_params` (sealed, secret-box.ts) holds what the message
-- needs and must not be kept (a verification link) until it is delivered, then it is erased.
-- `dedupe_key`: one message per key (an expiry's reminder), across instances.
CREATE TABLE registrant_messages (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations (id),
  livemode boolean NOT NULL,
  domain_id uuid REFERENCES domains (id),
  kind text NOT NULL
    CHECK (kind IN ('verification', 'expiry_reminder', 'expiry_notice', 'data_reminder')),
  recipient text NOT NULL,
  locale text NOT NULL,
  params jsonb NOT NULL DEFAULT '{}',
  secret_params text,
  subject text,
  body_text text,
  -- 'smtp': the service sent it; 'partner': delivered as a `registrant.message` event; 'log':
  -- no SMTP configured (development), written to the log.
  delivery text CHECK (delivery IN ('smtp', 'partner', 'log')),
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  last_error text,
  dedupe_key text UNIQUE,
  created_at timestamptz NOT NULL,
  sent_at timestamptz
);
CREATE INDEX registrant_messages_due_idx ON registrant_messages (next_attempt_at)
  WHERE status = 'queued';
CREATE INDEX registrant_messages_org_idx
  ON registrant_messages (organization_id, livemode, created_at DESC, id DESC);
CREATE INDEX registrant_messages_domain_idx ON registrant_messages (domain_id, created_at DESC);
