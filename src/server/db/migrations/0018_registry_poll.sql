-- The registry's poll queue (RFC 5730 2.9.2.3) and pending actions (RFC 5731 3.3):
-- docs/decisions/registry-poll.md.

-- Every service message the poll worker took from the registry, stored before it is acked: a
-- crash between the two re-reads the same message, which the registry's message id (unique per
-- mode) makes a no-op. `raw` is the message's resData/extension XML, auth codes redacted.
CREATE TABLE registry_messages (
  id uuid PRIMARY KEY,
  livemode boolean NOT NULL,
  registry_msg_id text NOT NULL,
  queued_at timestamptz,
  message text NOT NULL,
  kind text NOT NULL,
  domain_name text,
  raw text NOT NULL,
  action text NOT NULL,
  received_at timestamptz NOT NULL,
  acked_at timestamptz
);
CREATE UNIQUE INDEX registry_messages_msg_key ON registry_messages (livemode, registry_msg_id);

-- A registration the registry answered 1001 (pending): the order stays `processing` and says the
-- registry's state here (`pending_create`) until poll or domain:info settles it.
ALTER TABLE orders ADD COLUMN registry_status text CHECK (registry_status IN ('pending_create'));

-- A domain that left the account (transferred away, deleted by the registry) keeps its row (its
-- renewal charges and events refer to it) with a status the API never shows: it is gone from
-- lists and lookups, and the name may be held again (a later registration or transfer in).
ALTER TABLE domains DROP CONSTRAINT domains_status_check;
ALTER TABLE domains ADD CONSTRAINT domains_status_check
  CHECK (status IN ('active', 'expired', 'transferred_away', 'deleted'));
ALTER TABLE domains ADD COLUMN left_at timestamptz;
DROP INDEX domains_name_key;
CREATE UNIQUE INDEX domains_name_key ON domains (livemode, name)
  WHERE status IN ('active', 'expired');

-- One poller per deployment (per mode with a registry): the instance whose lease is current
-- polls; another takes over once it lapses (an instance that stopped or died).
CREATE TABLE registry_poll_lease (
  livemode boolean PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
);
