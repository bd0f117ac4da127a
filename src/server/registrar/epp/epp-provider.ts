import type { Logger } from "../../logger";
import type { NormalizedDomain } from "../normalize-domain";
import type { RegistrarProvider } from "../provider";
import type { Availability } from "../provider";
import type { CheckCache } from "./check-cache";
import { checkDomain, checkDomains, feeVersion, quote } from "./epp-check";
import { lookupDomain } from "./epp-info";
import { eppLifecycle } from "./epp-lifecycle";
import { eppPollQueue } from "./epp-poll";
import { createEppClient } from "./epp-client";
import {
  EppCommandError,
  EppConfigurationError,
  isRegistryFailure,
  RegistryUnavailableError,
} from "./epp-errors";
import { registerDomain } from "./epp-registration";
import { eppChangeRegistrant } from "./epp-registrant";
import { eppTransfers, SECURE_AUTHINFO } from "./epp-transfer";
import { renewDomain, setDomainNameservers } from "./epp-renewal";
import { eppDnssec } from "./epp-dnssec";
import type { PoolOptions } from "./pool";
import { underProfile } from "./profile-check";
import { profileNamed, withProfile, type ProfileName, type RegistryProfile } from "./profiles";
import type { EppEndpoint } from "./session";

export { RegistryUnavailableError } from "./epp-errors";

const EPP_REGISTRAR_NAME = "epp";

export type EppProviderOptions = {
  endpoint: EppEndpoint;
  pool: PoolOptions;
  /** The public suffixes this registry (or reseller account) sells. */
  suffixes: string[];
  /** The currency of the account: fees are asked and agreed in it. */
  currency: string;
  defaultNameservers: string[];
  /** Names per domain:check at most (the registry's limit); 10 unless told. */
  checkBatch?: number;
  /** Recent check answers shared across instances, for searches (never before a create). */
  cache?: CheckCache;
  /** A transform's answer showing the account's funds below this logs a warning. */
  lowBalance?: string;
  logger?: Logger;
  /** The registry's profile (`EPP_PROFILE`): extensions, contact rules, limits. Generic unless told. */
  profile?: ProfileName | RegistryProfile;
  /** Days of the transfer policy's lock instead of the profile's (`EPP_TRANSFER_LOCK_DAYS`). */
  transferLockDays?: number;
};

export type EppProvider = RegistrarProvider & {
  /**
   * Connects and reads the greeting: throws `EppConfigurationError` (naming the greeting's
   * extensions) when the registry offers no fee extension version this adapter speaks. A
   * registry that does not answer is not an error here (the service starts; calls are 503s).
   */
  verify(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The registrar adapter over EPP (RFC 5730-5734, fee extension RFC 8748 or its drafts). See
 * docs/decisions/registries-over-epp.md "EPP adapter" for how contacts, hosts and our reference
 * are kept, and "Fees and check volume" for pricing, batches and the check cache.
 * Its parts: epp-check (check in batches, quotes), fees (the fee extension's versions),
 * check-cache (recent answers shared by instances), epp-registration (contacts, hosts, create),
 * epp-renewal (renew, nameservers), epp-transfer and epp-registrant (transfers), epp-lifecycle
 * (hold, the life after expiry, RFC 3915 restore), over one epp-client (pool, clTRIDs, send and query).
 */
export function createEppProvider(options: EppProviderOptions): EppProvider {
  const profile = profileNamed(options.profile);
  const suffixList = options.suffixes.map((s) => s.toLowerCase().replace(/^\./, ""));
  const suffixes = new Set(suffixList);
  const client = withProfile(
    createEppClient({
      ...options,
      endpoint: {
        ...options.endpoint,
        // RFC 9154 is asked for at login where the greeting offers it (epp-transfer.ts).
        extURIs: [...(options.endpoint.extURIs ?? []), ...profile.extURIs, SECURE_AUTHINFO],
      },
    }),
    profile,
    suffixList,
  );
  const { pool, logger } = client;
  const batch = Math.max(1, options.checkBatch ?? 10);
  const lockDays = options.transferLockDays ?? profile.transferLockDays;
  const { cache } = options;

  /** Names from the cache when it holds them, the others asked in batches and kept there. */
  const checkMany = async (domains: readonly NormalizedDomain[]): Promise<Availability[]> => {
    const held = cache
      ? await cache.get(domains.map((d) => d.name))
      : new Map<string, Availability>();
    const ask = domains.filter((d) => !held.has(d.name));
    const asked = (await checkDomains(client, suffixes, ask, batch)).map((a, i) =>
      underProfile(client, ask[i]!, a),
    );
    const fresh = new Map(ask.map((d, i) => [d.name, asked[i]!] as const));
    if (cache && fresh.size > 0) {
      await cache.put(fresh).catch((err: unknown) => {
        logger?.warn("epp check cache not written", { error: (err as Error).message });
      });
    }
    return domains.map((d) => held.get(d.name) ?? fresh.get(d.name)!);
  };

  const provider: EppProvider = {
    name: EPP_REGISTRAR_NAME,
    defaultNameservers: options.defaultNameservers,
    check: async (domain, opts) =>
      opts?.cached && cache
        ? (await checkMany([domain]))[0]!
        : underProfile(client, domain, await checkDomain(client, suffixes, domain)),
    checkMany,
    priceFor: async (domain, years) => {
      const q = await quote(client, domain, years, `${domain.name}/${years}y`);
      if (!q.create || !q.renew) {
        throw new EppCommandError(`the registry quoted no ${years}-year fee for ${domain.name}`);
      }
      return { register: q.create, renew: q.renew, currency: client.currency };
    },
    lookup: (domain, reference) => lookupDomain(client, domain, reference),
    register: (input) => registerDomain(client, suffixes, input),
    renew: (input) => renewDomain(client, input),
    setNameservers: (domain, nameservers) => setDomainNameservers(client, domain, nameservers),
    verify: async () => {
      // A registry slow to answer does not hold the start past 10 s: its calls are 503s meanwhile.
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<"late">((resolve) => {
        timer = setTimeout(() => resolve("late"), 10_000);
        timer.unref();
      });
      try {
        const v = await Promise.race([feeVersion(client), late]);
        if (v === "late") logger?.warn("epp registry not answering at start");
      } catch (err) {
        if (err instanceof EppConfigurationError) throw err;
        logger?.warn("epp registry not reachable at start", { message: (err as Error).message });
      } finally {
        clearTimeout(timer);
      }
    },
    pollQueue: eppPollQueue(client),
    transferLockDays: lockDays,
    transfers: {
      ...eppTransfers(client, suffixes, lockDays),
      changeRegistrant: eppChangeRegistrant(client),
    },
    lifecycle: eppLifecycle(client, profile),
    dnssec: eppDnssec(client),
    close: () => pool.close(),
  };

  /**
   * The registry's failures to answer (transport, session, 2400 twice, a malformed answer)
   * reach callers as a 503 with Retry-After: an order stays `processing` for the lease to
   * retry, an API call says to retry later, and nothing is logged as a server fault.
   */
  const guard =
    <A extends unknown[], R>(what: string, f: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await f(...args);
      } catch (err) {
        if (!isRegistryFailure(err)) throw err;
        const ids = err as { clTRID?: string; svTRID?: string };
        logger?.warn("epp registry unavailable", {
          operation: what,
          error: (err as Error).name,
          message: (err as Error).message,
          ...(ids.clTRID && { clTRID: ids.clTRID }),
          ...(ids.svTRID && { svTRID: ids.svTRID }),
        });
        throw new RegistryUnavailableError(err as Error);
      }
    };
  /** Every method of `o` guarded, named `prefix method`. */
  const guardAll = <T extends object>(prefix: string, o: T): T =>
    Object.fromEntries(
      Object.entries(o).map(([k, f]) => [
        k,
        guard(`${prefix} ${k}`, f as (...a: unknown[]) => Promise<unknown>),
      ]),
    ) as T;
  return {
    ...provider,
    check: guard("check", provider.check),
    checkMany: guard("checkMany", checkMany),
    priceFor: guard("priceFor", provider.priceFor!),
    lookup: guard("lookup", provider.lookup),
    register: guard("register", provider.register),
    renew: guard("renew", provider.renew),
    setNameservers: guard("setNameservers", provider.setNameservers),
    transfers: guardAll("transfer", provider.transfers!),
    dnssec: guardAll("dnssec", provider.dnssec!),
    lifecycle: {
      ...guardAll("lifecycle", {
        setHold: provider.lifecycle!.setHold,
        state: provider.lifecycle!.state,
        delete: provider.lifecycle!.delete,
        restorePrice: provider.lifecycle!.restorePrice,
        restore: provider.lifecycle!.restore,
      }),
      periods: provider.lifecycle!.periods,
      dayMs: provider.lifecycle!.dayMs,
    },
    pollQueue: {
      ...provider.pollQueue!,
      next: guard("poll", provider.pollQueue!.next),
      ack: guard("poll ack", provider.pollQueue!.ack),
      expiryOf: guard("poll info", provider.pollQueue!.expiryOf),
    },
  };
}
