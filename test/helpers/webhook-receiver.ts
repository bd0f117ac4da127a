import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

type Received = { headers: IncomingHttpHeaders; body: string; at: number };

/**
 * A real HTTP receiver on 127.0.0.1 (or `host`; an ephemeral port): records every request and answers
 * with the next status of `statuses` (then 200), or hangs for `hangMs` when told to.
 */
export async function startReceiver(host = "127.0.0.1") {
  const received: Received[] = [];
  const statuses: number[] = [];
  let hangMs = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        at: Date.now(),
      });
      const answer = () => {
        res.statusCode = statuses.shift() ?? 200;
        res.end("ok");
      };
      if (hangMs > 0) setTimeout(answer, hangMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://${host}:${port}/hook`,
    received,
    /** Answer the next requests with these statuses. */
    respondWith(...s: number[]) {
      statuses.push(...s);
    },
    hang(ms: number) {
      hangMs = ms;
    },
    events: () => received.map((r) => JSON.parse(r.body) as { id: string; type: string }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
