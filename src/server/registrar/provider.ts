import type { SQL } from "drizzle-orm";
import type { NormalizedDomain } from "./normalize-domain";
import type { RegistrantContact } from "../../contract/registrant-contact";
import { timesYears } from "../../contract/money";
import { addYears, MAX_TERM_YEARS, renewableYears } from "../../contract/term";
import { liveModeUnavailable } from "../http/scope";
import type { RegistrarLifecycle } from "./lifecycle";
import type { RegistrarDnssec } from "./dnssec";
import type { RegistrarFailure, RegistryReceipt } from "./results";

/** What a registrar says of a name: can it be registered, and at what yearly prices. */
export type Availability = {
  available: boolean;
  premium: boolean;
  /** Yearly registration price, decimal text. */
  price: string;
  /** Yearly renewal price, decimal text. */
  renewalPrice: string;
  currency: string;
  /** Why not, when unavailable: `registered`, `unsupported_suffix`, `reserved`. */
  reason?: "registered" | "unsupported_suffix" | "reserved";
};

export type { RegistrarFailure, RegistryReceipt } from "./results";

export type RegisterInput = {
  domain: NormalizedDomain;
  years: number;
  /** The total the customer agreed to pay; the registrar refuses when its price differs. */
  price: string;
  contact: RegistrantContact;
  nameservers: string[];
  privacy: boolean;
  now: Date;
  /** Our reference for the registration (the order id): registering again with it is a no-op. */
  reference: string;
};

/** The registrars an order's `registrar` may name: the adapters this build has (the sandbox). */
export const REGISTRAR_NAMES = ["sandbox"] as const;

/**
 * The names an order's `registrar` may give: the sandbox's, and a configured adapter's. One
 * live array (the OpenAPI enum holds this very array, so a name added at start shows there).
 */
const offered: string[] = [...REGISTRAR_NAMES];

export function registrarNames(): readonly string[] {
  return offered;
}

const listeners: (() => void)[] = [];

/** Calls `f` now and whenever a registrar name is added. */
export function onRegistrarOffered(f: () => void): void {
  listeners.push(f);
  f();
}

/** How many holders offer each name beyond the built-in ones (apps, the started service). */
const holders = new Map<string, number>();

/**
 * Makes a configured adapter's name (`epp`) valid in order bodies and the OpenAPI enum, for as
 * long as the returned `withdraw` is not called: an app offers its registrars' names while it
 * lives, so an app closed in a process that builds others (tests) leaves none behind.
 */
export function offerRegistrar(name: string): () => void {
  if ((REGISTRAR_NAMES as readonly string[]).includes(name)) return () => {};
  holders.set(name, (holders.get(name) ?? 0) + 1);
  if (!offered.includes(name)) {
    offered.push(name);
    for (const f of listeners) f();
  }
  let withdrawn = false;
  return () => {
    if (withdrawn) return;
    withdrawn = true;
    const left = (holders.get(name) ?? 1) - 1;
    if (left > 0) return void holders.set(name, left);
    holders.delete(name);
    offered.splice(offered.indexOf(name), 1);
    for (const f of listeners) f();
  };
}

/**
 * The registrar behind the service. Adapters for real registrars implement this; the
 * sandbox (the default) behaves like a payment processor's test mode.
 */
export interface RegistrarProvider {
  readonly name: string;
  /** Nameservers given to a domain when the order names none. */
  readonly defaultNameservers: string[];
  /**
   * `cached`: a search may be answered from a short cache of recent answers (the EPP adapter's,
   * `EPP_CHECK_CACHE_SECONDS`); an order or a renewal asks the registry itself.
   */
  check(domain: NormalizedDomain, opts?: { cached?: boolean }): Promise<Availability>;
  /**
   * Optional: several names at once, in their order, as `check` would answer each (the
   * sandbox asks its table once for all of them instead of once each).
   */
  checkMany?(domains: readonly NormalizedDomain[]): Promise<Availability[]>;
  /**
   * Optional: the totals for `years` years, for registries that price each period (a premium
   * 3-year term is not 3 × its 1-year fee). Without it a term costs the yearly price × years.
   */
  priceFor?(
    domain: NormalizedDomain,
    years: number,
  ): Promise<{ register: string; renew: string; currency: string }>;
  /**
   * Optional, for a registry kept in the service's own database (the sandbox's): lets the
   * statement that writes an order decide whether the name is registered, instead of a query
   * of its own before it (one round trip less per order).
   */
  readonly orderCheck?: {
    /** `check`'s answer as if the name were not registered (suffix, test names, prices). */
    unlessRegistered(domain: NormalizedDomain): Promise<Availability>;
    /** SQL that is true when `name` (an SQL text expression) is registered. */
    registered(name: SQL): SQL;
  };
  /**
   * What the registry holds for a name: used to recover an order interrupted mid-registration.
   * `reference` is the registration's we look for: an adapter whose registry cannot keep it
   * verbatim (EPP) reports it as `reference` when the registry's record matches it. Where the
   * record cannot say (a thin registry shows no registrant), `sponsored` says the registry
   * holds the name for us, and `createdAt` when it created it.
   */
  lookup(
    domain: NormalizedDomain,
    reference?: string,
  ): Promise<
    | { registered: false }
    | {
        registered: true;
        reference: string | null;
        expiresAt: Date;
        pending?: undefined;
        /** A thin registry's record (no registrant): sponsored by us, whose order unknown. */
        sponsored?: boolean;
        createdAt?: Date;
      }
    /** Created but not settled by the registry (EPP `pendingCreate`): no expiry yet. */
    | { registered: true; reference: string | null; pending: true; expiresAt?: undefined }
  >;
  /**
   * `pending: true`: the registry accepted the create without executing it yet (EPP 1001): it
   * settles it later (poll queue, `domain:info`); no expiry is known until then.
   */
  register(
    input: RegisterInput,
  ): Promise<
    | { ok: true; expiresAt: Date; receipt?: RegistryReceipt; pending?: undefined }
    | { ok: true; pending: true; receipt?: RegistryReceipt; expiresAt?: undefined }
    | RegistrarFailure
  >;
  /**
   * Renews for `years`. Like a registry, refuses (`rejected`) a renewal that would put the
   * expiry past {@link MAX_TERM_YEARS} years from `now`.
   */
  renew(input: {
    domain: NormalizedDomain;
    years: number;
    expiresAt: Date;
    now: Date;
    /**
     * Like EPP's `curExpDate`: renew only while the registry's expiry is still on this date,
     * else fail with `expiry_changed` (someone renewed it meanwhile).
     */
    onlyIfExpiresOn?: Date;
  }): Promise<{ ok: true; expiresAt: Date; receipt?: RegistryReceipt } | RegistrarFailure>;
  setNameservers(
    domain: NormalizedDomain,
    nameservers: string[],
  ): Promise<{ ok: true } | RegistrarFailure>;
  /** Optional: the registry's message queue (EPP poll), read by the poll worker. */
  readonly pollQueue?: RegistryPollQueue;
  /**
   * Days after a registration, a transfer in or a registrant change during which the registry
   * refuses a transfer out (60 under ICANN's Transfer Policy, 30 under its update; an EPP
   * registry profile's). Default `DEFAULT_TRANSFER_LOCK_DAYS`.
   */
  readonly transferLockDays?: number;
  /** Optional: transfers in and out, locks, transfer codes and registrant changes. */
  readonly transfers?: RegistrarTransfers;
  /** Optional: hold, and the life after expiry (grace, deletion, redemption, restore). */
  readonly lifecycle?: RegistrarLifecycle;
  /** Optional: the DS records the registry publishes for a domain (`dnssec.ts`). */
  readonly dnssec?: RegistrarDnssec;
}

/** Whether a name registered elsewhere can be transferred here, and at what price. */
export type TransferQuote = {
  transferable: boolean;
  /** The transfer's price (it adds one year at most registries), decimal text. */
  price: string;
  currency: string;
  /**
   * Why not, when not transferable: `not_registered` (register it instead), `held_here` (this
   * registrar already sponsors it), `transfer_prohibited` (a lock at the losing registrar or
   * the registry), `recently_moved` (the policy's period after a registration, transfer or
   * registrant change: `lockedUntil`), `unsupported_suffix`.
   */
  reason?:
    | "not_registered"
    | "held_here"
    | "transfer_prohibited"
    | "recently_moved"
    | "unsupported_suffix";
  lockedUntil?: Date;
};

/** Where a transfer we asked for stands at the registry. */
export type TransferInState =
  | { status: "pending"; actionAt?: Date }
  | { status: "completed"; expiresAt: Date; receipt?: RegistryReceipt }
  | { status: "refused"; reason: string };

/**
 * Transfers (RFC 5731 `domain:transfer`), locks and codes (`domain:update`), registrant changes
 * (`contact:create` + `domain:update`). The gaining side: `quote`, `request`, `status`,
 * `cancel`. The losing side: `answer`, `setLock`, `setAuthCode`.
 */
export interface RegistrarTransfers {
  /** Whether `domain` can come here, and its price (`cached` as for `check`). */
  quote(domain: NormalizedDomain, opts?: { cached?: boolean }): Promise<TransferQuote>;
  /** Optional: `quote` of several names at once (a search's), in their order, in one round trip. */
  quoteMany?(domains: readonly NormalizedDomain[]): Promise<TransferQuote[]>;
  /**
   * Optional: whether the registry accepts `authCode` for `domain` before anything is paid (EPP
   * `domain:info` with the code: a wrong one answers 2202). `auth_code_invalid` when not.
   */
  verifyCode?(domain: NormalizedDomain, authCode: string): Promise<{ ok: true } | RegistrarFailure>;
  /**
   * Asks the registry to move `domain` here with its holder's code, adding `years` (1). `price`:
   * what the customer agreed to pay (refused as `price_changed` when it differs). `reference`:
   * our order id (asking again with it is a no-op answering the transfer's state).
   */
  request(input: {
    domain: NormalizedDomain;
    authCode: string;
    years: number;
    price: string;
    reference: string;
    now: Date;
  }): Promise<({ ok: true } & TransferInState) | RegistrarFailure>;
  /** Where our request for `domain` stands (EPP transfer op="query"). */
  status(domain: NormalizedDomain, reference: string, now: Date): Promise<TransferInState>;
  /** Withdraws our pending request (EPP transfer op="cancel"). */
  cancel(domain: NormalizedDomain): Promise<{ ok: true } | RegistrarFailure>;
  /** The losing side: approves or rejects a pending request for a name we sponsor. */
  answer(domain: NormalizedDomain, approve: boolean): Promise<{ ok: true } | RegistrarFailure>;
  /** Sets or lifts the owner's lock (EPP `clientTransferProhibited`). */
  setLock(domain: NormalizedDomain, locked: boolean): Promise<{ ok: true } | RegistrarFailure>;
  /**
   * Sets the domain's transfer code at the registry (the registry keeps a hash of it), or clears
   * it (`null`: RFC 9154's empty authInfo). We never keep the code.
   */
  setAuthCode(
    domain: NormalizedDomain,
    code: string | null,
    /** `expiresAt`: when the code stops being valid, for a registry that keeps an expiry. */
    options?: { expiresAt: Date },
  ): Promise<{ ok: true } | RegistrarFailure>;
  /**
   * Makes `contact` the domain's registrant the way the registry requires: a new contact object
   * (`reference` names it), the domain updated to it; the old object is left as it is.
   */
  changeRegistrant(
    domain: NormalizedDomain,
    contact: RegistrantContact,
    reference: string,
  ): Promise<{ ok: true; registryContactId?: string } | RegistrarFailure>;
}

/** A service message from the registry's queue, as the poll worker acts on it. */
export type RegistryMessage = {
  /** The registry's message id (what is acked). */
  id: string;
  queuedAt?: Date;
  text: string;
  kind: "transfer" | "pending_action" | "deleted" | "funds" | "other";
  domain?: string;
  /** transfer: RFC 5731 trStatus (pending, clientApproved, serverApproved, clientRejected…). */
  transferStatus?: string;
  /** transfer: whether we are the losing registrar (the domain is leaving us). */
  transferAway?: boolean;
  /** transfer: the gaining registrar; pending_action: the registry's date of it. */
  otherParty?: string;
  /** transfer: when the registry acts on a pending transfer (auto-approval). */
  actionDate?: Date;
  /** pending_action: whether the registry executed the pending action (paResult). */
  approved?: boolean;
  /** funds: what the registrar may still spend there (Verisign `availableCredit`), if said. */
  availableCredit?: string;
  /** The message's resData and extension as XML, auth codes and passwords redacted. */
  raw: string;
};

export interface RegistryPollQueue {
  /** The oldest waiting message (`<poll op="req"/>`), or undefined when the queue is empty. */
  next(): Promise<RegistryMessage | undefined>;
  /** Removes a message from the queue (`<poll op="ack"/>`). */
  ack(id: string): Promise<void>;
  /** Calls `listener` whenever any answer says messages wait (`msgQ`); returns its removal. */
  onWaiting(listener: () => void): () => void;
  /** The registry's current expiry for a name we sponsor (undefined: none, or not ours). */
  expiryOf(domain: NormalizedDomain): Promise<Date | undefined>;
}

export { addYears };

/**
 * What `years` years of `kind` cost: the registrar's own total for the period when it prices
 * periods (`priceFor`), else the yearly price of `a` (its `check` answer) × years.
 */
export async function termTotal(
  registrar: RegistrarProvider,
  domain: NormalizedDomain,
  a: Availability,
  years: number,
  kind: "register" | "renew",
): Promise<string> {
  if (years === 1 || !registrar.priceFor) {
    return timesYears(kind === "register" ? a.price : a.renewalPrice, years);
  }
  const p = await registrar.priceFor(domain, years);
  return kind === "register" ? p.register : p.renew;
}

/**
 * Why renewing a domain expiring at `expiresAt` for `years` breaks the term cap, in words, or
 * `undefined` when the new expiry stays within {@link MAX_TERM_YEARS} years of `now`.
 */
export function termCapRefusal(
  name: string,
  expiresAt: Date,
  years: number,
  now: Date,
): string | undefined {
  const limit = addYears(now, MAX_TERM_YEARS);
  const next = addYears(expiresAt, years);
  if (next.getTime() <= limit.getTime()) return undefined;
  const room = renewableYears(expiresAt, now);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return (
    `Renewing ${name} for ${years} year(s) would move its expiry to ${day(next)}, more than ` +
    `${MAX_TERM_YEARS} years from now (${day(limit)}), which the registry does not allow; ` +
    (room > 0
      ? `it can be renewed for at most ${room} year(s) now. Nothing was charged.`
      : "it cannot be renewed further yet. Nothing was charged.")
  );
}

/**
 * The registrar of each mode: test mode always the sandbox; live mode the configured registry
 * (`REGISTRAR=epp`). Without `live` the deployment has test mode only.
 */
export type Registrars = {
  readonly test: RegistrarProvider;
  readonly live?: RegistrarProvider | undefined;
};

/** Whether the deployment has live mode (a real registrar is configured). */
export const hasLiveMode = (r: Registrars) => r.live !== undefined;

/** The modes whose registrar this deployment runs: `[false]`, or `[false, true]`. */
export const modesOf = (r: Registrars): boolean[] => (r.live ? [false, true] : [false]);

/**
 * The registrar of a mode. Live mode on a deployment without a real registrar is refused (409
 * `live_mode_unavailable`): no credential of that mode can be made there, so only data from a
 * deployment that ran one reaches this.
 */
export function registrarFor(r: Registrars, livemode: boolean): RegistrarProvider {
  if (!livemode) return r.test;
  if (!r.live) throw liveModeUnavailable();
  return r.live;
}
