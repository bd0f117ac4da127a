/**
 * The rate limiter under a burst, over real HTTP against the service process: it admits no
 * more than the bucket holds, answers the rest 429 with Retry-After, leaves other credentials
 * alone, and lets the credential through again once Retry-After has passed.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startService } from "../helpers/processes";

const BURST = 20;
const PER_MINUTE = 120; // 2 a second
const dir = mkdtempSync(join(tmpdir(), "registrar-ratelimit-"));
let service: Awaited<ReturnType<typeof startService>>;
let base: string;
let apiKey: string;
let clientToken: string;

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) return;
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  service = await startService(
    {
      DATA_DIR: dir,
      PORT: String(port),
      DNS_PORT: "",
      RATE_LIMIT_BURST: String(BURST),
      RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
    },
    120_000,
  );
  apiKey = /shown only this once:\n\s+(rk_\S+)/.exec(service.output())![1]!;
  const res = await fetch(`${base}/api/v1/hosted/sessions`, {
    method: "POST",
    headers: { "x-api-key": apiKey, "content-type": "application/json" },
    body: JSON.stringify({ allowed_actions: ["domain_search"], external_account_id: "acct_rl" }),
  });
  clientToken = ((await res.json()) as { client_token: string }).client_token;
});
afterAll(async () => {
  await service?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const suggest = (token: string, q: string) =>
  fetch(`${base}/api/v1/hosted/suggestions?q=${q}`, {
    headers: { authorization: `Bearer ${token}` },
  });

// Independent of the database: runs once, in the PGlite pass (CI runs the suite twice).
describe.skipIf(!!process.env.TEST_DATABASE_URL)("rate limiter under a burst", () => {
  it("holds, answers 429 with Retry-After, spares other credentials, and recovers", async () => {
    const started = Date.now();
    const responses = await Promise.all(
      Array.from({ length: 150 }, (_, i) => suggest(clientToken, `burst${i}`)),
    );
    const elapsedS = (Date.now() - started) / 1000;
    const ok = responses.filter((r) => r.status === 200);
    const limited = responses.filter((r) => r.status === 429);
    expect(ok.length + limited.length).toBe(150);
    // The bucket plus what refilled while the burst ran, never more.
    expect(ok.length).toBeGreaterThanOrEqual(BURST);
    expect(ok.length).toBeLessThanOrEqual(BURST + Math.ceil((elapsedS * PER_MINUTE) / 60) + 1);
    for (const r of limited) {
      expect(Number(r.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(r.headers.get("ratelimit-limit") ?? r.headers.get("ratelimit-policy")).toBeTruthy();
      expect(await r.json()).toEqual({ detail: expect.any(String), code: "rate_limited" });
    }
    await Promise.all(ok.map((r) => r.arrayBuffer()));

    // Another credential is not affected.
    const org = await fetch(`${base}/api/v1/organization`, { headers: { "x-api-key": apiKey } });
    expect(org.status).toBe(200);

    // Still limited right away; through again after Retry-After.
    // (A slow machine may have refilled a token or two since: a few more must hit the limit.)
    const tries = await Promise.all(
      Array.from({ length: 5 }, (_, i) => suggest(clientToken, `again${i}`)),
    );
    const again = tries.find((r) => r.status === 429);
    expect(again?.status).toBe(429);
    await Promise.all(tries.map((r) => r.arrayBuffer()));
    const wait = Number(again!.headers.get("retry-after"));
    await new Promise((r) => setTimeout(r, wait * 1000 + 250));
    const after = await suggest(clientToken, "after");
    expect(after.status).toBe(200);

    // And fully recovered after the bucket's refill time.
    await new Promise((r) => setTimeout(r, (BURST / PER_MINUTE) * 60_000 + 500));
    const second = await Promise.all(
      Array.from({ length: BURST }, (_, i) => suggest(clientToken, `second${i}`)),
    );
    expect(second.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(BURST - 1);
  });
});
