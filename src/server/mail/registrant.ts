import { and, desc, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../db/database";
import { domainRegistrants, domains } from "../domains/schema";
import { orders } from "../orders/schema";
import { hostedSessions } from "../hosted/schema";
import { pickLocale } from "../../contract/i18n/locale-choice";

/** Whom a domain's messages go to: its current registrant's email, name and language. */
export type RegistrantAddress = {
  email: string;
  firstName: string;
  /** A locale tag whose language the messages have (`de-AT`), `en` when unknown. */
  locale: string;
};

/**
 * The domain's current registrant (`domain_registrants`, valid_to null) and their language:
 * the locale of the hosted session the domain was bought in, else English. Undefined when the
 * domain has no registrant on record.
 */
export async function registrantOf(
  tx: DbOrTx,
  domainId: string,
): Promise<RegistrantAddress | undefined> {
  const [current] = await tx
    .select({ contact: domainRegistrants.contact })
    .from(domainRegistrants)
    .where(and(eq(domainRegistrants.domainId, domainId), isNull(domainRegistrants.validTo)))
    .orderBy(desc(domainRegistrants.validFrom))
    .limit(1);
  if (!current) return undefined;
  const [session] = await tx
    .select({ locale: hostedSessions.locale })
    .from(domains)
    .innerJoin(orders, eq(orders.id, domains.orderId))
    .innerJoin(hostedSessions, eq(hostedSessions.id, orders.hostedSessionId))
    .where(eq(domains.id, domainId));
  return {
    email: current.contact.email,
    firstName: current.contact.first_name,
    locale: pickLocale(session?.locale, []).tag,
  };
}
