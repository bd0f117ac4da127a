import { createHash } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { formatCents, toCents } from "../../../contract/money";
import type { NormalizedDomain } from "../normalize-domain";
import {
  addYears,
  type RegistrarFailure,
  type RegistrarTransfers,
  type TransferInState,
  type TransferQuote,
} from "../provider";
import type { RegistryMirror } from "../registry-mirror";
import { PREMIUM_FACTOR, SANDBOX_CURRENCY, SANDBOX_PRICES } from "../sandbox-prices";
import { sandboxRegistry, sandboxTransfersIn as requests } from "../schema";

/**
 * The transfer code the sandbox's other registrar accepts for every name it holds, like a
 * test card number (docs/transfers.md). Any other code is refused as a wrong one.
 */
export const SANDBOX_TRANSFER_CODE = "4242-TRANSFER";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
/** What the other registrar keeps of its code: a hash, as a registry keeps authInfo. */
const ACCEPTED_CODE_SHA256 = sha256(SANDBOX_TRANSFER_CODE);

/** How long the other registrar has held the name when asked: its expiry is this far ahead. */
const EXPIRY_ELSEWHERE_MS = 90 * 86_400_000;

/**
 * The names another registrar holds, by their first label: `transferok-` (and `taken-`) names
 * come here `transferMs` after the request, `transferreject-` names are refused by the losing
 * registrar after it, `transferlocked-` names are locked there.
 */
const ELSEWHERE = /^(transferok|transferreject|transferlocked|taken)-/;
type Elsewhere = "transferok" | "transferreject" | "transferlocked" | "taken";

/** How the sandbox's other registrar treats a name, or undefined when it does not hold it. */
export function heldElsewhere(domain: NormalizedDomain): Elsewhere | undefined {
  return ELSEWHERE.exec(domain.label)?.[1] as Elsewhere | undefined;
}

/** A transfer's price: the suffix's renewal price (it adds one year), premium names × the factor. */
function transferPrice(domain: NormalizedDomain): string | undefined {
  const row = SANDBOX_PRICES[domain.suffix];
  if (!row) return undefined;
  const factor = /^premium-/.test(domain.label) ? PREMIUM_FACTOR : 1;
  return formatCents(toCents(row.renew) * BigInt(factor));
}

function quoteOf(domain: NormalizedDomain, heldHere: boolean): TransferQuote {
  const price = transferPrice(domain);
  const base = { price: price ?? "0.00", currency: SANDBOX_CURRENCY };
  if (!price) return { ...base, transferable: false, reason: "unsupported_suffix" };
  if (heldHere) return { ...base, transferable: false, reason: "held_here" };
  const elsewhere = heldElsewhere(domain);
  if (!elsewhere) return { ...base, transferable: false, reason: "not_registered" };
  if (elsewhere === "transferlocked") {
    return { ...base, transferable: false, reason: "transfer_prohibited" };
  }
  return { ...base, transferable: true };
}

const refusal = (code: RegistrarFailure["code"], message: string): RegistrarFailure => ({
  ok: false,
  code,
  message,
});

/**
 * The sandbox's gaining side: it plays "another registrar" for the names of `heldElsewhere`,
 * and its registry (`sandbox_registry`) takes a completed transfer's name, one year added to
 * the other registrar's expiry. Requests are rows of `sandbox_transfers_in` (the code's hash).
 */
export function sandboxTransfersIn(
  db: Db,
  { transferMs, mirror }: { transferMs: number; mirror?: RegistryMirror | undefined },
): Pick<
  RegistrarTransfers,
  "quote" | "quoteMany" | "verifyCode" | "request" | "status" | "cancel"
> {
  /** Which of these names this sandbox registry holds: one query (none with the mirror). */
  const heldHere = async (domains: readonly NormalizedDomain[]) => {
    const names = domains.filter((d) => transferPrice(d)).map((d) => d.name);
    if (names.length === 0) return new Set<string>();
    const known = await mirror?.names();
    if (known) return new Set(names.filter((n) => known.has(n)));
    const rows = await db
      .select({ name: sandboxRegistry.name })
      .from(sandboxRegistry)
      .where(inArray(sandboxRegistry.name, names));
    return new Set(rows.map((r) => r.name));
  };

  const quoteMany = async (domains: readonly NormalizedDomain[]) => {
    const here = await heldHere(domains);
    return domains.map((d) => quoteOf(d, here.has(d.name)));
  };

  /** The state of a request, settling it when the losing side's time is up. */
  const settle = async (
    reference: string,
    now: Date,
  ): Promise<TransferInState | { status: "unknown" }> => {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(requests)
        .where(eq(requests.reference, reference))
        .for("update");
      if (!row) return { status: "unknown" };
      if (row.status === "cancelled") return { status: "refused", reason: "cancelled" };
      if (row.status === "refused") {
        return { status: "refused", reason: "The losing registrar rejected the transfer." };
      }
      const expiresAt = addYears(row.expiresElsewhereAt, 1);
      if (row.status === "completed") return { status: "completed", expiresAt };
      if (now.getTime() < row.actionAt.getTime()) {
        return { status: "pending", actionAt: row.actionAt };
      }
      const label = row.name.split(".")[0] ?? "";
      if (label.startsWith("transferreject-")) {
        await tx
          .update(requests)
          .set({ status: "refused", endedAt: now })
          .where(eq(requests.reference, reference));
        return { status: "refused", reason: "The losing registrar rejected the transfer." };
      }
      await tx
        .insert(sandboxRegistry)
        .values({ name: row.name, registeredAt: now, expiresAt, nameservers: [], reference })
        .onConflictDoNothing();
      await tx
        .update(requests)
        .set({ status: "completed", endedAt: now })
        .where(eq(requests.reference, reference));
      return { status: "completed", expiresAt };
    });
  };

  return {
    quote: async (domain) => (await quoteMany([domain]))[0]!,
    quoteMany,

    async verifyCode(domain, authCode) {
      if (!heldElsewhere(domain) || sha256(authCode) !== ACCEPTED_CODE_SHA256) {
        return refusal("auth_code_invalid", `The transfer code of ${domain.name} is not valid.`);
      }
      return { ok: true };
    },

    async request({ domain, authCode, price, reference, now }) {
      const known = await settle(reference, now);
      if (known.status !== "unknown") return { ok: true, ...known };
      const quote = (await quoteMany([domain]))[0]!;
      if (!quote.transferable) {
        return quote.reason === "not_registered" || quote.reason === "unsupported_suffix"
          ? refusal("unavailable", `${domain.name} is not registered at another registrar.`)
          : refusal("transfer_prohibited", `${domain.name} cannot be transferred now.`);
      }
      const codeHash = sha256(authCode);
      if (codeHash !== ACCEPTED_CODE_SHA256) {
        return refusal("auth_code_invalid", `The transfer code of ${domain.name} is not valid.`);
      }
      if (toCents(price) !== toCents(quote.price)) {
        return {
          ...refusal(
            "price_changed",
            `The transfer of ${domain.name} now costs ${quote.price} ${quote.currency}, not ${price}.`,
          ),
          newPrice: quote.price,
        };
      }
      const actionAt = new Date(now.getTime() + transferMs);
      const inserted = await db
        .insert(requests)
        .values({
          reference,
          name: domain.name,
          authCodeSha256: codeHash,
          status: "pending",
          requestedAt: now,
          actionAt,
          expiresElsewhereAt: new Date(now.getTime() + EXPIRY_ELSEWHERE_MS),
        })
        .onConflictDoNothing()
        .returning({ reference: requests.reference });
      if (inserted.length === 0) {
        const again = await settle(reference, now);
        if (again.status !== "unknown") return { ok: true, ...again };
        return refusal("transfer_prohibited", `A transfer of ${domain.name} is already pending.`);
      }
      return { ok: true, status: "pending", actionAt };
    },

    async status(_domain, reference, now) {
      const state = await settle(reference, now);
      return state.status === "unknown"
        ? { status: "refused", reason: "The registry has no such transfer request." }
        : state;
    },

    async cancel(domain) {
      await db
        .update(requests)
        .set({ status: "cancelled", endedAt: sql`now()` })
        .where(and(eq(requests.name, domain.name), eq(requests.status, "pending")));
      return { ok: true };
    },
  };
}
