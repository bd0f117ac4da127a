import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ADMIN, signedInService } from "../test/fake-fetch";
import { renderDashboard, signIn } from "../test/render";

afterEach(cleanup);

/** The default theme's color scheme, corner radius and font in the settings form. */
describe("settings: the default theme beyond color and brand", () => {
  const settings = {
    id: "77777777-7777-4777-8777-777777777777",
    name: "Acme",
    allowed_origins: [],
    default_theme: { primary_color: "#0a66c2", color_scheme: "auto", radius: 4 },
    registrant_messages: "service",
  };

  it("shows the stored values, refuses a radius out of bounds before sending, then saves", async () => {
    const service = signedInService(ADMIN)
      .reply("GET", /^\/api\/v1\/organization\/settings$/, 200, settings)
      .reply("PATCH", /^\/api\/v1\/organization\/settings$/, 200, settings);
    const { user } = renderDashboard(service, "/dashboard/settings");
    await signIn(user);
    const scheme = await screen.findByLabelText<HTMLSelectElement>("Color scheme");
    expect(scheme.value).toBe("auto");
    const radius = screen.getByLabelText<HTMLInputElement>("Corner radius");
    expect(radius.value).toBe("4");

    await user.clear(radius);
    await user.type(radius, "30");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Radius: enter at most 24.")).toBeTruthy();
    expect(service.requests.some((r) => r.method === "PATCH")).toBe(false);

    await user.clear(radius);
    await user.type(radius, "12");
    await user.selectOptions(scheme, "dark");
    await user.selectOptions(screen.getByLabelText("Font"), "serif");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Settings saved.")).toBeTruthy();
    expect(service.requests.find((r) => r.method === "PATCH")!.body).toEqual({
      name: "Acme",
      allowed_origins: [],
      default_theme: {
        primary_color: "#0a66c2",
        color_scheme: "dark",
        radius: 12,
        font_family: "serif",
      },
    });
  });
});
