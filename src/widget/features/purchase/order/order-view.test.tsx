import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  fakeApi,
  hostedDomain,
  ORDER_ID,
  orderDetail,
  SESSION_ID,
  sessionInfo,
} from "../../../test/fake-api";
import { rememberOrder } from "../../../lib/session/order-storage";
import { renderWidget } from "../../../test/render-widget";

const ALL = ["domain_search", "domain_purchase", "renew", "dns_manage"];

/** The widget reopened on a completed order, with the actions the session allows. */
function completed(
  actions: string[],
  extra: Record<string, unknown> = {},
  domain: Record<string, unknown> = {},
) {
  rememberOrder(window, SESSION_ID, ORDER_ID);
  return fakeApi()
    .reply("GET", /^\/session$/, 200, sessionInfo(actions))
    .reply(
      "GET",
      new RegExp(`^/orders/${ORDER_ID}$`),
      200,
      orderDetail({ status: "completed", amount_paid: "24.00", ...extra }),
    )
    .reply("GET", /^\/domains$/, 200, {
      items: [hostedDomain("example.com", { expires_at: "2032-01-01T00:00:00Z", ...domain })],
    })
    .reply("GET", /^\/domains\/example\.com\/records$/, 200, { items: [] })
    .reply("GET", /^\/domains\/example\.com\/nameservers$/, 200, {
      domain: "example.com",
      nameservers: ["ns1.registrar.test", "ns2.registrar.test"],
    });
}

const nextSteps = () =>
  Array.from(
    screen.getByRole("group", { name: "What next?" }).querySelectorAll("button"),
    (b) => b.textContent,
  );

describe("order result: a completed order", () => {
  it("says in words what happened: registered until the domain's expiry, what was paid, auto-renew", async () => {
    completed(ALL);
    renderWidget();
    expect(await screen.findByRole("heading", { name: "Order for example.com" })).toBeTruthy();
    expect(await screen.findByText("example.com is yours")).toBeTruthy();
    expect(
      await screen.findByText(
        "It is registered to you until January 1, 2032. You paid $24.00. Auto-renew is on: it renews before it expires.",
      ),
    ).toBeTruthy();
    expect(nextSteps()).toEqual(["Manage DNS", "Renewal settings", "Search another name"]);
  });

  it("names the order's number and moves focus to the result's heading", async () => {
    completed(ALL);
    renderWidget();
    const title = await screen.findByRole("heading", { name: "example.com is yours" });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.parentElement?.textContent).toContain("Order number: RG-7K2M9QX4TB");
    // No receipt on record (an order completed before receipts were sent): none is claimed,
    // and a registrant already verified gets no verification email.
    expect(screen.queryByText(/receipt/i)).toBeNull();
    expect(screen.queryByText(/We emailed/)).toBeNull();
  });

  it("says where the receipt went", async () => {
    completed(ALL, { receipt_to: "ada@example.com" });
    renderWidget();
    const sentTo = await screen.findByText("ada@example.com");
    expect(sentTo.tagName).toBe("BDI");
    expect(sentTo.parentElement?.textContent).toBe("Receipt sent to: ada@example.com");
  });

  it("tells about the registrant's confirmation email when one went out, with its deadline", async () => {
    completed(
      ALL,
      {},
      {
        registrant_verification: {
          status: "pending",
          deadline_at: "2030-01-16T00:00:00Z",
          verified_at: null,
        },
      },
    );
    renderWidget();
    expect(
      await screen.findByText(
        "We emailed the registrant a link to confirm their email address. Confirm it by January 16, 2030, or the domain is suspended until it is confirmed.",
      ),
    ).toBeTruthy();
  });

  // The screens opened are checked in e2e/widget-screens.spec.ts (their chunks load there).
  it("opens the DNS tab, the renew tab, and search for another name", async () => {
    completed(ALL);
    const user = userEvent.setup();
    const current = () => document.querySelector("nav [aria-current=page]")?.textContent;
    for (const [button, tab] of [
      ["Manage DNS", "DNS"],
      ["Renewal settings", "Renew"],
    ]) {
      const { unmount } = renderWidget();
      await user.click(await screen.findByRole("button", { name: button }));
      expect(current()).toBe(tab);
      unmount();
      completed(ALL);
    }
    renderWidget();
    await user.click(await screen.findByRole("button", { name: "Search another name" }));
    expect(current()).toBe("Search");
  });

  it("offers only what the session allows; without the domain list, the date follows from the completion", async () => {
    const api = completed(["domain_purchase"], {
      transitions: [
        { from: "processing", to: "completed", at: "2030-01-02T10:00:00Z", reason: null },
      ],
    });
    renderWidget();
    expect(
      await screen.findByText("It is registered to you until January 2, 2032. You paid $24.00."),
    ).toBeTruthy();
    expect(nextSteps()).toEqual(["Buy another domain"]);
    expect(api.requests.some((r) => r.path === "/domains")).toBe(false);
  });
});
