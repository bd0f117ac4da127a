import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ADMIN, signedInService, TOKEN_GRANTED } from "../test/fake-fetch";
import { renderDashboard, signIn } from "../test/render";

// The browser's WebAuthn calls: what an authenticator would answer.
vi.mock("@simplewebauthn/browser", () => ({
  startRegistration: vi.fn(async () => ({ id: "cred", response: { attestationObject: "a" } })),
  startAuthentication: vi.fn(async () => ({ id: "cred", response: { signature: "s" } })),
}));

afterEach(cleanup);

const PASSKEY = {
  id: "88888888-8888-4888-8888-888888888888",
  name: "Laptop",
  created_at: "2026-11-20T10:00:00Z",
  last_used_at: null,
};
const status = (passkeys: number) => ({
  totp: false,
  passkeys,
  recovery_codes_left: 0,
  required_by_organization: false,
});
const OPTIONS = { challenge: "c", rpId: "dashboard.test", allowCredentials: [] };

describe("account: passkeys", () => {
  it("adds a passkey under a name, lists it and removes it with the password", async () => {
    let list: (typeof PASSKEY)[] = [];
    const service = signedInService(ADMIN)
      .handle("GET", /^\/api\/v1\/users\/me\/second-factor$/, () => ({
        status: 200,
        body: status(list.length),
      }))
      .handle("GET", /^\/api\/v1\/users\/me\/second-factor\/passkeys$/, () => ({
        status: 200,
        body: { items: list },
      }))
      .reply("POST", /^\/api\/v1\/users\/me\/second-factor\/passkeys\/options$/, 200, {
        challenge: "c",
        rp: { name: "Registrar", id: "dashboard.test" },
        user: { id: "u", name: ADMIN.email, displayName: ADMIN.email },
        pubKeyCredParams: [{ alg: -7, type: "public-key" }],
      })
      .handle("POST", /^\/api\/v1\/users\/me\/second-factor\/passkeys$/, () => {
        list = [PASSKEY];
        return { status: 201, body: PASSKEY };
      })
      .handle("POST", /\/passkeys\/[^/]+\/remove$/, () => {
        list = [];
        return { status: 204 };
      });
    const { user } = renderDashboard(service, "/dashboard/account");
    await signIn(user);
    const form = await screen.findByRole("form", { name: "Add a passkey" });
    await user.click(within(form).getByRole("button", { name: "Add a passkey" }));
    expect(await screen.findByText("Name the passkey, e.g. the device it is on.")).toBeTruthy();
    await user.type(within(form).getByLabelText("Passkey name"), "Laptop");
    await user.click(within(form).getByRole("button", { name: "Add a passkey" }));
    expect(await screen.findByText("Passkey “Laptop” added.")).toBeTruthy();
    const added = service.requests.find(
      (r) => r.method === "POST" && r.path === "/api/v1/users/me/second-factor/passkeys",
    )!;
    expect(added.body).toEqual({
      name: "Laptop",
      credential: JSON.stringify({ id: "cred", response: { attestationObject: "a" } }),
    });
    const items = await screen.findByRole("list", { name: "Passkeys" });
    expect(within(items).getAllByRole("listitem")).toHaveLength(1);

    await user.type(screen.getByLabelText("Your password, to remove a passkey"), "pw");
    await user.click(screen.getByRole("button", { name: "Remove Laptop" }));
    await vi.waitFor(() => expect(screen.queryByRole("list", { name: "Passkeys" })).toBeNull());
    const removed = service.requests.find((r) => r.path.endsWith("/remove"))!;
    expect(removed.body).toEqual({ password: "pw" });
  });
});

describe("sign-in: a passkey as the second step", () => {
  it("offers the passkey of a user who has one, and signs in with its assertion", async () => {
    const service = signedInService(ADMIN)
      .handle("POST", /^\/api\/v1\/auth\/token$/, (req) => {
        const body = req.body as { passkey?: string };
        return body.passkey
          ? TOKEN_GRANTED
          : { status: 401, body: { detail: "second factor", code: "second_factor_required" } };
      })
      .reply("POST", /^\/api\/v1\/auth\/second-factor$/, 200, {
        totp: false,
        passkey: true,
        passkey_options: OPTIONS,
      })
      .reply("GET", /^\/api\/v1\/users\/me\/second-factor$/, 200, status(1));
    const { user } = renderDashboard(service, "/dashboard");
    await signIn(user);
    const step = await screen.findByRole("group", { name: "Second factor" });
    expect(within(step).queryByLabelText("Code")).toBeNull();
    await user.click(within(step).getByRole("button", { name: "Use a passkey" }));
    expect(await screen.findByRole("button", { name: "Sign out" })).toBeTruthy();
    const tokens = service.requests.filter((r) => r.path === "/api/v1/auth/token");
    expect(tokens.at(-1)!.body).toMatchObject({
      username: "admin@acme.example",
      passkey: JSON.stringify({ id: "cred", response: { signature: "s" } }),
    });
  });
});
