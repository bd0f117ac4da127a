/**
 * What the service runs on PostgreSQL for one request of each benchmarked route, from the
 * server's own statement log (`log_statement=all`) of a throwaway cluster: the floors of
 * floors.ts run exactly these. `npm run bench:statements` prints them (each route requested
 * twice first, so caches are warm as under load, then once more with the log read).
 */
import { readFileSync, statSync } from "node:fs";
import { CONTACT } from "../../test/helpers/orders";
import { freshPostgres, service } from "./api";
import { benchPostgres } from "./postgres";
import { searchSession } from "./session";

const server = await benchPostgres(["log_statement=all", "log_line_prefix='%p '"]);
if ("skipped" in server) {
  console.error(server.skipped);
  process.exit(1);
}
const db = await freshPostgres(server.url);
const svc = await service({ DATABASE_URL: db.url });
try {
  const headers = { "x-api-key": svc.apiKey, "content-type": "application/json" };
  let n = 0;
  const session = await searchSession(svc);
  const client = { authorization: `Bearer ${session.client_token}` };
  const routes: [string, () => Promise<Response>][] = [
    [
      "GET /api/v1/registrar/availability/bench-example.com",
      () => fetch(`${svc.base}/api/v1/registrar/availability/bench-example.com`, { headers }),
    ],
    [
      "GET /api/v1/registrar/suggestions?q=bench-example",
      () => fetch(`${svc.base}/api/v1/registrar/suggestions?q=bench-example`, { headers }),
    ],
    [
      "GET /api/v1/hosted/suggestions?q=bench-example (client token)",
      () => fetch(`${svc.base}/api/v1/hosted/suggestions?q=bench-example`, { headers: client }),
    ],
    [
      "POST /api/v1/registrar/order (wire)",
      () =>
        fetch(`${svc.base}/api/v1/registrar/order`, {
          method: "POST",
          headers,
          body: JSON.stringify({
            domain: `statements-${n++}.com`,
            contact: CONTACT,
            payment_method: "wire",
          }),
        }),
    ],
  ];
  for (const [label, call] of routes) {
    for (let i = 0; i < 2; i++) await (await call()).arrayBuffer();
    // Background work of the earlier requests (last-used stamps, outbox) settles first.
    await new Promise((r) => setTimeout(r, 500));
    const from = statSync(server.log!).size;
    const res = await call();
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 500));
    const lines = readFileSync(server.log!).subarray(from).toString().split("\n");
    const statements = lines.filter((l) => / LOG: {2}(statement|execute [^:]*):/.test(l));
    console.log(`\n## ${label} → ${res.status}: ${statements.length} statements`);
    for (const l of statements) console.log(l.replace(/^\d+ LOG: {2}/, ""));
  }
} finally {
  await svc.stop();
  await db.drop();
  server.stop();
}
