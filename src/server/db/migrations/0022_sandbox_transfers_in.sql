-- The sandbox registrar's gaining side (docs/transfers.md, "The sandbox's test names and calls"):
-- the transfer requests it took for names "another registrar" holds, as a registry keeps them.
-- The code presented with a request is kept only as its SHA-256 hash, as a registry keeps
-- authInfo. `reference` is our order's id: asking again with it answers the same request.
CREATE TABLE sandbox_transfers_in (
  reference text PRIMARY KEY,
  name text NOT NULL,
  auth_code_sha256 text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'completed', 'refused', 'cancelled')),
  requested_at timestamptz NOT NULL,
  action_at timestamptz NOT NULL,
  -- The losing registrar's expiry of the name when it was asked; the transfer adds a year to it.
  expires_elsewhere_at timestamptz NOT NULL,
  ended_at timestamptz
);
-- One pending request per name at a time, as a registry allows.
CREATE UNIQUE INDEX sandbox_transfers_in_pending_key ON sandbox_transfers_in (name)
  WHERE status = 'pending';
