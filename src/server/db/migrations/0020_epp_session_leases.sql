-- The registry's EPP session limit across instances (EPP_SESSION_LIMIT): one row per slot
-- (1..limit) an instance holds for one open session (registrar/epp/session-slots.ts). A slot is
-- free when it has no row or its lease expired: holders renew their leases while the session
-- lives, so the slots of an instance that died come free after the lease (its TCP sessions
-- died with it). UNLOGGED: after a database crash every instance takes its slots again.
CREATE UNLOGGED TABLE epp_session_leases (
  slot integer PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
);
