import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, preparedDataDir, startService } from "../helpers/processes";

// Slow clients and connection hoarding against the service as `npm start` runs it: one start
// with small limits, raw sockets playing the slow or greedy client.

let port: number;
let service: Awaited<ReturnType<typeof startService>>;
const sockets: Socket[] = [];

beforeAll(async () => {
  port = await freePort();
  service = await startService({
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: preparedDataDir(),
    HTTP_HEADERS_TIMEOUT_MS: "1000",
    HTTP_REQUEST_TIMEOUT_MS: "2000",
    HTTP_KEEP_ALIVE_TIMEOUT_MS: "1000",
    HTTP_MAX_CONNECTIONS_PER_ADDRESS: "4",
  });
}, 90_000);
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await service?.stop();
});

/** A raw connection to the service: what it received, and when it was closed. */
async function open() {
  const socket = connect(port, "127.0.0.1");
  sockets.push(socket);
  let received = "";
  socket.on("data", (d: Buffer) => (received += d.toString()));
  socket.on("error", () => {});
  const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(Date.now())));
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("error", reject);
  });
  return { socket, closed, received: () => received, openedAt: Date.now() };
}

/** Resolves with the time a promise settles, or undefined if it has not within `ms`. */
const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<undefined>((r) => setTimeout(() => r(undefined), ms))]);

describe("server limits", { timeout: 60_000 }, () => {
  it("cuts a client that sends its headers too slowly", async () => {
    const c = await open();
    c.socket.write("GET /healthz HTTP/1.1\r\nHost: x\r\n"); // never ends the headers
    const closedAt = await within(c.closed, 5000);
    expect(closedAt, "still open after 5 s").toBeDefined();
    expect(closedAt! - c.openedAt).toBeLessThan(3500);
    expect(c.received()).toContain("408");
  });

  it("cuts a client that sends its body too slowly", async () => {
    const c = await open();
    c.socket.write(
      "POST /api/v1/auth/token HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\n" +
        "content-length: 100\r\n\r\n{",
    );
    // A byte every 500 ms: the headers came at once, the body never finishes.
    const drip = setInterval(() => c.socket.writable && c.socket.write(" "), 500);
    const closedAt = await within(c.closed, 6000);
    clearInterval(drip);
    expect(closedAt, "still open after 6 s").toBeDefined();
    expect(closedAt! - c.openedAt).toBeLessThan(4500);
  });

  it("closes an idle kept-alive connection", async () => {
    const c = await open();
    c.socket.write("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n");
    // Node's own default is 5 s: 1 s configured, cut within a second or so of it.
    const closedAt = await within(c.closed, 3000);
    expect(c.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(closedAt, "still open after 3 s").toBeDefined();
  });

  it("refuses connections past the per-address cap, and takes new ones once some close", async () => {
    const held = [await open(), await open(), await open(), await open()];
    const extra = await open();
    expect(await within(extra.closed, 2000), "the fifth connection stays open").toBeDefined();
    for (const h of held) expect(h.socket.destroyed).toBe(false);
    held[0]!.socket.destroy();
    await held[0]!.closed;
    await new Promise((r) => setTimeout(r, 100));
    const again = await open();
    again.socket.write("GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    await within(again.closed, 3000);
    expect(again.received()).toMatch(/^HTTP\/1\.1 200/);
    for (const h of held) h.socket.destroy();
  });
});
