import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { KEY, MEMBER, signedInService } from "./test/fake-fetch";
import { renderDashboard, signIn } from "./test/render";

afterEach(cleanup);

describe("sign-in", () => {
  it("says plainly when the password is wrong, and when sign-ins are limited", async () => {
    const service = signedInService();
    const { user } = renderDashboard(service, "/dashboard/keys");
    await signIn(user, "wrong password");
    expect((await screen.findByRole("alert")).textContent).toBe("Incorrect email or password.");
    service.reply(
      "POST",
      /^\/api\/v1\/auth\/token$/,
      429,
      { detail: "Too many" },
      { "Retry-After": "42" },
    );
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "Too many failed sign-ins. Try again in 42 seconds.",
      ),
    );
  });

  it("keeps the token in memory and sends it as a bearer token", async () => {
    const service = signedInService().reply("GET", /^\/api\/v1\/api-keys$/, 200, { items: [KEY] });
    const { user } = renderDashboard(service, "/dashboard/keys");
    await signIn(user);
    expect(await screen.findByRole("heading", { level: 1, name: "API keys" })).toBeTruthy();
    const call = service.requests.find((r) => r.path === "/api/v1/api-keys")!;
    expect(call.headers.authorization).toBe("Bearer rat_test");
    expect(JSON.stringify({ ...window.localStorage })).not.toContain("rat_test");
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain("rat_test");
  });

  it("a 401 asks to sign in again and comes back to the same screen and filters", async () => {
    let expired = false;
    const service = signedInService().handle("GET", /^\/api\/v1\/registrar\/orders/, () =>
      expired
        ? { status: 401, body: { detail: "Access token expired" } }
        : { status: 200, body: { items: [], next_cursor: null } },
    );
    const { user } = renderDashboard(service, "/dashboard/orders?status=completed");
    await signIn(user);
    expect(await screen.findByText("No orders match these filters.")).toBeTruthy();
    expired = true;
    await user.selectOptions(screen.getByLabelText("Status"), "pending");
    expect(
      await screen.findByText("Your session ended. Sign in again to continue where you were."),
    ).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe(
      "/dashboard/orders?status=pending",
    );
    expired = false;
    await signIn(user);
    expect(await screen.findByRole("heading", { level: 1, name: "Orders" })).toBeTruthy();
    expect((screen.getByLabelText("Status") as HTMLSelectElement).value).toBe("pending");
  });

  it("after a 401, the same user signing in again finds their unsent input where it was", async () => {
    const service = signedInService()
      .reply("GET", /^\/api\/v1\/api-keys$/, 200, { items: [KEY] })
      .reply("DELETE", /^\/api\/v1\/api-keys\//, 401, { detail: "Access token expired" });
    const { user } = renderDashboard(service, "/dashboard/keys");
    await signIn(user);
    await user.type(await screen.findByLabelText("Key name"), "half-typed name");
    await user.click(screen.getByRole("button", { name: "Revoke default" }));
    await user.click(screen.getByRole("button", { name: "Yes, revoke" }));
    expect(
      await screen.findByText("Your session ended. Sign in again to continue where you were."),
    ).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "API keys" })).toBeNull();
    await signIn(user);
    expect(((await screen.findByLabelText("Key name")) as HTMLInputElement).value).toBe(
      "half-typed name",
    );
    expect(screen.queryByText(/Your session ended/)).toBeNull();
  });

  it("signing out revokes the token and shows the sign-in form", async () => {
    const service = signedInService().reply("GET", /^\/api\/v1\/api-keys$/, 200, { items: [] });
    const { user } = renderDashboard(service, "/dashboard/keys");
    await signIn(user);
    await user.click(await screen.findByRole("button", { name: "Sign out" }));
    expect(await screen.findByText("You are signed out.")).toBeTruthy();
    const del = service.requests.find((r) => r.method === "DELETE")!;
    expect(del).toMatchObject({
      path: "/api/v1/auth/token",
      headers: { authorization: "Bearer rat_test" },
    });
  });
});

describe("API keys", () => {
  it("checks the name with the contract schema before sending anything", async () => {
    const service = signedInService().reply("GET", /^\/api\/v1\/api-keys$/, 200, { items: [KEY] });
    const { user } = renderDashboard(service, "/dashboard/keys");
    await signIn(user);
    await user.click(await screen.findByRole("button", { name: "Create API key" }));
    expect(await screen.findByText("Name is required.")).toBeTruthy();
    expect(screen.getByLabelText("Key name").getAttribute("aria-invalid")).toBe("true");
    expect(
      service.requests.filter((r) => r.method === "POST" && r.path === "/api/v1/api-keys"),
    ).toEqual([]);
  });

  it("shows the new secret once, with a warning, then lists the key", async () => {
    const created = {
      ...KEY,
      id: "44444444-4444-4444-8444-444444444444",
      name: "checkout",
      api_key: "rk_secret_value",
    };
    let items = [KEY];
    const service = signedInService()
      .handle("GET", /^\/api\/v1\/api-keys$/, () => ({ status: 200, body: { items } }))
      .handle("POST", /^\/api\/v1\/api-keys$/, () => {
        items = [KEY, { ...created, api_key: undefined } as unknown as typeof KEY];
        return { status: 201, body: created };
      });
    const { user } = renderDashboard(service, "/dashboard/keys");
    await signIn(user);
    await user.type(await screen.findByLabelText("Key name"), "checkout");
    await user.click(screen.getByRole("button", { name: "Create API key" }));
    const box = await screen.findByRole("region", { name: 'New API key "checkout"' });
    expect(box.textContent).toContain("rk_secret_value");
    expect(box.textContent).toContain("shown only this once");
    expect(document.activeElement).toBe(box);
    await user.click(within(box).getByRole("button", { name: "I have copied it" }));
    expect(screen.queryByText("rk_secret_value")).toBeNull();
    expect(await screen.findByRole("row", { name: /checkout/ })).toBeTruthy();
    expect(
      service.requests.find((r) => r.path === "/api/v1/api-keys" && r.method === "POST")!.body,
    ).toEqual({
      name: "checkout",
    });
  });

  it("takes a new key's secret off the screen when that key is revoked", async () => {
    const created = {
      ...KEY,
      id: "44444444-4444-4444-8444-444444444444",
      name: "checkout",
      api_key: "rk_secret_value",
    };
    let items = [KEY];
    const service = signedInService()
      .handle("GET", /^\/api\/v1\/api-keys$/, () => ({ status: 200, body: { items } }))
      .handle("POST", /^\/api\/v1\/api-keys$/, () => {
        items = [KEY, { ...created, api_key: undefined } as unknown as typeof KEY];
        return { status: 201, body: created };
      })
      .reply("DELETE", /^\/api\/v1\/api-keys\//, 204);
    const { user } = renderDashboard(service, "/dashboard/keys");
    await signIn(user);
    await user.type(await screen.findByLabelText("Key name"), "checkout");
    await user.click(screen.getByRole("button", { name: "Create API key" }));
    expect(
      (await screen.findByRole("region", { name: 'New API key "checkout"' })).textContent,
    ).toContain("rk_secret_value");
    await user.click(await screen.findByRole("button", { name: "Revoke checkout" }));
    await user.click(screen.getByRole("button", { name: "Yes, revoke" }));
    await waitFor(() => expect(screen.queryByText("rk_secret_value")).toBeNull());
  });

  it("revokes only after confirmation", async () => {
    const service = signedInService()
      .reply("GET", /^\/api\/v1\/api-keys$/, 200, { items: [KEY] })
      .reply("DELETE", /^\/api\/v1\/api-keys\//, 204);
    const { user } = renderDashboard(service, "/dashboard/keys");
    await signIn(user);
    await user.click(await screen.findByRole("button", { name: "Revoke default" }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Yes, revoke" }));
    await user.keyboard("{Escape}");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Revoke default" }));
    await user.click(screen.getByRole("button", { name: "Revoke default" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(service.requests.filter((r) => r.path.startsWith("/api/v1/api-keys/"))).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Revoke default" }));
    await user.click(screen.getByRole("button", { name: "Yes, revoke" }));
    await waitFor(() =>
      expect(
        service.requests.filter(
          (r) => r.method === "DELETE" && r.path === `/api/v1/api-keys/${KEY.id}`,
        ),
      ).toHaveLength(1),
    );
  });

  it("members see a plain admins-only notice and call nothing", async () => {
    const service = signedInService(MEMBER);
    const { user } = renderDashboard(service, "/dashboard/keys");
    await signIn(user);
    expect(
      await screen.findByText(
        /Admins only: only an organization admin may create, list and revoke API keys/,
      ),
    ).toBeTruthy();
    expect(service.requests.some((r) => r.path === "/api/v1/api-keys")).toBe(false);
  });
});

describe("users", () => {
  it("puts the service's 422 on the field it names", async () => {
    const service = signedInService()
      .reply("GET", /^\/api\/v1\/users$/, 200, { items: [] })
      .reply("GET", /^\/api\/v1\/invitations$/, 200, { items: [] })
      .reply("GET", /^\/api\/v1\/audit-log/, 200, { items: [], next_cursor: null })
      .reply("POST", /^\/api\/v1\/users$/, 409, {
        detail: "A user with the email a@b.example already exists.",
      });
    const { user } = renderDashboard(service, "/dashboard/users");
    await signIn(user);
    await user.type(await screen.findByLabelText("Email"), "a@b.example");
    await user.click(screen.getByRole("button", { name: "Add user" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "A user with the email a@b.example already exists.",
    );
    service.reply("POST", /^\/api\/v1\/users$/, 422, {
      detail: [
        {
          type: "value_error",
          loc: ["body", "email"],
          msg: "value is not a valid email address: taken",
          input: "a@b.example",
        },
      ],
    });
    await user.click(screen.getByRole("button", { name: "Add user" }));
    expect(await screen.findByText("Value is not a valid email address: taken.")).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
  });
});

describe("payments", () => {
  it("records a wire payment with an Idempotency-Key, then shows what remains", async () => {
    const payment = {
      payment_id: "55555555-5555-4555-8555-555555555555",
      livemode: false,
      amount: "9999999999.99",
      currency: "USD",
      method: "wire",
      reference: "RG-ABC",
      received_at: "2026-11-21T12:00:00Z",
      allocated: "0.00",
      unallocated: "9999999999.99",
      allocations: [],
    };
    const service = signedInService()
      .reply("POST", /^\/api\/v1\/registrar\/payments$/, 201, payment)
      .reply("GET", /^\/api\/v1\/registrar\/payments\/5555/, 200, { ...payment, suggestions: [] })
      .reply("GET", /^\/api\/v1\/registrar\/orders/, 200, { items: [], next_cursor: null });
    const { user } = renderDashboard(service, "/dashboard/payments");
    await signIn(user);
    await user.type(await screen.findByLabelText("Amount"), "9999999999.99");
    await user.type(screen.getByLabelText("Payer's reference"), "RG-ABC");
    await user.click(screen.getByRole("button", { name: "Record payment" }));
    // Money formatted exactly, up to the largest amount the service takes (12 digits).
    expect((await screen.findByTestId("remaining")).textContent).toBe("$9,999,999,999.99");
    const post = service.requests.find(
      (r) => r.method === "POST" && r.path === "/api/v1/registrar/payments",
    )!;
    expect(post.body).toEqual({
      amount: "9999999999.99",
      currency: "USD",
      method: "wire",
      reference: "RG-ABC",
    });
    expect(post.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(window.location.search).toBe(`?payment=${payment.payment_id}`);
    expect(await screen.findByText("No order is waiting for a payment in USD.")).toBeTruthy();
  });

  it("refuses a bad amount with the contract's message", async () => {
    const service = signedInService();
    const { user } = renderDashboard(service, "/dashboard/payments");
    await signIn(user);
    await user.type(await screen.findByLabelText("Amount"), "-5");
    await user.click(screen.getByRole("button", { name: "Record payment" }));
    expect(await screen.findByText("Amount: enter more than 0.")).toBeTruthy();
  });
});
