import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import type { Logger } from "../logger";
import { registryAccountEvents, registryAccounts } from "./schema";

/**
 * The registrar's own account at a mode's registry. When the registry refuses a create or a
 * renew for an empty deposit (EPP 2104), orders of that mode wait (`ready_to_process`) instead of
 * failing; the order worker tries one of them again after a delay that doubles up to an hour
 * (the probe), and the rest resume as soon as one goes through or a registry notice says funds
 * are back ({@link recordRegistryFunds}). See docs/registries.md, "Registry account and receipts".
 */
export type RegistryAccountRow = typeof registryAccounts.$inferSelect;

/** The first wait before an order is tried again after a 2104; doubled each time, up to MAX. */
const FIRST_PROBE_DELAY_MS = 60_000;
export const MAX_PROBE_DELAY_MS = 3_600_000;

/** What the registry says when it refuses for funds: a `RegistrarFailure`'s code. */
export const REGISTRY_FUNDS = "registry_funds" as const;

/** The message callers see when the registrar's deposit at the registry is empty. */
export function registryFundsMessage(what: string, registryMessage: string): string {
  return (
    `The registry refused ${what}: the registrar's account at the registry is out of funds ` +
    `(${registryMessage}). Nothing was charged; it is retried once the operator has topped the ` +
    `account up.`
  );
}

export async function readRegistryAccount(
  db: Db,
  livemode: boolean,
): Promise<RegistryAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(registryAccounts)
    .where(eq(registryAccounts.livemode, livemode));
  return row;
}

/**
 * Records a refusal for funds: the account is held (once: the first refusal writes the
 * operator's record and an error log line), and the next probe is pushed back by a delay that
 * doubles with each refusal in a row.
 */
export async function recordFundsExhausted(
  db: Db,
  input: { livemode: boolean; registrar: string; message: string; now: Date; logger?: Logger },
): Promise<RegistryAccountRow> {
  const { livemode, registrar, message, now } = input;
  const first = new Date(now.getTime() + FIRST_PROBE_DELAY_MS);
  const [row] = await db
    .insert(registryAccounts)
    .values({
      livemode,
      registrar,
      fundsExhausted: true,
      since: now,
      message,
      nextProbeAt: first,
      probeDelayMs: FIRST_PROBE_DELAY_MS,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: registryAccounts.livemode,
      set: {
        registrar,
        message,
        since: sql`CASE WHEN ${registryAccounts.fundsExhausted} THEN ${registryAccounts.since} ELSE ${now.toISOString()}::timestamptz END`,
        probeDelayMs: sql`CASE WHEN ${registryAccounts.fundsExhausted} THEN LEAST(GREATEST(${registryAccounts.probeDelayMs}, ${FIRST_PROBE_DELAY_MS / 2}) * 2, ${MAX_PROBE_DELAY_MS}) ELSE ${FIRST_PROBE_DELAY_MS} END`,
        nextProbeAt: sql`${now.toISOString()}::timestamptz + make_interval(secs => (CASE WHEN ${registryAccounts.fundsExhausted} THEN LEAST(GREATEST(${registryAccounts.probeDelayMs}, ${FIRST_PROBE_DELAY_MS / 2}) * 2, ${MAX_PROBE_DELAY_MS}) ELSE ${FIRST_PROBE_DELAY_MS} END) / 1000.0)`,
        fundsExhausted: true,
        updatedAt: now,
      },
    })
    .returning();
  const account = row!;
  // `since` is `now` only when this refusal is the one that held the account.
  if (account.since?.getTime() === now.getTime() && account.probeDelayMs === FIRST_PROBE_DELAY_MS) {
    await db
      .insert(registryAccountEvents)
      .values({ livemode, registrar, kind: "funds_exhausted", message, at: now });
    input.logger?.error("registry account out of funds: orders wait", {
      livemode,
      registrar,
      registry_message: message,
    });
  }
  return account;
}

/**
 * The registry's balance is known to be back, or a create or renew went through: the hold is
 * lifted (the operator's record and an info log line when it was held). Called by the order
 * worker after a probe succeeded, and by whatever reads the registry's low-balance and credit
 * notices (EPP poll messages): with `balance` (and `creditLimit`) the hold is lifted only when
 * they leave something to spend; without them, the notice itself says funds were added.
 * Returns whether a hold was lifted.
 */
export async function recordRegistryFunds(
  db: Db,
  input: {
    livemode?: boolean;
    now: Date;
    balance?: string;
    creditLimit?: string;
    currency?: string;
    /** Why we believe it: `probe`, `renewal`, or the notice's text. */
    source?: string;
    logger?: Logger;
  },
): Promise<boolean> {
  const livemode = input.livemode ?? true;
  const spendable =
    input.balance === undefined || Number(input.balance) + Number(input.creditLimit ?? "0") > 0;
  const known = {
    ...(input.balance !== undefined && { balance: input.balance }),
    ...(input.creditLimit !== undefined && { creditLimit: input.creditLimit }),
    ...(input.currency !== undefined && { currency: input.currency }),
  };
  if (!spendable) {
    if (Object.keys(known).length > 0) {
      await db
        .update(registryAccounts)
        .set({ ...known, updatedAt: input.now })
        .where(eq(registryAccounts.livemode, livemode));
    }
    return false;
  }
  const lifted = await db
    .update(registryAccounts)
    .set({
      ...known,
      fundsExhausted: false,
      nextProbeAt: null,
      probeDelayMs: 0,
      updatedAt: input.now,
    })
    .where(and(eq(registryAccounts.livemode, livemode), eq(registryAccounts.fundsExhausted, true)))
    .returning();
  const row = lifted[0];
  if (!row) {
    if (Object.keys(known).length > 0) {
      await db
        .update(registryAccounts)
        .set({ ...known, updatedAt: input.now })
        .where(eq(registryAccounts.livemode, livemode));
    }
    return false;
  }
  const message = `funds are back (${input.source ?? "registry notice"}); waiting orders resume`;
  await db.insert(registryAccountEvents).values({
    livemode,
    registrar: row.registrar,
    kind: "funds_restored",
    message,
    at: input.now,
  });
  input.logger?.info("registry account funded again: orders resume", {
    livemode,
    registrar: row.registrar,
    source: input.source ?? "registry notice",
  });
  return true;
}

/**
 * Which of `modes` the order worker may take orders of now: a mode whose account is held is
 * left out, except that when its probe is due one caller (across instances: the update is
 * conditional) takes it, and the next probe is pushed back meanwhile. `probing` lists the modes
 * for which the caller holds the probe: it should process one order of each, then ask again.
 */
export async function modesWithFunds(
  db: Db,
  modes: boolean[],
  now: Date,
): Promise<{ modes: boolean[]; probing: boolean[] }> {
  const held = await db
    .select()
    .from(registryAccounts)
    .where(eq(registryAccounts.fundsExhausted, true))
    .orderBy(asc(registryAccounts.livemode));
  if (held.length === 0) return { modes, probing: [] };
  const open: boolean[] = [];
  const probing: boolean[] = [];
  for (const m of modes) {
    const account = held.find((h) => h.livemode === m);
    if (!account) {
      open.push(m);
      continue;
    }
    const [claimed] = await db
      .update(registryAccounts)
      .set({
        nextProbeAt: new Date(now.getTime() + Math.max(account.probeDelayMs, FIRST_PROBE_DELAY_MS)),
      })
      .where(
        and(
          eq(registryAccounts.livemode, m),
          eq(registryAccounts.fundsExhausted, true),
          lte(registryAccounts.nextProbeAt, now),
        ),
      )
      .returning({ livemode: registryAccounts.livemode });
    if (claimed) {
      open.push(m);
      probing.push(m);
    }
  }
  return { modes: open, probing };
}

/** The operator's record, newest first. */
export async function registryAccountHistory(db: Db, livemode: boolean, limit = 20) {
  return db
    .select()
    .from(registryAccountEvents)
    .where(eq(registryAccountEvents.livemode, livemode))
    .orderBy(sql`${registryAccountEvents.id} DESC`)
    .limit(limit);
}
