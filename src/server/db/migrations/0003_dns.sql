-- DNS: the records of each hosted zone and a per-zone SOA serial. A zone is a domain of the
-- service; its row in dns_zones is created on the first change and is also the lock that
-- serialises changes to one zone (zone rules are checked against the records under it).
CREATE TABLE dns_zones (
  domain_id uuid PRIMARY KEY REFERENCES domains(id) ON DELETE CASCADE,
  serial bigint NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE dns_records (
  id uuid PRIMARY KEY,
  domain_id uuid NOT NULL REFERENCES domains(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('A', 'AAAA', 'CNAME', 'MX', 'TXT', 'NS', 'SRV', 'CAA')),
  -- Relative to the zone, lowercase A-labels; '@' is the apex.
  name text NOT NULL,
  content text NOT NULL,
  ttl integer NOT NULL CHECK (ttl BETWEEN 60 AND 86400),
  priority integer CHECK (priority BETWEEN 0 AND 65535),
  weight integer CHECK (weight BETWEEN 0 AND 65535),
  port integer CHECK (port BETWEEN 0 AND 65535),
  flags integer CHECK (flags BETWEEN 0 AND 255),
  tag text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dns_records_zone_idx ON dns_records (domain_id, name, type);
-- No two identical records (same name, type and data) in a zone.
CREATE UNIQUE INDEX dns_records_identity_key ON dns_records (domain_id, name, type, content,
  coalesce(priority, -1), coalesce(weight, -1), coalesce(port, -1), coalesce(flags, -1),
  coalesce(tag, ''));
