/**
 * The registrant's lifecycle through the service over EPP, against the test registry's clock:
 * expiry → grace → renewed; expiry → grace → deletion → redemption → restored; unverified →
 * clientHold at the registry → verified → released. The clock is the app's (`t.advance`),
 * which the registry shares; the lifecycle worker's pass runs by hand (`runLifecycle`).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../src/server/logger";
import { runLifecycle } from "../../src/server/lifecycle/worker";
import { registrantVerifier } from "../../src/server/lifecycle/verification";
import type { LifecycleDeps } from "../../src/server/lifecycle/deps";
import type { Mailer, OutgoingMail } from "../../src/server/mail/mailer";
import { processReadyOrders } from "../../src/server/orders/processor";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { startEppService } from "../helpers/epp-live-registrar";
import { paidEppOrder } from "../helpers/orders";
import { json } from "../helpers/test-app";

const DAY = 86_400_000;

let service: Awaited<ReturnType<typeof startEppService>>;
const mails: OutgoingMail[] = [];
/** The messages the service sends, kept (the SMTP path is the mail work's own tests'). */
const mailer: Mailer = {
  kind: "smtp",
  send: (m) => {
    mails.push(m);
    return Promise.resolve();
  },
  close: () => Promise.resolve(),
};

beforeAll(async () => {
  service = await startEppService({
    org: "Lifecycle over EPP",
    registry: {
      prices: {
        com: { create: "11.00", renew: "13.00", restore: "40.00", restoreIncludesRenewal: true },
      },
      account: { balance: "5000.00" },
    },
  });
});
afterAll(async () => {
  await service?.close();
});

const key = () => ({ "x-api-key": service.org.apiKey });
const deps = (): LifecycleDeps => ({
  db: service.database.db,
  registrars: { test: createSandboxProvider(service.database.db), live: service.epp },
  now: service.t.now,
  logger: createLogger("silent"),
  secretsKey: undefined,
  publicUrl: "http://127.0.0.1:8787",
  mailer,
  graceDays: 30,
  parkingNameservers: ["ns1.parking.example", "ns2.parking.example"],
});

/** Registers `name` over EPP through an order, paid by wire. */
async function registered(name: string) {
  await paidEppOrder(service.t, service.org.apiKey, name);
  const registrars = { test: createSandboxProvider(service.database.db), live: service.epp };
  await processReadyOrders({
    db: service.database.db,
    registrars,
    now: service.t.now,
    logger: createLogger("silent"),
    leaseMs: 60_000,
    // As the service's processor does: a registration asks for the registrant's verification.
    verification: registrantVerifier({ db: service.database.db, registrars, now: service.t.now }),
  });
  await service.t.request(
    `/api/v1/registrar/domains/${name}`,
    json("PATCH", { auto_renew: false }, key()),
  );
  return service.registry.domains.get(name)!.exDate;
}

async function domain(name: string) {
  const res = await service.t.request(`/api/v1/registrar/domains/${name}`, { headers: key() });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    expires_at: string;
    on_hold: boolean;
    registrant_verification: { status: string };
    lifecycle: { phase: string; redemption_ends_at: string | null };
  };
}

/** Moves the shared clock to `at` and runs the lifecycle's pass. */
async function at(when: Date) {
  service.t.advance(when.getTime() - service.t.now().getTime());
  await runLifecycle(deps());
}

describe("the registrant's lifecycle over EPP", () => {
  it("expiry → grace (the registry auto-renewed) → renewed at the renewal price: one year, not two", async () => {
    const expiry = await registered("grace-renew-epp.com");
    await at(new Date(expiry.getTime() + DAY));
    expect((await domain("grace-renew-epp.com")).lifecycle.phase).toBe("grace");
    expect(service.registry.rgpState.rgp.get("grace-renew-epp.com")?.s).toBe("autoRenewPeriod");
    const renewed = await service.t.request(
      "/api/v1/registrar/domains/grace-renew-epp.com/renew",
      json("POST", { years: 1 }, key()),
    );
    expect(await renewed.json()).toMatchObject({ success: true, price: "13.00" });
    const after = await domain("grace-renew-epp.com");
    expect(after.lifecycle.phase).toBe("registered");
    const held = service.registry.domains.get("grace-renew-epp.com")!.exDate;
    expect(new Date(after.expires_at)).toEqual(held);
    expect(held.getUTCFullYear()).toBe(expiry.getUTCFullYear() + 1);
  });

  it("expiry → grace → deletion (credited) → redemption → restored with RFC 3915's request and report", async () => {
    const expiry = await registered("restore-epp.com");
    await at(new Date(expiry.getTime() + DAY));
    await at(new Date(expiry.getTime() + 31 * DAY));
    const inRedemption = await domain("restore-epp.com");
    expect(inRedemption.lifecycle.phase).toBe("redemption");
    expect(service.registry.rgpState.rgp.get("restore-epp.com")?.s).toBe("redemptionPeriod");
    expect(service.registry.rgpState.autoRenewals).toContainEqual(
      expect.objectContaining({ name: "restore-epp.com", credited: true }),
    );
    const quote = await service.t.request("/api/v1/registrar/domains/restore-epp.com/restore", {
      headers: key(),
    });
    expect(quote.status).toBe(200);
    const { price } = (await quote.json()) as { price: string };
    const restored = await service.t.request(
      "/api/v1/registrar/domains/restore-epp.com/restore",
      json("POST", { expected_price: price }, { ...key(), "idempotency-key": "restore-epp-1" }),
    );
    expect(await restored.json()).toMatchObject({ success: true, domain: "restore-epp.com" });
    expect((await domain("restore-epp.com")).lifecycle.phase).toBe("registered");
    expect(service.registry.rgpState.rgp.get("restore-epp.com")).toBeUndefined();
    const ops = service.registry.commands
      .filter((c) => c.command === "domain:update" && c.xml.includes("restore-epp.com"))
      .map((c) => /<rgp:restore op="(\w+)"/.exec(c.xml)?.[1])
      .filter(Boolean);
    expect(ops).toEqual(["request", "report"]);
  });

  it("unverified → clientHold at the registry after 15 days → verified from the link → released", async () => {
    await registered("verify-epp.com");
    expect((await domain("verify-epp.com")).registrant_verification.status).toBe("pending");
    await at(new Date(service.t.now().getTime() + 16 * DAY));
    expect((await domain("verify-epp.com")).on_hold).toBe(true);
    expect(service.registry.transferState.statusOf("verify-epp.com").has("clientHold")).toBe(true);
    // The newest link: the earlier tests' domains had the same registrant, and the clock has
    // since passed their links' days.
    const link = mails
      .map((m) => /\/verify#([A-Za-z0-9_-]+)/.exec(m.text)?.[1])
      .findLast((tok) => tok !== undefined);
    expect(link).toBeDefined();
    const confirmed = await service.t.request(
      "/api/v1/registrant-verifications",
      json("POST", { token: link }),
    );
    expect(confirmed.status).toBe(200);
    await runLifecycle(deps());
    expect((await domain("verify-epp.com")).on_hold).toBe(false);
    expect(service.registry.transferState.statusOf("verify-epp.com").has("clientHold")).toBe(false);
  });

  it("sent only commands valid under the RFC schemas", () => {
    expect(service.registry.invalidCommands()).toEqual([]);
  });
});
