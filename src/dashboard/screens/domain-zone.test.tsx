import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ADMIN } from "../test/fake-fetch";
import { at, domainService } from "../test/domain-page";
import { renderDashboard, signIn } from "../test/render";

afterEach(cleanup);

const DS = { key_tag: 2371, algorithm: 13, digest_type: 2, digest: "AB".repeat(32) };
const ZONE = {
  domain: "example.com",
  provider: "powerdns",
  nameservers: ["ns1.engine.test", "ns2.engine.test"],
  delegated: false,
  serial: 5,
  applied_serial: 4,
  status: "pending",
  last_error: "the engine did not answer",
  applied_at: "2026-11-21T12:00:00Z",
  drift_checked_at: null,
  dnssec: { status: "signed", ds_records: [DS], published: false },
};

const panel = async () =>
  within(
    (await screen.findByRole("heading", { name: "Where the zone is served", level: 2 })).closest(
      "section",
    )!,
  );

describe("the domain page's zone", () => {
  it("shows the provider, the delegation, what is publishing and the DS records", async () => {
    const service = domainService(ADMIN).reply("GET", at("/dns"), 200, ZONE);
    const { user } = renderDashboard(service, "/dashboard/domains/example.com");
    await signIn(user);
    const p = await panel();
    expect(
      await p.findByText("Served by PowerDNS on ns1.engine.test, ns2.engine.test."),
    ).toBeTruthy();
    expect(
      p.getByText(
        "The domain does not use these nameservers: its records here only answer while it does.",
      ),
    ).toBeTruthy();
    expect(p.getByText("Publishing…")).toBeTruthy();
    const ds = p.getByRole("table", { name: "DS records of example.com" });
    expect(within(ds).getByText("AB".repeat(32))).toBeTruthy();
    expect(
      within(ds).getByRole("button", { name: "Copy the DS record with key tag 2371" }),
    ).toBeTruthy();
    expect(p.getByText(/The registry does not publish these DS records now/)).toBeTruthy();
  });

  it("checks for drift and says what it repaired", async () => {
    const service = domainService(ADMIN)
      .reply("GET", at("/dns"), 200, { ...ZONE, status: "applied", applied_serial: 5 })
      .reply("POST", at("/dns/drift-check"), 200, {
        domain: "example.com",
        checked_at: "2026-11-21T12:00:00Z",
        in_sync: false,
        repaired: [{ name: "www", type: "A", change: "added" }],
      });
    const { user } = renderDashboard(service, "/dashboard/domains/example.com");
    await signIn(user);
    const p = await panel();
    await user.click(await p.findByRole("button", { name: "Check for drift" }));
    expect(await p.findByText("Repaired 1 record set(s) at the engine:")).toBeTruthy();
    expect(p.getByText("A www: added")).toBeTruthy();
  });
});
