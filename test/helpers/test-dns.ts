import type { ResolveHost } from "../../src/server/events/webhook-target";

/** The public address every other name has in tests (nothing is ever sent to it). */
const TEST_PUBLIC_ADDRESS = "93.184.216.34";

/**
 * The tests' DNS, so no test asks the network: names under `.invalid` (RFC 6761) do not exist,
 * `localhost` is this machine, and any other name has one public address.
 */
export const testDns: ResolveHost = (host) => {
  if (host === "invalid" || host.endsWith(".invalid")) {
    return Promise.reject(
      Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" }),
    );
  }
  const address = host === "localhost" ? "127.0.0.1" : TEST_PUBLIC_ADDRESS;
  return Promise.resolve([{ address, family: 4 }]);
};
