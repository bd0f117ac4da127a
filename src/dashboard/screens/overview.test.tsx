import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MEMBER, signedInService } from "../test/fake-fetch";
import { renderDashboard, signIn } from "../test/render";

afterEach(cleanup);

const OVERVIEW = {
  at: "2026-11-21T12:00:00Z",
  orders: { awaiting_payment: 3, failed_today: 1, refunded_today: 0 },
  domains: { expiring_soon: 2, expires_after: "2026-11-21", expires_before: "2026-12-22" },
  webhooks: { endpoints_failing: 1, endpoints_disabled: 1 },
  abuse_reports: { received_last_7_days: 4, law_enforcement_due: 1 },
};

describe("overview", () => {
  it("is the first page after sign-in: a tile per count, each linking to its filtered list", async () => {
    const service = signedInService(MEMBER)
      .reply("GET", /^\/api\/v1\/overview$/, 200, OVERVIEW)
      .reply("GET", /^\/api\/v1\/registrar\/orders\?/, 200, { items: [], next_cursor: null });
    const { user } = renderDashboard(service);
    await signIn(user);
    expect(await screen.findByRole("heading", { level: 1, name: "Overview" })).toBeTruthy();
    const tiles = within(await screen.findByRole("list", { name: "What needs attention" }));
    const tile = (name: string) => {
      const link = tiles.getByRole("link", { name });
      return { href: link.getAttribute("href"), text: link.closest("li")!.textContent };
    };
    expect(tile("Awaiting payment")).toEqual({
      href: "/dashboard/orders?status=pending",
      text: "Awaiting payment33 orders wait for their payment.",
    });
    expect(tile("Failed today").href).toBe("/dashboard/orders?status=failed");
    expect(tile("Refunded today").text).toContain("0 orders refunded since midnight (UTC).");
    expect(tile("Expiring within 30 days").href).toBe(
      "/dashboard/domains?expires_after=2026-11-21&expires_before=2026-12-22",
    );
    expect(tile("Webhook endpoints failing").text).toContain(
      "1 endpoint with failing deliveries in the last 24 hours; 1 disabled.",
    );
    expect(tile("Abuse reports to review")).toEqual({
      href: "/dashboard/abuse-reports",
      text: expect.stringContaining("1 law enforcement report past or within 6 hours") as string,
    });
    expect(screen.getByRole("link", { name: "Overview" }).getAttribute("aria-current")).toBe(
      "page",
    );
    await user.click(tiles.getByRole("link", { name: "Awaiting payment" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Orders" })).toBeTruthy();
    expect((screen.getByLabelText("Status") as HTMLSelectElement).value).toBe("pending");
  });
});
