import type { Logger } from "../../logger";
import type { RegistrarProvider } from "../provider";
import { checkDomain } from "./epp-check";
import { lookupDomain } from "./epp-info";
import { eppPollQueue } from "./epp-poll";
import { createEppClient } from "./epp-client";
import { isRegistryFailure, RegistryUnavailableError } from "./epp-errors";
import { registerDomain } from "./epp-registration";
import { renewDomain, setDomainNameservers } from "./epp-renewal";
import type { PoolOptions } from "./pool";
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
  logger?: Logger;
};

export type EppProvider = RegistrarProvider & { close(): Promise<void> };

/**
 * The registrar adapter over EPP (RFC 5730-5734, fee extension RFC 8748). See
 * docs/decisions/registries-over-epp.md "EPP adapter" for how contacts, hosts and our reference are kept.
 * Its parts: epp-check (check, pricing, info), epp-registration (contacts, hosts, create),
 * epp-renewal (renew, nameservers), over one epp-client (pool, clTRIDs, send and query).
 */
export function createEppProvider(options: EppProviderOptions): EppProvider {
  const client = createEppClient(options);
  const suffixes = new Set(options.suffixes.map((s) => s.toLowerCase().replace(/^\./, "")));
  const { pool, logger } = client;

  const provider: EppProvider = {
    name: EPP_REGISTRAR_NAME,
    defaultNameservers: options.defaultNameservers,
    check: (domain) => checkDomain(client, suffixes, domain),
    lookup: (domain, reference) => lookupDomain(client, domain, reference),
    register: (input) => registerDomain(client, suffixes, input),
    renew: (input) => renewDomain(client, input),
    setNameservers: (domain, nameservers) => setDomainNameservers(client, domain, nameservers),
    pollQueue: eppPollQueue(client),
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
        logger?.warn("epp registry unavailable", {
          operation: what,
          error: (err as Error).name,
          message: (err as Error).message,
        });
        throw new RegistryUnavailableError(err as Error);
      }
    };
  return {
    ...provider,
    check: guard("check", provider.check),
    lookup: guard("lookup", provider.lookup),
    register: guard("register", provider.register),
    renew: guard("renew", provider.renew),
    setNameservers: guard("setNameservers", provider.setNameservers),
    pollQueue: {
      ...provider.pollQueue!,
      next: guard("poll", provider.pollQueue!.next),
      ack: guard("poll ack", provider.pollQueue!.ack),
      expiryOf: guard("poll info", provider.pollQueue!.expiryOf),
    },
  };
}
