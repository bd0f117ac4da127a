import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../src/server/db/database";
import { domains } from "../../src/server/domains/schema";
import type { LifecycleDeps } from "../../src/server/lifecycle/deps";
import { createLogger } from "../../src/server/logger";
import { createMailer, type Mailer } from "../../src/server/mail/mailer";
import { registrantMessages } from "../../src/server/mail/schema";
import type { Registrars } from "../../src/server/registrar/provider";
import { openSecret, type SecretsKey } from "../../src/server/secret-box";

/** The lifecycle worker's dependencies for a test: its clock, registrars and mailer. */
export function lifecycleDeps(
  db: Db,
  registrars: Registrars,
  now: () => Date,
  { mailer, secretsKey }: { mailer?: Mailer; secretsKey?: SecretsKey } = {},
): LifecycleDeps {
  const logger = createLogger("silent");
  return {
    db,
    registrars,
    now,
    logger,
    secretsKey,
    publicUrl: "http://127.0.0.1:8787",
    mailer: mailer ?? createMailer({ smtpUrl: undefined, from: "test@example.com" }, logger),
    graceDays: 30,
    parkingNameservers: [],
  };
}

/**
 * The token of the newest verification link queued for `domain`, opened from its message's
 * sealed secrets in the outbox (what the delivery would put in the mail's link).
 */
export async function verificationToken(
  db: Db,
  domain: string,
  secretsKey?: SecretsKey,
): Promise<string> {
  const [m] = await db
    .select({ id: registrantMessages.id, secrets: registrantMessages.secretParams })
    .from(registrantMessages)
    .innerJoin(domains, eq(domains.id, registrantMessages.domainId))
    .where(and(eq(domains.name, domain), eq(registrantMessages.kind, "verification")))
    .orderBy(desc(registrantMessages.createdAt))
    .limit(1);
  if (!m?.secrets) throw new Error(`no verification link queued for ${domain}`);
  return (JSON.parse(openSecret(m.secrets, m.id, secretsKey)) as { token: string }).token;
}
