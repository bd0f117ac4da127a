import { eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/database";
import { sandboxRegistry } from "./schema";
import type { NormalizedDomain } from "./normalize-domain";
import type { RegistryMirror } from "./registry-mirror";
import { formatCents, percentOfCents, timesYears, toCents } from "../../contract/money";
import {
  addYears,
  REGISTRAR_NAMES,
  termCapRefusal,
  type Availability,
  type RegistrarProvider,
} from "./provider";
import {
  PREMIUM_FACTOR,
  PRICE_CHANGE_PERCENT,
  SANDBOX_CURRENCY,
  SANDBOX_PRICES,
} from "./sandbox-prices";
import { heldElsewhere, sandboxTransfersIn } from "./sandbox/transfers-in";
import { sandboxTransfersOut } from "./sandbox/transfers-out";
import { sandboxRegistrant } from "./sandbox/registrant";
import { sandboxHold } from "./sandbox/hold";
import { sandboxDnssec } from "./sandbox/dnssec";
import {
  EXPIRING_TEST_DAYS,
  isExpiringTestName,
  sandboxExpiry,
  settleSandboxName,
} from "./sandbox/expiry";
import { DAY_MS } from "./lifecycle";

const TEST_PREFIX = /^(taken|premium|fail|renewfail|pricechange|slow)-/;

/** The sandbox's test behaviour of a name, from its first label (see README "Test names"). */
function testBehaviour(domain: NormalizedDomain) {
  // Names another registrar holds (transfer test names, `sandbox/transfers-in.ts`) are taken.
  if (heldElsewhere(domain)) return "taken";
  return TEST_PREFIX.exec(domain.label)?.[1] as
    "taken" | "premium" | "fail" | "renewfail" | "pricechange" | "slow" | undefined;
}

/** SQL true when `name` is in the sandbox registry: the test an order's own statement makes. */
export const registeredInSandbox = (name: SQL) =>
  sql`EXISTS (SELECT 1 FROM ${sandboxRegistry} WHERE ${sandboxRegistry.name} = ${name})`;

/**
 * A deterministic registrar for development and tests, like a payment processor's test mode.
 * Its registry (what it has registered) lives in the `sandbox_registry` table, so names
 * registered through the service are taken afterwards, across restarts and instances.
 */
export function createSandboxProvider(
  db: Db,
  {
    delayMs = 2000,
    sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms)),
    mirror,
    transferMs = 10_000,
    transferLockDays,
    dayMs = DAY_MS,
  }: {
    /** How long a lifecycle "day" lasts for the `expiring-` test names (`SANDBOX_DAY_SECONDS`). */
    dayMs?: number;
    delayMs?: number;
    /**
     * How long the sandbox's other registrar takes to answer a transfer: a `transferok-` name
     * comes in after it, a request to transfer a domain away is approved after it.
     */
    transferMs?: number;
    /** The transfer policy's period in days (`DEFAULT_TRANSFER_LOCK_DAYS` when not said). */
    transferLockDays?: number;
    sleep?: (ms: number) => Promise<void>;
    /** The registry's names in memory (PGlite): availability then asks no query. */
    mirror?: RegistryMirror;
  } = {},
): RegistrarProvider {
  const maybeSlow = async (domain: NormalizedDomain) => {
    if (testBehaviour(domain) === "slow") await sleep(delayMs);
  };
  // Each suffix's prices as the API writes them, plain and premium: worked out once, not per name.
  const priceTexts = new Map(
    Object.entries(SANDBOX_PRICES).map(([suffix, row]) => {
      const times = (price: string, factor: number) => formatCents(toCents(price) * BigInt(factor));
      const at = (factor: number) => ({
        register: times(row.register, factor),
        renew: times(row.renew, factor),
      });
      return [suffix, { plain: at(1), premium: at(PREMIUM_FACTOR) }] as const;
    }),
  );
  const yearly = (domain: NormalizedDomain) => {
    const prices = priceTexts.get(domain.suffix);
    return prices && (testBehaviour(domain) === "premium" ? prices.premium : prices.plain);
  };

  // One name (availability) is the hot query: built once, a named prepared statement on PostgreSQL.
  const oneName = db
    .select({ name: sandboxRegistry.name })
    .from(sandboxRegistry)
    .where(eq(sandboxRegistry.name, sql.placeholder("name")))
    .prepare("sandbox_registry_by_name");
  // Several names (suggestions): one prepared statement for any number of them.
  const someNames = db
    .select({ name: sandboxRegistry.name })
    .from(sandboxRegistry)
    .where(sql`${sandboxRegistry.name} = any(${sql.placeholder("names")}::text[])`)
    .prepare("sandbox_registry_by_names");
  /** Which of these names the sandbox registry holds: one query for all of them. */
  const registered = async (domains: readonly NormalizedDomain[]) => {
    const names = domains.filter((d) => yearly(d) && testBehaviour(d) !== "taken");
    if (names.length === 0) return new Set<string>();
    const known = await mirror?.names();
    if (known) return new Set(names.filter((d) => known.has(d.name)).map((d) => d.name));
    const rows =
      names.length === 1
        ? await oneName.execute({ name: names[0]!.name })
        : await someNames.execute({ names: names.map((d) => d.name) });
    return new Set(rows.map((r) => r.name));
  };
  const answer = (domain: NormalizedDomain, taken: ReadonlySet<string>): Availability => {
    const prices = yearly(domain);
    if (!prices) {
      return {
        available: false,
        premium: false,
        price: "0.00",
        renewalPrice: "0.00",
        currency: SANDBOX_CURRENCY,
        reason: "unsupported_suffix",
      };
    }
    const base = {
      premium: testBehaviour(domain) === "premium",
      price: prices.register,
      renewalPrice: prices.renew,
      currency: SANDBOX_CURRENCY,
    };
    if (testBehaviour(domain) === "taken" || taken.has(domain.name)) {
      return { ...base, available: false, reason: "registered" };
    }
    return { ...base, available: true };
  };

  // Without the names in memory, an order's own statement asks the registry table.
  const orderCheck: RegistrarProvider["orderCheck"] = mirror
    ? undefined
    : {
        async unlessRegistered(domain) {
          await maybeSlow(domain);
          return answer(domain, new Set());
        },
        registered: registeredInSandbox,
      };

  const lookup: RegistrarProvider["lookup"] = async (domain) => {
    const [row] = await db
      .select()
      .from(sandboxRegistry)
      .where(eq(sandboxRegistry.name, domain.name));
    return row
      ? { registered: true, reference: row.reference, expiresAt: row.expiresAt }
      : { registered: false };
  };

  return {
    name: REGISTRAR_NAMES[0],
    defaultNameservers: ["ns1.sandbox-registrar.test", "ns2.sandbox-registrar.test"],
    ...(orderCheck && { orderCheck }),
    ...(transferLockDays !== undefined && { transferLockDays }),
    transfers: {
      ...sandboxTransfersIn(db, { transferMs, mirror }),
      ...sandboxTransfersOut(db, { transferMs }),
      ...sandboxRegistrant(db),
    },
    lifecycle: {
      ...sandboxHold(db),
      ...sandboxExpiry(db, { dayMs, yearlyRenewal: (domain) => yearly(domain)?.renew }),
    },
    dnssec: sandboxDnssec(db),

    async check(domain): Promise<Availability> {
      await maybeSlow(domain);
      return answer(domain, await registered([domain]));
    },

    async checkMany(domains) {
      await Promise.all(domains.map(maybeSlow));
      const taken = await registered(domains);
      return domains.map((d) => answer(d, taken));
    },

    async register(input) {
      await maybeSlow(input.domain);
      const behaviour = testBehaviour(input.domain);
      const prices = yearly(input.domain);
      if (!prices || behaviour === "taken") {
        return {
          ok: false,
          code: "unavailable",
          message: `${input.domain.name} is not available for registration.`,
        };
      }
      if (behaviour === "fail") {
        return {
          ok: false,
          code: "rejected",
          message: "The registry rejected the registration (sandbox test name fail-).",
        };
      }
      const expected = timesYears(prices.register, input.years);
      const live =
        behaviour === "pricechange"
          ? formatCents(percentOfCents(toCents(expected), PRICE_CHANGE_PERCENT))
          : expected;
      if (toCents(input.price) !== toCents(live)) {
        return {
          ok: false,
          code: "price_changed",
          message: `The registrar's price is now ${live} ${SANDBOX_CURRENCY}, not ${input.price}.`,
          newPrice: live,
        };
      }
      // The lifecycle's test names expire a few (shortened) days after their registration.
      const expiresAt = isExpiringTestName(input.domain)
        ? new Date(input.now.getTime() + EXPIRING_TEST_DAYS * dayMs)
        : addYears(input.now, input.years);
      // A name past its pending delete is purged before it is registered again.
      await db.transaction((tx) => settleSandboxName(tx, input.domain.name, input.now));
      const inserted = await db
        .insert(sandboxRegistry)
        .values({
          name: input.domain.name,
          registeredAt: input.now,
          expiresAt,
          nameservers: input.nameservers,
          reference: input.reference,
        })
        .onConflictDoNothing()
        .returning({ name: sandboxRegistry.name });
      if (inserted.length === 0) {
        // Registering again under the same reference is a no-op, as the interface promises.
        const held = await lookup(input.domain);
        if (held.registered && held.reference === input.reference && held.expiresAt) {
          return { ok: true, expiresAt: held.expiresAt };
        }
        return {
          ok: false,
          code: "unavailable",
          message: `${input.domain.name} was registered by someone else.`,
        };
      }
      return { ok: true, expiresAt };
    },

    lookup,

    async renew({ domain, years, now, onlyIfExpiresOn }) {
      await maybeSlow(domain);
      if (testBehaviour(domain) === "renewfail") {
        return {
          ok: false,
          code: "rejected",
          message: "The registry refused the renewal (sandbox test name renewfail-).",
        };
      }
      // Like a registry, extend its own record of the expiry (under a row lock, so concurrent
      // renewals add up), not the caller's belief of it.
      const next = await db.transaction(async (tx) => {
        // The registry's own clock first: past its expiry it renewed the name itself.
        const row = await settleSandboxName(tx, domain.name, now);
        if (!row) return undefined;
        if (row.deletedAt)
          return { refusal: `${domain.name} was deleted: it can only be restored.` };
        const day = (d: Date) => d.toISOString().slice(0, 10);
        if (onlyIfExpiresOn && day(row.expiresAt) !== day(onlyIfExpiresOn)) return "changed";
        // The term cap is checked on the locked record, so concurrent renewals cannot pass it.
        const refusal = termCapRefusal(domain.name, row.expiresAt, years, now);
        if (refusal) return { refusal };
        const extended = addYears(row.expiresAt, years);
        await tx
          .update(sandboxRegistry)
          .set({ expiresAt: extended })
          .where(eq(sandboxRegistry.name, domain.name));
        return extended;
      });
      if (!next)
        return { ok: false, code: "not_found", message: `${domain.name} is not registered here.` };
      if (next === "changed")
        return {
          ok: false,
          code: "expiry_changed",
          message: `${domain.name} was renewed meanwhile: its expiry date changed.`,
        };
      if ("refusal" in next) return { ok: false, code: "rejected", message: next.refusal };
      return { ok: true, expiresAt: next };
    },

    async setNameservers(domain, nameservers) {
      await maybeSlow(domain);
      const rows = await db
        .update(sandboxRegistry)
        .set({ nameservers })
        .where(eq(sandboxRegistry.name, domain.name))
        .returning({ name: sandboxRegistry.name });
      if (rows.length === 0)
        return { ok: false, code: "not_found", message: `${domain.name} is not registered here.` };
      return { ok: true };
    },
  };
}
