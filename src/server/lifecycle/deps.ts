import type { Db } from "../db/database";
import type { Logger } from "../logger";
import type { Registrars } from "../registrar/provider";
import type { SecretsKey } from "../secret-box";
import type { Mailer } from "../mail/mailer";
import type { DnsSettings } from "../dns/settings";

/** What the registrant's lifecycle needs: the database, the registrars, the clock, the mail. */
export type LifecycleDeps = {
  db: Db;
  registrars: Registrars;
  now: () => Date;
  logger: Logger;
  /** Seals the secrets a queued message carries (`SECRETS_KEY`). */
  secretsKey: SecretsKey;
  /** The service's public origin: links in messages point at it. */
  publicUrl: string;
  /** Sends registrant messages (SMTP, or the log when none is configured). */
  mailer: Mailer;
  /** Days after expiry the service deletes an unrenewed domain (`EXPIRY_GRACE_DAYS`). */
  graceDays: number;
  /** The delegation of a parked domain on outside nameservers (`PARKING_NAMESERVERS`). */
  parkingNameservers: string[];
  /**
   * The service's own DNS servers (`DNS_NAMESERVERS`): a domain delegated to them is parked by
   * its DNS answer, not at the registry. Left out: `parkingNameservers`.
   */
  dnsNameservers?: string[];
  /** The DNS providers' settings (`config.dns`): a signed zone's DS follow its delegation. */
  dns?: DnsSettings;
  /**
   * A DNS engine's nameservers (`POWERDNS_NAMESERVERS`): its zones are fed from the service's
   * database, so a domain delegated to them is parked by its DNS answer too.
   */
  engineNameservers?: string[];
};
