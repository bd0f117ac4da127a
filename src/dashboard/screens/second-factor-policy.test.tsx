import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ADMIN, signedInService } from "../test/fake-fetch";
import { renderDashboard, signIn } from "../test/render";

afterEach(cleanup);

const settings = {
  id: "77777777-7777-4777-8777-777777777777",
  name: "Acme",
  allowed_origins: [],
  default_theme: null,
  registrant_messages: "service",
};
const serviceWith = (totp: boolean) =>
  signedInService(ADMIN)
    .reply("GET", /^\/api\/v1\/organization\/settings$/, 200, settings)
    .reply("GET", /^\/api\/v1\/users\/me\/second-factor$/, 200, {
      totp,
      passkeys: 0,
      recovery_codes_left: totp ? 10 : 0,
      required_by_organization: false,
    })
    .reply("PUT", /^\/api\/v1\/organization\/second-factor-policy$/, 200, { required: true });

/** The organization's second-factor policy in Settings. */
describe("settings: a second factor for everyone", () => {
  it("cannot be turned on by an admin without a factor of their own", async () => {
    const { user } = renderDashboard(serviceWith(false), "/dashboard/settings");
    await signIn(user);
    const box = await screen.findByRole<HTMLInputElement>("checkbox", {
      name: "Require a second factor of every user of the organization",
    });
    expect(box.disabled).toBe(true);
    expect(screen.getByRole("link", { name: "your account" })).toBeTruthy();
  });

  it("is turned on after the admin confirms what it does", async () => {
    const service = serviceWith(true);
    const { user } = renderDashboard(service, "/dashboard/settings");
    await signIn(user);
    await user.click(
      await screen.findByRole("checkbox", {
        name: "Require a second factor of every user of the organization",
      }),
    );
    const save = screen.getByRole<HTMLButtonElement>("button", {
      name: "Save second-factor policy",
    });
    expect(save.disabled).toBe(true);
    await user.click(screen.getByRole("checkbox", { name: /I understand/ }));
    await user.click(save);
    expect(await screen.findByText("Every user now needs a second factor.")).toBeTruthy();
    expect(service.requests.find((r) => r.method === "PUT")!.body).toEqual({ required: true });
  });
});
