import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi, hostedDomain, sessionInfo } from "../../test/fake-api";
import { renderWidget } from "../../test/render-widget";

const pending = {
  registrant_verification: {
    status: "pending",
    deadline_at: "2026-03-16T00:00:00Z",
    verified_at: null,
  },
};
const lifecycle = (phase: string, extra: Record<string, string> = {}) => ({
  lifecycle: {
    phase,
    expired_at: "2026-03-01T00:00:00Z",
    grace_ends_at: "2026-03-31T00:00:00Z",
    redemption_ends_at: null,
    purge_at: null,
    ...extra,
  },
});
const inRedemption = lifecycle("redemption", { redemption_ends_at: "2026-05-01T00:00:00Z" });
const quote = {
  domain: "gone.com",
  price: "80.00",
  currency: "USD",
  redemption_ends_at: "2026-05-01T00:00:00Z",
};

function api(actions: string[], ...items: ReturnType<typeof hostedDomain>[]) {
  return fakeApi()
    .reply("GET", /^\/session$/, 200, sessionInfo(actions))
    .reply("GET", /^\/domains$/, 200, { items });
}

describe("a domain's verification in the widget", () => {
  it("asks to confirm by the deadline and sends the link again", async () => {
    const fake = api(["renew"], hostedDomain("example.com", pending)).reply(
      "POST",
      /^\/domains\/example\.com\/verification$/,
      202,
      pending.registrant_verification,
    );
    const user = userEvent.setup();
    renderWidget();
    expect(
      await screen.findByText(
        "Confirm your email address by March 16, 2026: we sent a link to the registrant's email.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("option", { name: "example.com (unconfirmed)" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Send again" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "We sent the link again. Check the registrant's inbox.",
    );
    expect(fake.requests.filter((r) => r.method === "POST").map((r) => r.path)).toEqual([
      "/domains/example.com/verification",
    ]);
  });

  it("says so when a link went out moments ago (429)", async () => {
    api(["dns_manage"], hostedDomain("example.com", pending))
      .reply("GET", /^\/domains\/example\.com\/dns/, 200, { items: [] })
      .reply("POST", /^\/domains\/example\.com\/verification$/, 429, {
        detail: "Too many requests",
      });
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole("button", { name: "Send again" }));
    expect(
      await screen.findByText("A link was sent moments ago. Try again in a minute."),
    ).toBeTruthy();
    expect(screen.queryByText(/We sent the link again/)).toBeNull();
  });

  it("alerts that an unverified domain is suspended", async () => {
    api(
      ["renew"],
      hostedDomain("example.com", {
        ...pending,
        on_hold: true,
        hold_reason: "unverified_registrant",
      }),
    );
    renderWidget();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "example.com is suspended: it does not resolve until the registrant's email address is confirmed.",
    );
    expect(screen.getByRole("option", { name: "example.com (suspended)" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Send again" })).toBeTruthy();
  });
});

describe("a domain after its expiry in the widget", () => {
  it("in grace: says until when it can be renewed, and the renewal stays", async () => {
    api(["renew"], hostedDomain("example.com", lifecycle("grace")));
    renderWidget();
    expect(
      await screen.findByText(
        "Expired on March 1, 2026; parked. Renew by March 31, 2026 to keep it.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("option", { name: "example.com (expired)" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Renew" })).toBeTruthy();
  });

  it("in redemption: restores at the quoted price, says until when, and tells the host", async () => {
    let restored = false;
    const fake = api(["renew"], hostedDomain("gone.com", inRedemption))
      .reply("GET", /^\/domains\/gone\.com\/restore$/, 200, quote)
      .on("POST", /^\/domains\/gone\.com\/restore$/, () => {
        restored = true;
        return {
          status: 200,
          body: {
            success: true,
            domain: "gone.com",
            new_expiry_date: "2027-03-01T00:00:00Z",
            price: "80.00",
            currency: "USD",
          },
        };
      })
      .on("GET", /^\/domains$/, () => ({
        status: 200,
        body: { items: [hostedDomain("gone.com", restored ? {} : inRedemption)] },
      }));
    const user = userEvent.setup();
    const { emitted } = renderWidget();
    expect(
      await screen.findByText("Deleted; restorable until May 1, 2026 for $80.00."),
    ).toBeTruthy();
    expect(screen.getByRole("option", { name: "gone.com (deleted, restorable)" })).toBeTruthy();
    // Deleted at the registry: no renewal, a restore.
    expect(screen.queryByRole("button", { name: "Renew" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Restore" }));
    const dialog = screen.getByRole("alertdialog", { name: "Restore gone.com for $80.00?" });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(fake.requests.some((r) => r.method === "POST")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    const done = await screen.findByRole("status");
    expect(done.textContent).toBe("gone.com is restored until March 1, 2027.");
    const post = fake.requests.find((r) => r.method === "POST")!;
    expect(post.body).toEqual({ expected_price: "80.00" });
    expect(post.headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(emitted.filter((e) => e.type === "domain.restored")).toEqual([
      {
        type: "domain.restored",
        payload: { domain: "gone.com", expires_at: "2027-03-01T00:00:00Z" },
      },
    ]);
    // The domains were read again: registered, renewable.
    expect(await screen.findByRole("button", { name: "Renew" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "gone.com" })).toBeTruthy();
  });

  it("shows the registry's refusal, and the new state when the domain left redemption (409)", async () => {
    api(["renew"], hostedDomain("gone.com", inRedemption))
      .reply("GET", /^\/domains\/gone\.com\/restore$/, 200, quote)
      .reply("POST", /^\/domains\/gone\.com\/restore$/, 200, {
        success: false,
        domain: "gone.com",
        error_message: "The restore price changed.",
      });
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole("button", { name: "Restore" }));
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "gone.com could not be restored. Nothing was charged. The restore price changed.",
    );
  });

  it("on 409, reads the domain again and shows it as it is now", async () => {
    let gone = false;
    api(["renew"])
      .on("GET", /^\/domains$/, () => ({
        status: 200,
        body: {
          items: [hostedDomain("gone.com", gone ? lifecycle("pending_delete") : inRedemption)],
        },
      }))
      .reply("GET", /^\/domains\/gone\.com\/restore$/, 200, quote)
      .on("POST", /^\/domains\/gone\.com\/restore$/, () => {
        gone = true;
        return { status: 409, body: { detail: "Not in redemption", code: "not_in_redemption" } };
      });
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole("button", { name: "Restore" }));
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(
      await screen.findByText("The domain's state has changed; it is shown as it is now."),
    ).toBeTruthy();
    expect(
      await screen.findByText("gone.com was deleted and can no longer be restored."),
    ).toBeTruthy();
    expect(screen.getByRole("option", { name: "gone.com (deleted)" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Restore" })).toBeNull();
  });

  it("offers no Restore to a session without renew", async () => {
    api(["dns_manage"], hostedDomain("gone.com", inRedemption))
      .reply("GET", /^\/domains\/gone\.com\/dns/, 200, { items: [] })
      .reply("GET", /^\/domains\/gone\.com\/restore$/, 200, quote);
    renderWidget();
    expect(
      await screen.findByText("Deleted; restorable until May 1, 2026 for $80.00."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Restore" })).toBeNull();
  });
});
