import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ADMIN, signedInService } from "../test/fake-fetch";
import { renderDashboard, signIn } from "../test/render";

afterEach(cleanup);

/** The brand color's picker and the logo address in the settings form. */
describe("settings: brand color picker and logo", () => {
  const settings = {
    id: "77777777-7777-4777-8777-777777777777",
    name: "Acme",
    allowed_origins: [],
    default_theme: { primary_color: "#abc" },
    registrant_messages: "service",
  };

  it("picks a color into the text field, checks its contrast, refuses an http logo, previews and saves an https one", async () => {
    const service = signedInService(ADMIN)
      .reply("GET", /^\/api\/v1\/organization\/settings$/, 200, settings)
      .reply("PATCH", /^\/api\/v1\/organization\/settings$/, 200, settings);
    const { user } = renderDashboard(service, "/dashboard/settings");
    await signIn(user);
    const text = await screen.findByLabelText<HTMLInputElement>("Brand color");
    const picker = screen.getByLabelText<HTMLInputElement>("Pick a color");
    // A short hex color shows in the picker as its six-digit form.
    expect(picker.value).toBe("#aabbcc");

    const checksBefore = screen.getByTestId("preview-checks").textContent;
    fireEvent.input(picker, { target: { value: "#ffff00" } });
    expect(text.value).toBe("#ffff00");
    // The preview's contrast check follows the picked color (yellow: near-black text, links darkened).
    const checks = screen.getByTestId("preview-checks").textContent;
    expect(checks).not.toBe(checksBefore);
    expect(checks).toContain("darkened to");

    const logo = screen.getByLabelText<HTMLInputElement>("Logo address");
    await user.type(logo, "http://cdn.example.com/logo.svg");
    expect(screen.queryByRole("img")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(
      await screen.findByText("Logo url must use https (http only for localhost)."),
    ).toBeTruthy();
    expect(service.requests.some((r) => r.method === "PATCH")).toBe(false);

    await user.clear(logo);
    await user.type(logo, "https://cdn.example.com/logo.svg");
    expect(
      screen.getByRole<HTMLImageElement>("img", { name: "Your logo as the widget shows it" }).src,
    ).toBe("https://cdn.example.com/logo.svg");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Settings saved.")).toBeTruthy();
    expect(service.requests.find((r) => r.method === "PATCH")!.body).toEqual({
      name: "Acme",
      allowed_origins: [],
      default_theme: { primary_color: "#ffff00", logo_url: "https://cdn.example.com/logo.svg" },
    });
  });
});
