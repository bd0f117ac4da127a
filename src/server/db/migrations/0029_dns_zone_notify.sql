-- Every change that can alter what a zone answers is announced on the `dns_zone` channel,
-- committed with the change, so that every instance's DNS answer cache, zone transfer NOTIFY
-- and engine delivery learn of it at once (dns/zone-channel.ts). The payload is the zone's
-- name (the domain's ASCII name), or '*' for "every zone".
CREATE FUNCTION notify_dns_zone_of_zone() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('dns_zone', '*');
    RETURN NULL;
  END IF;
  SELECT name INTO zone FROM domains
    WHERE id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.domain_id ELSE NEW.domain_id END);
  PERFORM pg_notify('dns_zone', coalesce(zone, '*'));
  RETURN NULL;
END $$;

CREATE TRIGGER dns_zones_notify_change
  AFTER INSERT OR DELETE OR UPDATE ON dns_zones
  FOR EACH ROW EXECUTE FUNCTION notify_dns_zone_of_zone();
CREATE TRIGGER dns_zones_notify_truncate
  AFTER TRUNCATE ON dns_zones
  FOR EACH STATEMENT EXECUTE FUNCTION notify_dns_zone_of_zone();

-- A domain's name, status, mode or phase decide whether (and how: parked) its zone answers.
CREATE FUNCTION notify_dns_zone_of_domain() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('dns_zone', '*');
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('dns_zone', OLD.name);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.name IS DISTINCT FROM OLD.name) THEN
    PERFORM pg_notify('dns_zone', NEW.name);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER domains_notify_dns_zone
  AFTER INSERT OR DELETE OR UPDATE OF name, status, livemode, phase ON domains
  FOR EACH ROW EXECUTE FUNCTION notify_dns_zone_of_domain();
CREATE TRIGGER domains_notify_dns_zone_truncate
  AFTER TRUNCATE ON domains
  FOR EACH STATEMENT EXECUTE FUNCTION notify_dns_zone_of_domain();
