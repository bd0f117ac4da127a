import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ADMIN, MEMBER, signedInService } from "../test/fake-fetch";
import { renderDashboard, signIn } from "../test/render";
import { quietDomainState } from "../../../test/helpers/contract-fixtures";

afterEach(cleanup);

const SESSION_RESPONSE = {
  livemode: false,
  session_id: "66666666-6666-4666-8666-666666666666",
  hosted_url: "http://dashboard.test/hosted/66666666-6666-4666-8666-666666666666#token=rct_x",
  embed_url: "http://dashboard.test/embed/66666666-6666-4666-8666-666666666666#token=rct_x",
  client_token: "rct_x",
  expires_at: "2026-11-21T13:00:00Z",
};

describe("hosted sessions", () => {
  it("checks the form with the contract schema, then shows the link once", async () => {
    const service = signedInService()
      .reply("GET", /^\/api\/v1\/hosted\/sessions/, 200, { items: [], next_cursor: null })
      .reply("POST", /^\/api\/v1\/hosted\/sessions$/, 200, SESSION_RESPONSE);
    const { user } = renderDashboard(service, "/dashboard/sessions");
    await signIn(user);
    expect(await screen.findByText("No sessions.")).toBeTruthy();
    await user.click(screen.getByLabelText("Search domains"));
    await user.click(screen.getByLabelText("Buy domains"));
    await user.type(screen.getByLabelText("Brand color (optional)"), "blue");
    await user.click(screen.getByRole("button", { name: "Create session" }));
    expect(await screen.findByText("Allowed actions: choose at least 1.")).toBeTruthy();
    expect(screen.getByText("Primary color: check the format.")).toBeTruthy();
    expect(screen.getByText("External account ID is required.")).toBeTruthy();
    expect(service.requests.some((r) => r.method === "POST" && r.path.includes("sessions"))).toBe(
      false,
    );

    await user.click(screen.getByLabelText("Renew domains"));
    await user.clear(screen.getByLabelText("Brand color (optional)"));
    await user.type(screen.getByLabelText("Brand color (optional)"), "#0a66c2");
    await user.type(screen.getByLabelText("Customer account id"), "acct_42");
    await user.click(screen.getByRole("button", { name: "Create session" }));
    const link = await screen.findByRole("link", { name: "Open the hosted page" });
    expect(link.getAttribute("href")).toBe(SESSION_RESPONSE.hosted_url);
    const post = service.requests.find(
      (r) => r.method === "POST" && r.path === "/api/v1/hosted/sessions",
    )!;
    expect(post.body).toEqual({
      external_account_id: "acct_42",
      allowed_actions: ["renew"],
      expires_in_minutes: 60,
      theme_config: { primary_color: "#0a66c2" },
    });
    expect(post.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("settings", () => {
  const settings = {
    id: "77777777-7777-4777-8777-777777777777",
    name: "Acme",
    allowed_origins: ["https://shop.acme.example"],
    default_theme: null,
    registrant_messages: "service",
  };

  it("names the organization in the header on every screen", async () => {
    const service = signedInService(MEMBER).reply(
      "GET",
      /^\/api\/v1\/organization\/settings$/,
      200,
      settings,
    );
    const { user } = renderDashboard(service, "/dashboard/domains");
    await signIn(user);
    const banner = await screen.findByRole("banner");
    await waitFor(() => expect(banner.textContent).toContain("Acme"));
  });

  it("members read the settings but cannot change them", async () => {
    const service = signedInService(MEMBER).reply(
      "GET",
      /^\/api\/v1\/organization\/settings$/,
      200,
      settings,
    );
    const { user } = renderDashboard(service, "/dashboard/settings");
    await signIn(user);
    // Disabled through its fieldset (jsdom does not apply that to :disabled; browsers do).
    const name = await screen.findByLabelText("Organization name");
    expect(name.closest("fieldset")!.disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Save settings" })).toBeNull();
    expect(screen.getByText(/Admins only/)).toBeTruthy();
  });

  it("admins get each bad origin named before anything is sent, then save", async () => {
    const service = signedInService(ADMIN)
      .reply("GET", /^\/api\/v1\/organization\/settings$/, 200, settings)
      .reply("PATCH", /^\/api\/v1\/organization\/settings$/, 200, {
        ...settings,
        name: "Acme Domains",
      });
    const { user } = renderDashboard(service, "/dashboard/settings");
    await signIn(user);
    const origins = await screen.findByLabelText("Origins allowed to embed the widget");
    await user.type(origins, "\nhttps://x.example/path");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText(/origin must be scheme:\/\/host\[:port\]/i)).toBeTruthy();
    expect(service.requests.some((r) => r.method === "PATCH")).toBe(false);
    await user.clear(origins);
    await user.type(origins, "https://shop.acme.example");
    await user.clear(screen.getByLabelText("Organization name"));
    await user.type(screen.getByLabelText("Organization name"), "Acme Domains");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Settings saved.")).toBeTruthy();
    expect(service.requests.find((r) => r.method === "PATCH")!.body).toEqual({
      name: "Acme Domains",
      allowed_origins: ["https://shop.acme.example"],
      default_theme: null,
    });
  });
});

describe("domain renewal", () => {
  it("shows the price for the years chosen before renewing, exactly", async () => {
    const domain = {
      livemode: false,
      domain: "example.com",
      domain_unicode: "example.com",
      status: "active",
      registered_at: "2026-01-01T00:00:00Z",
      expires_at: "2099-01-01T00:00:00Z",
      auto_renew: false,
      privacy: true,
      nameservers: ["ns1.example.net", "ns2.example.net"],
      external_account_id: null,
      acquired_by: "registration",
      transfer_locked: false,
      ...quietDomainState,
    };
    const service = signedInService()
      .reply("GET", /^\/api\/v1\/registrar\/domains\/example\.com$/, 200, domain)
      .reply("GET", /^\/api\/v1\/registrar\/availability\/example\.com$/, 200, {
        domain: "example.com",
        domain_unicode: "example.com",
        available: false,
        premium: false,
        price: "10.99",
        renewal_price: "0.10",
        currency: "USD",
        reason: "registered",
      })
      .reply("GET", /^\/api\/v1\/registrar\/dns\//, 200, { domain: "example.com", items: [] })
      .reply("POST", /^\/api\/v1\/registrar\/domains\/example\.com\/renew$/, 200, {
        success: true,
        domain: "example.com",
        new_expiry_date: "2102-01-01T00:00:00Z",
        years_renewed: 3,
        price: "0.30",
        currency: "USD",
      });
    const { user } = renderDashboard(service, "/dashboard/domains/example.com");
    await signIn(user);
    expect(await screen.findByText(/Renewing for 1 year costs \$0\.10/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Years"), "3");
    // 3 × 0.10 is 0.30, not 0.30000000000000004.
    expect(screen.getByTestId("renew-price").textContent).toBe(
      "Renewing for 3 years costs $0.30, billed to your organization.",
    );
    await user.click(screen.getByRole("button", { name: "Renew for 3 years" }));
    expect(await screen.findByText(/Renewed for 3 years/)).toBeTruthy();
    const post = service.requests.find((r) => r.method === "POST" && r.path.endsWith("/renew"))!;
    expect(post.body).toEqual({ years: 3 });
    expect(post.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() =>
      expect(screen.getByText(/DNS changes are made with an API key only/)).toBeTruthy(),
    );
  });
});
