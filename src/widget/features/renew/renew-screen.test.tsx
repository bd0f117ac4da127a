import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { EVENT_ID, fakeApi, hostedDomain, sessionInfo } from "../../test/fake-api";
import { renderWidget } from "../../test/render-widget";

function renewApi() {
  return fakeApi()
    .reply("GET", /^\/session$/, 200, sessionInfo(["renew"]))
    .reply("GET", /^\/domains$/, 200, {
      items: [hostedDomain("example.com"), hostedDomain("renewfail-shop.com")],
    });
}

describe("renew", () => {
  it("renews a domain, shows the new expiry and tells the host with the event id", async () => {
    const api = renewApi().reply("POST", /^\/domains\/example\.com\/renew$/, 200, {
      success: true,
      domain: "example.com",
      new_expiry_date: "2028-03-01T00:00:00Z",
      years_renewed: 2,
      price: "25.98",
      currency: "USD",
      event_id: EVENT_ID,
    });
    const user = userEvent.setup();
    const { emitted } = renderWidget();
    expect(await screen.findByText("Expires on March 1, 2026")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Renew for"), "2");
    expect(screen.getByText("$28.00")).toBeTruthy();
    expect(screen.getByText("March 1, 2028")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Renew" }));
    expect(screen.getByRole("alertdialog", { name: "Renew example.com for $28.00?" })).toBeTruthy();
    expect(api.requests.some((r) => r.method === "POST")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "example.com is renewed until March 1, 2028.",
    );
    const post = api.requests.find((r) => r.method === "POST")!;
    expect(post.body).toEqual({ years: 2 });
    expect(post.headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
    // The same id as the domain.renewed webhook.
    expect(emitted.filter((e) => e.type === "domain.renewed")).toEqual([
      {
        type: "domain.renewed",
        payload: { domain: "example.com", years: 2, event_id: EVENT_ID },
      },
    ]);
  });

  it("says who pays before the user confirms: the partner's account, never the user's card", async () => {
    const api = renewApi();
    const user = userEvent.setup();
    renderWidget();
    await user.selectOptions(await screen.findByLabelText("Renew for"), "2");
    const billing =
      "Renewal for 2 years: $28.00, billed to Partner <b>Domains</b>'s account. You will not be charged by card.";
    // On the form, beside the price, before Renew is pressed.
    expect(screen.getByText(billing)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Renew" }));
    // And in the confirmation the user answers (its description), before anything is sent.
    const dialog = screen.getByRole("alertdialog", { name: "Renew example.com for $28.00?" });
    expect(dialog.getAttribute("aria-describedby")).toContain("rw-renew-billing");
    expect(
      screen.getByRole("alertdialog", {
        description: `2 years; it will then be registered until March 1, 2028. ${billing}`,
      }),
    ).toBe(dialog);
    expect(api.requests.some((r) => r.method === "POST")).toBe(false);
  });

  it("names the organization when the session's theme has no brand name", async () => {
    renewApi().reply(
      "GET",
      /^\/session$/,
      200,
      sessionInfo(["renew"], { theme: { brand_name: null, logo_url: null } }),
    );
    renderWidget();
    expect(
      await screen.findByText(
        "Renewal for 1 year: $14.00, billed to Partner Inc's account. You will not be charged by card.",
      ),
    ).toBeTruthy();
  });

  it("says in its own words that nothing was charged when success is false (not the API's error_message)", async () => {
    renewApi().reply("POST", /^\/domains\/renewfail-shop\.com\/renew$/, 200, {
      success: false,
      domain: "renewfail-shop.com",
      years_renewed: 0,
      error_message: "The registry refused the renewal",
      event_id: EVENT_ID,
    });
    const user = userEvent.setup();
    renderWidget();
    await user.selectOptions(await screen.findByLabelText("Domain"), "renewfail-shop.com");
    await user.click(screen.getByRole("button", { name: "Renew" }));
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "renewfail-shop.com could not be renewed. Nothing was charged. Try fewer years, or try again later.",
    );
    expect(screen.queryByText(/registry refused/)).toBeNull();
  });

  it("follows the chosen years in the price and the new expiry, and charges nothing on Back", async () => {
    const api = renewApi();
    const user = userEvent.setup();
    renderWidget();
    const years = await screen.findByLabelText("Renew for");
    expect(screen.getByText("$14.00")).toBeTruthy();
    expect(screen.getByText("March 1, 2027")).toBeTruthy();
    await user.selectOptions(years, "3");
    expect(screen.getByText("$42.00")).toBeTruthy();
    expect(screen.getByText("March 1, 2029")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Renew" }));
    const dialog = screen.getByRole("alertdialog", { name: "Renew example.com for $42.00?" });
    expect(dialog.textContent).toContain(
      "3 years; it will then be registered until March 1, 2029.",
    );
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    // Focus returns to Renew on the next frame, once the confirmation has gone.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Renew" })),
    );
    expect(api.requests.filter((r) => r.method === "POST")).toEqual([]);
  });

  it("offers only the years within the 10-year term cap and says why", async () => {
    // Expires a little over 7 years from now: at most 2 more years keep it within 10.
    const soon = new Date();
    soon.setUTCFullYear(soon.getUTCFullYear() + 7);
    soon.setUTCDate(soon.getUTCDate() + 20);
    const full = new Date();
    full.setUTCFullYear(full.getUTCFullYear() + 9, full.getUTCMonth() + 6);
    fakeApi()
      .reply("GET", /^\/session$/, 200, sessionInfo(["renew"]))
      .reply("GET", /^\/domains$/, 200, {
        items: [
          hostedDomain("example.com", { expires_at: soon.toISOString() }),
          hostedDomain("full.com", { expires_at: full.toISOString() }),
        ],
      });
    const user = userEvent.setup();
    renderWidget();
    const years = await screen.findByLabelText("Renew for");
    expect([...years.querySelectorAll("option")].map((o) => o.value)).toEqual(["1", "2"]);
    expect(years.getAttribute("aria-describedby")).toBeTruthy();
    expect(
      screen.getByText(
        "A domain may be registered at most 10 years ahead, so up to 2 years can be added now.",
      ),
    ).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Domain"), "full.com");
    expect(screen.queryByLabelText("Renew for")).toBeNull();
    expect(screen.queryByRole("button", { name: "Renew" })).toBeNull();
    expect(screen.getByText(/^full\.com is already registered 10 years ahead/)).toBeTruthy();
  });
});
