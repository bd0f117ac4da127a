import { and, asc, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import type { RegistrantContact } from "../../contract/registrant-contact";
import { domainRegistrants, domains } from "../domains/schema";
import { queueRegistrantMessage } from "../mail/outbox";
import { registrantOf } from "../mail/registrant";
import { registrantMessages } from "../mail/schema";
import { DAY_MS } from "../registrar/lifecycle";
import { normalizeDomain, type NormalizedDomain } from "../registrar/normalize-domain";
import { modesOf, registrarFor } from "../registrar/provider";
import type { LifecycleDeps } from "./deps";

/** Reminders before expiry, in lifecycle days (Expired Registration Recovery Policy: ~1 month, ~1 week). */
const BEFORE = [30, 7] as const;
/** The notice after expiry goes out within this many lifecycle days of it. */
const NOTICE_DAYS = 5;
/** The data reminder's period (Whois Data Reminder Policy: once a year), in lifecycle days. */
const YEAR_DAYS = 365;

type DomainRow = typeof domains.$inferSelect;

function nameOf(row: { name: string }): NormalizedDomain | undefined {
  const n = normalizeDomain(row.name);
  return n.ok ? n.domain : undefined;
}

/** How long a lifecycle day of the domain lasts (its mode's registrar says). */
function dayOf(deps: LifecycleDeps, row: { livemode: boolean }, name: NormalizedDomain): number {
  const lifecycle = modesOf(deps.registrars).includes(row.livemode)
    ? registrarFor(deps.registrars, row.livemode).lifecycle
    : undefined;
  return lifecycle?.dayMs(name) ?? DAY_MS;
}

/** Which dedupe keys of `keys` were used already (a message queued for them). */
async function usedKeys(deps: LifecycleDeps, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await deps.db
    .select({ key: registrantMessages.dedupeKey })
    .from(registrantMessages)
    .where(inArray(registrantMessages.dedupeKey, keys));
  return new Set(rows.map((r) => r.key!));
}

/** Queues one message about a domain to its registrant; false when it has none on record. */
async function queueAbout(
  deps: LifecycleDeps,
  row: DomainRow,
  name: NormalizedDomain,
  kind: "expiry_reminder" | "expiry_notice",
  params: Record<string, string | number | boolean | null>,
  dedupeKey: string,
): Promise<boolean> {
  const to = await registrantOf(deps.db, row.id);
  if (!to) return false;
  const id = await queueRegistrantMessage(deps.db, deps.secretsKey, {
    organizationId: row.organizationId,
    livemode: row.livemode,
    domainId: row.id,
    kind,
    recipient: to.email,
    locale: to.locale,
    params: { domain: name.unicode, first_name: to.firstName, ...params },
    dedupeKey,
    now: deps.now(),
  });
  return id !== undefined;
}

/**
 * Before expiry: one reminder about 30 and one about 7 lifecycle days before the domain's
 * current expiry (the key holds the expiry: a renewal moves it, and the old reminders are not
 * sent; the renewed expiry gets its own in time). A domain first seen inside the 7-day window
 * gets that one only.
 */
async function expiryReminders(deps: LifecycleDeps, now: Date): Promise<number> {
  const rows = await deps.db
    .select()
    .from(domains)
    .where(
      and(
        eq(domains.status, "active"),
        eq(domains.phase, "registered"),
        gt(domains.expiresAt, now),
        lte(domains.expiresAt, new Date(now.getTime() + (BEFORE[0] + 1) * DAY_MS)),
      ),
    )
    .orderBy(asc(domains.expiresAt));
  const due: { row: DomainRow; name: NormalizedDomain; days: number; key: string }[] = [];
  for (const row of rows) {
    const name = nameOf(row);
    if (!name) continue;
    const left = row.expiresAt.getTime() - now.getTime();
    const day = dayOf(deps, row, name);
    const days = left <= BEFORE[1] * day ? BEFORE[1] : left <= BEFORE[0] * day ? BEFORE[0] : 0;
    if (days === 0) continue;
    due.push({
      row,
      name,
      days,
      key: `expiry_reminder:${row.id}:${row.expiresAt.toISOString()}:${days}`,
    });
  }
  const used = await usedKeys(
    deps,
    due.map((d) => d.key),
  );
  let n = 0;
  for (const d of due) {
    if (used.has(d.key)) continue;
    const queued = await queueAbout(
      deps,
      d.row,
      d.name,
      "expiry_reminder",
      {
        days_before: d.days,
        expires_at: d.row.expiresAt.toISOString(),
        auto_renew: d.row.autoRenew,
      },
      d.key,
    );
    if (queued) n++;
  }
  return n;
}

/** After expiry: one notice while the domain is in grace, within five lifecycle days of its expiry. */
async function expiryNotices(deps: LifecycleDeps, now: Date): Promise<number> {
  const rows = await deps.db
    .select()
    .from(domains)
    .where(and(eq(domains.status, "active"), eq(domains.phase, "grace")));
  let n = 0;
  const due: { row: DomainRow; name: NormalizedDomain; key: string; expiredAt: Date }[] = [];
  for (const row of rows) {
    const name = nameOf(row);
    const expiredAt = row.expiredAt ?? row.expiresAt;
    if (!name) continue;
    if (now.getTime() > expiredAt.getTime() + NOTICE_DAYS * dayOf(deps, row, name)) continue;
    due.push({ row, name, expiredAt, key: `expiry_notice:${row.id}:${expiredAt.toISOString()}` });
  }
  const used = await usedKeys(
    deps,
    due.map((d) => d.key),
  );
  for (const d of due) {
    if (used.has(d.key)) continue;
    const queued = await queueAbout(
      deps,
      d.row,
      d.name,
      "expiry_notice",
      {
        expired_at: d.expiredAt.toISOString(),
        grace_ends_at: d.row.graceEndsAt?.toISOString() ?? null,
      },
      d.key,
    );
    if (queued) n++;
  }
  return n;
}

/**
 * Once a year, to each registrant (email) of an organization in a mode: a reminder to review
 * the registration data, with that data. The year counts from the registrant's earliest
 * domain still held (its registration's anniversaries): the key holds the year's number, so
 * each is sent once, whatever the instances.
 */
async function dataReminders(deps: LifecycleDeps, now: Date): Promise<number> {
  const held = and(
    eq(domains.status, "active"),
    eq(domainRegistrants.domainId, domains.id),
    isNull(domainRegistrants.validTo),
  );
  const email = sql<string>`lower(${domainRegistrants.contact}->>'email')`;
  // One row per registrant (organization, mode, email): its earliest domain still held.
  const registrants = await deps.db
    .select({
      organizationId: domains.organizationId,
      livemode: domains.livemode,
      email,
      firstAt: sql<Date>`min(${domains.registeredAt})`.mapWith(domains.registeredAt),
      firstName: sql<string>`(array_agg(${domains.name} ORDER BY ${domains.registeredAt}, ${domains.name}))[1]`,
    })
    .from(domains)
    .innerJoin(domainRegistrants, held)
    .groupBy(domains.organizationId, domains.livemode, email);
  const due: { key: string; organizationId: string; livemode: boolean; email: string }[] = [];
  for (const r of registrants) {
    const name = nameOf({ name: r.firstName });
    if (!name) continue;
    const year = YEAR_DAYS * dayOf(deps, r, name);
    const years = Math.floor((now.getTime() - r.firstAt.getTime()) / year);
    if (years < 1) continue;
    const group = `${r.organizationId}:${r.livemode ? "live" : "test"}:${r.email}`;
    due.push({ key: `data_reminder:${group}:${years}`, ...r });
  }
  const used = await usedKeys(
    deps,
    due.map((d) => d.key),
  );
  type Row = {
    id: string;
    name: string;
    organizationId: string;
    livemode: boolean;
    contact: RegistrantContact;
  };
  const domainsOf = async (d: (typeof due)[number]): Promise<Row[]> =>
    deps.db
      .select({
        id: domains.id,
        name: domains.name,
        organizationId: domains.organizationId,
        livemode: domains.livemode,
        contact: domainRegistrants.contact,
      })
      .from(domains)
      .innerJoin(domainRegistrants, held)
      .where(
        and(
          eq(domains.organizationId, d.organizationId),
          eq(domains.livemode, d.livemode),
          sql`${email} = ${d.email}`,
        ),
      )
      .orderBy(asc(domains.registeredAt), asc(domains.name));
  let n = 0;
  for (const d of due) {
    if (used.has(d.key)) continue;
    const rows = await domainsOf(d);
    const names = rows.map(nameOf).filter((x): x is NormalizedDomain => x !== undefined);
    const first = rows[0];
    if (!first || names.length === 0) continue;
    const to = await registrantOf(deps.db, first.id);
    if (!to) continue;
    const c = first.contact;
    const address = [
      c.address1,
      c.address2,
      `${c.postal_code} ${c.city}`,
      c.state,
      c.country,
    ].filter((part): part is string => typeof part === "string" && part.trim().length > 0);
    const shown = names.slice(0, 20).map((x) => x.unicode);
    const id = await queueRegistrantMessage(deps.db, deps.secretsKey, {
      organizationId: first.organizationId,
      livemode: first.livemode,
      domainId: first.id,
      kind: "data_reminder",
      recipient: to.email,
      locale: to.locale,
      params: {
        domain: names[0]!.unicode,
        domains: names.length > shown.length ? `${shown.join(", ")}, …` : shown.join(", "),
        first_name: c.first_name,
        data_name: `${c.first_name} ${c.last_name}`,
        data_organization: c.organization ?? null,
        data_email: c.email,
        data_phone: c.phone,
        data_address: address.join(", "),
      },
      dedupeKey: d.key,
      now: deps.now(),
    });
    if (id !== undefined) n++;
  }
  return n;
}

/**
 * Reminders' pass: before expiry (about 30 and 7 lifecycle days), the notice after it (in
 * grace), and the yearly data reminder. Only domains the account holds (`status` active).
 * Idempotent across passes and instances: every message has a dedupe key.
 */
export async function reminderPass(deps: LifecycleDeps): Promise<number> {
  const now = deps.now();
  return (
    (await expiryReminders(deps, now)) +
    (await expiryNotices(deps, now)) +
    (await dataReminders(deps, now))
  );
}
