import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ADMIN, MEMBER, signedInService } from "../test/fake-fetch";
import { DOMAIN, at, domainService } from "../test/domain-page";
import { renderDashboard, signIn } from "../test/render";

afterEach(cleanup);

const panel = async () =>
  within(
    (await screen.findByRole("heading", { name: "Verification and expiry", level: 2 })).closest(
      "section",
    )!,
  );

const PENDING = {
  registrant_verification: {
    status: "pending",
    deadline_at: "2099-01-16T00:00:00Z",
    verified_at: null,
  },
};
const REDEMPTION = {
  lifecycle: {
    phase: "redemption",
    expired_at: "2026-01-01T00:00:00Z",
    grace_ends_at: "2026-01-31T00:00:00Z",
    redemption_ends_at: "2099-03-02T00:00:00Z",
    purge_at: "2099-03-07T00:00:00Z",
  },
};
const MESSAGE = {
  id: "44444444-4444-4444-8444-444444444444",
  livemode: false,
  domain: "example.com",
  kind: "verification",
  recipient: "ada@example.com",
  locale: "en",
  subject: "Confirm your email address",
  delivery: "smtp",
  status: "sent",
  created_at: "2026-01-01T00:00:00Z",
  sent_at: "2026-01-01T00:00:01Z",
};

describe("the domain page's verification and expiry", () => {
  it("shows a pending verification and resends it", async () => {
    const service = domainService(ADMIN)
      .reply("GET", at(""), 200, { ...DOMAIN, ...PENDING })
      .reply("POST", at("/verification"), 202, PENDING.registrant_verification);
    const { user } = renderDashboard(service, "/dashboard/domains/example.com");
    await signIn(user);
    const p = await panel();
    expect(p.getByTestId("verification").textContent).toMatch(
      /^Pending: the registrant must confirm their email by .*2099/,
    );
    expect(p.getByTestId("hold").textContent).toBe("None");
    await user.click(p.getByRole("button", { name: "Resend verification" }));
    expect((await p.findByRole("status")).textContent).toBe(
      "Verification message sent again to the registrant.",
    );
    expect(
      service.requests
        .filter((r) => r.method === "POST" && r.path.includes("/registrar/"))
        .map((r) => r.path),
    ).toEqual(["/api/v1/registrar/domains/example.com/verification"]);
  });

  it("shows a hold for an unverified registrant", async () => {
    const service = domainService(ADMIN).reply("GET", at(""), 200, {
      ...DOMAIN,
      ...PENDING,
      on_hold: true,
      hold_reason: "unverified_registrant",
    });
    const { user } = renderDashboard(service, "/dashboard/domains/example.com");
    await signIn(user);
    const p = await panel();
    expect(p.getByTestId("hold").textContent).toMatch(/^On hold: the registrant's email/);
    expect(screen.getAllByText("On hold").length).toBeGreaterThan(0);
  });

  it("in redemption: the phase and its dates, no renewal, and Restore at the quoted price", async () => {
    let restored = false;
    const service = domainService(ADMIN)
      .handle("GET", at(""), () => ({
        status: 200,
        body: restored ? DOMAIN : { ...DOMAIN, ...REDEMPTION },
      }))
      .reply("GET", at("/restore"), 200, {
        domain: "example.com",
        price: "80.00",
        currency: "USD",
        redemption_ends_at: "2099-03-02T00:00:00Z",
      })
      .handle("POST", at("/restore"), () => {
        restored = true;
        return {
          status: 200,
          body: {
            success: true,
            domain: "example.com",
            new_expiry_date: "2100-01-01T00:00:00Z",
            price: "80.00",
            currency: "USD",
          },
        };
      })
      .reply("GET", /^\/api\/v1\/registrar\/registrant-messages\?/, 200, {
        items: [MESSAGE],
        next_cursor: null,
      });
    const { user } = renderDashboard(service, "/dashboard/domains/example.com");
    await signIn(user);
    const p = await panel();
    expect(p.getByTestId("phase").textContent).toMatch(/^Deleted at the registry: in redemption/);
    expect(p.getByText("Redemption ends")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Renew" })).toBeNull();
    expect((await p.findByTestId("restore-quote")).textContent).toMatch(/for \$80\.00/);
    // The last messages about the domain.
    expect(p.getByRole("table", { name: "Last messages about example.com" })).toBeTruthy();
    expect(p.getByText("Email (sent by us)")).toBeTruthy();
    await user.click(p.getByRole("button", { name: "Restore" }));
    const posts = () =>
      service.requests.filter((r) => r.method === "POST" && r.path.includes("/restore"));
    expect(posts()).toEqual([]);
    await user.click(p.getByRole("button", { name: "Restore for $80.00" }));
    expect((await p.findByRole("status")).textContent).toMatch(/^Restored: it now expires .*2100/);
    const post = posts()[0]!;
    expect(post.body).toEqual({ expected_price: "80.00" });
    expect(post.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    // Read again: registered, renewable.
    await waitFor(() => expect(p.getByTestId("phase").textContent).toBe("Registered"));
    expect(await screen.findByRole("heading", { name: "Renew" })).toBeTruthy();
  });

  it("says so when the domain left redemption before the restore (409)", async () => {
    const service = domainService(ADMIN)
      .reply("GET", at(""), 200, { ...DOMAIN, ...REDEMPTION })
      .reply("GET", at("/restore"), 200, {
        domain: "example.com",
        price: "80.00",
        currency: "USD",
        redemption_ends_at: "2099-03-02T00:00:00Z",
      })
      .reply("POST", at("/restore"), 409, {
        detail: "The domain is not in redemption",
        code: "not_in_redemption",
      });
    const { user } = renderDashboard(service, "/dashboard/domains/example.com");
    await signIn(user);
    const p = await panel();
    await user.click(await p.findByRole("button", { name: "Restore" }));
    await user.click(p.getByRole("button", { name: "Restore for $80.00" }));
    expect((await p.findByRole("alert")).textContent).toBe(
      "The domain is no longer in redemption; its state is shown as it is now.",
    );
  });

  it("marks the domain's state in the list", async () => {
    const service = signedInService(ADMIN).reply("GET", /^\/api\/v1\/registrar\/domains\?/, 200, {
      items: [
        { ...DOMAIN, domain: "a.com", domain_unicode: "a.com", ...REDEMPTION },
        {
          ...DOMAIN,
          domain: "b.com",
          domain_unicode: "b.com",
          lifecycle: { ...REDEMPTION.lifecycle, phase: "grace" },
        },
        { ...DOMAIN, domain: "c.com", domain_unicode: "c.com", on_hold: true },
        { ...DOMAIN, domain: "d.com", domain_unicode: "d.com" },
      ],
      next_cursor: null,
    });
    const { user } = renderDashboard(service, "/dashboard/domains");
    await signIn(user);
    const table = await screen.findByRole("table", { name: "Domains by name" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getAllByRole("cell")[2]!.textContent)).toEqual([
      "Redemption",
      "Expired (grace)",
      "On hold",
      "Active",
    ]);
  });
});

describe("the Messages screen", () => {
  it("lists the registrant messages, filtered by domain", async () => {
    const service = signedInService(ADMIN).handle(
      "GET",
      /^\/api\/v1\/registrar\/registrant-messages\?/,
      (req) => ({
        status: 200,
        body: {
          items: req.path.includes("domain=")
            ? [MESSAGE]
            : [
                MESSAGE,
                {
                  ...MESSAGE,
                  id: "55555555-5555-4555-8555-555555555555",
                  domain: "b.com",
                  kind: "expiry_reminder",
                  delivery: "partner",
                  status: "queued",
                  sent_at: null,
                },
              ],
          next_cursor: null,
        },
      }),
    );
    const { user } = renderDashboard(service, "/dashboard/domains");
    await signIn(user);
    await user.click(await screen.findByRole("link", { name: "Messages" }));
    const table = await screen.findByRole("table", { name: "Registrant messages, newest first" });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(within(table).getByText("Expiry reminder")).toBeTruthy();
    expect(within(table).getByText("Event (sent by you)")).toBeTruthy();
    await user.type(screen.getByLabelText("Domain"), "example.com");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(
        within(
          screen.getByRole("table", { name: "Registrant messages, newest first" }),
        ).getAllByRole("row"),
      ).toHaveLength(2),
    );
    expect(service.requests.at(-1)!.path).toBe(
      "/api/v1/registrar/registrant-messages?limit=50&domain=example.com",
    );
  });
});

describe("who sends the registrant messages (settings)", () => {
  const settings = {
    id: "77777777-7777-4777-8777-777777777777",
    name: "Acme",
    allowed_origins: [],
    default_theme: null,
    registrant_messages: "service",
  };

  it("admins switch it to the partner and save", async () => {
    const service = signedInService(ADMIN)
      .reply("GET", /^\/api\/v1\/organization\/settings$/, 200, settings)
      .handle("PATCH", /^\/api\/v1\/organization\/settings$/, (req) => ({
        status: 200,
        body: { ...settings, ...(req.body as object) },
      }));
    const { user } = renderDashboard(service, "/dashboard/settings");
    await signIn(user);
    const form = within(await screen.findByRole("form", { name: "Registrant messages" }));
    expect((form.getByLabelText(/^Sent by us/) as HTMLInputElement).checked).toBe(true);
    await user.click(form.getByLabelText(/^Sent by you/));
    await user.click(form.getByRole("button", { name: "Save registrant messages" }));
    expect((await form.findByRole("status")).textContent).toBe("Registrant messages: sent by you.");
    expect(service.requests.find((r) => r.method === "PATCH")!.body).toEqual({
      registrant_messages: "partner",
    });
  });

  it("members see it but cannot change it", async () => {
    const service = signedInService(MEMBER).reply(
      "GET",
      /^\/api\/v1\/organization\/settings$/,
      200,
      { ...settings, registrant_messages: "partner" },
    );
    const { user } = renderDashboard(service, "/dashboard/settings");
    await signIn(user);
    const form = within(await screen.findByRole("form", { name: "Registrant messages" }));
    expect((form.getByLabelText(/^Sent by you/) as HTMLInputElement).checked).toBe(true);
    expect(form.getByLabelText(/^Sent by you/).closest("fieldset")!.disabled).toBe(true);
    expect(form.queryByRole("button", { name: "Save registrant messages" })).toBeNull();
  });
});
