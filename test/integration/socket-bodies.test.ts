/**
 * Bodies read from a real socket: with a declared length they are read on @hono/node-server's
 * direct path (`http/body-limit.ts`), and every way a route reads them still gets them whole.
 */
import { serve, type ServerType } from "@hono/node-server";
import { eq } from "drizzle-orm";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { orders } from "../../src/server/orders/schema";
import { CONTACT } from "../helpers/contact";
import { openTestDb } from "../helpers/test-db";
import { makeTestApp, type TestApp } from "../helpers/test-app";

let database: Database;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;
let server: ServerType;
let base: string;

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  org = await t.org("Sockets");
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

describe("a body with a declared length, over a socket", () => {
  it("reaches a JSON route whole, UTF-8 and all", async () => {
    const contact = { ...CONTACT, first_name: "Zoë", city: "Zürich", address1: "Bahnhofstraße 1" };
    const body = JSON.stringify({ domain: "socket-body.com", contact, payment_method: "card" });
    const res = await fetch(`${base}/api/v1/registrar/order`, {
      method: "POST",
      headers: {
        "x-api-key": org.apiKey,
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(body)),
      },
      body,
    });
    expect(res.status).toBe(201);
    const { order_id } = (await res.json()) as { order_id: string };
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order_id));
    expect(row?.contact).toMatchObject({ first_name: "Zoë", city: "Zürich" });

    // The card checkout's form (parseBody) reads the same way.
    const form = "card=4242+4242+4242+4242";
    const paid = await fetch(`${base}/checkout/${order_id}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "content-length": String(form.length),
      },
      body: form,
    });
    expect(await paid.text()).toContain("Payment received");
  });

  it("is the 422 of an invalid body, with what was sent", async () => {
    const body = '{"username":"Zoë"}';
    const res = await fetch(`${base}/api/v1/auth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(res.status).toBe(422);
    const detail = ((await res.json()) as { detail: { loc: string[]; input: unknown }[] }).detail;
    expect(detail).toContainEqual(
      expect.objectContaining({ loc: ["body", "password"], input: { username: "Zoë" } }),
    );
  });
});
