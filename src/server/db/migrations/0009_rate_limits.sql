-- Rate-limit counters shared by every instance on this server: rate-limiter-flexible's
-- PostgreSQL store (http/shared-rate-limiter.ts). One row per limited key: `points` taken in
-- the window that ends at `expire` (milliseconds since the epoch). The library's own table,
-- created here rather than by the library at start (no DDL racing between instances, and
-- migrations are where tables come from). UNLOGGED: counters of a few seconds need no WAL;
-- after a crash they start again from empty.
CREATE UNLOGGED TABLE rate_limits (
  key text PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
