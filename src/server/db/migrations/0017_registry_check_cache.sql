-- A short cache of the registry's domain:check answers (docs/decisions/registries-over-epp.md,
-- "Fees and check volume"), shared by every instance on the server: a name searched again within
-- EPP_CHECK_CACHE_SECONDS is answered from here, not asked again. `registry` tells apart the
-- accounts (registry host and client id); `answer` is the adapter's availability for one year.
-- Never read before a create or a renewal: those ask the registry.
CREATE TABLE registry_check_cache (
  registry text NOT NULL,
  name text NOT NULL,
  answer jsonb NOT NULL,
  checked_at timestamptz NOT NULL,
  PRIMARY KEY (registry, name)
);
CREATE INDEX registry_check_cache_checked_at ON registry_check_cache (checked_at);
