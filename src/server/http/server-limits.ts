import type { Server, Socket } from "node:net";

/** How long a client may take, and how many connections one address may hold (config.ts). */
export type ServerLimits = {
  /** Time to receive a request's headers (`HTTP_HEADERS_TIMEOUT_MS`); slower is a 408. */
  headersTimeoutMs: number;
  /** Time to receive a whole request, body included (`HTTP_REQUEST_TIMEOUT_MS`). */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this (`HTTP_KEEP_ALIVE_TIMEOUT_MS`). */
  keepAliveTimeoutMs: number;
  /** Open connections one client address may hold (`HTTP_MAX_CONNECTIONS_PER_ADDRESS`; 0: no cap). */
  maxConnectionsPerAddress: number;
};

/**
 * The Node HTTP server's own timeouts. Node checks the header and request timeouts every
 * `connectionsCheckingInterval` (30 s by default): checked every second here, so a slow client
 * is cut within a second of its limit.
 */
export function serverOptions(limits: ServerLimits) {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: 1000,
  };
}

/**
 * Closes at once a connection from an address that already holds `max` open ones (0: no cap),
 * so one client cannot take every socket the process has. Behind a proxy every client has the
 * proxy's address: raise the cap or set 0 there, and cap per client at the proxy.
 */
export function capConnectionsPerAddress(server: Server, max: number) {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
