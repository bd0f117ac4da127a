import { like, or, sql, type SQL } from "drizzle-orm";
import { domainToASCII } from "node:url";
import { containsPattern, prefixPattern } from "../http/list-filters";
import { orders } from "./schema";

/**
 * The orders list's `q`: one text matched against what a person has at hand about an order:
 * part of its domain name (Unicode or A-label), its id or the start of it, its payment
 * reference (case, spaces and dashes aside, as wire payments are matched), the partner's
 * external account id, or part of the registrant's email. Wildcards are taken literally.
 */
export function orderSearch(q: string): SQL {
  const text = q.trim();
  const lower = text.toLowerCase();
  const ascii = /[^\x20-\x7e]/.test(lower) ? domainToASCII(lower) || lower : lower;
  const reference = text.toUpperCase().replace(/[\s-]+/g, "");
  const matches: SQL[] = [
    like(orders.domainName, containsPattern(ascii)),
    sql`lower(${orders.contact}->>'email') like ${containsPattern(lower)}`,
    sql`${orders.externalAccountId} = ${text}`,
  ];
  if (/^[0-9a-f-]{4,36}$/.test(lower)) {
    matches.push(sql`${orders.id}::text like ${prefixPattern(lower)}`);
  }
  if (reference.length >= 4) {
    matches.push(
      sql`replace(upper(${orders.paymentReference}), '-', '') like ${containsPattern(reference)}`,
    );
  }
  return or(...matches)!;
}
