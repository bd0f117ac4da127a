-- The DS records the sandbox registry publishes for a name (`registrar/sandbox/dnssec.ts`,
-- docs/dns.md "DNSSEC"): a JSON list of {key_tag, algorithm, digest_type, digest}, replaced
-- whole by each update as an EPP secDNS-1.1 registry does; [] when none.
ALTER TABLE sandbox_registry ADD COLUMN ds_records jsonb NOT NULL DEFAULT '[]'::jsonb;
