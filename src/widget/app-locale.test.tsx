import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { availability, descriptionOf, fakeApi, sessionInfo } from "./test/fake-api";
import { renderWidget } from "./test/render-widget";

const api = (locale: string | null) =>
  fakeApi()
    .reply("GET", /^\/session$/, 200, sessionInfo(["domain_purchase"], { locale }))
    .on("GET", /^\/availability\/(.+)$/, (_r, m) => ({ status: 200, body: availability(m[1]!) }));

describe("the widget's language", () => {
  it("speaks the session's locale (plurals and field errors too), with its lang and title", async () => {
    api("de-AT");
    const user = userEvent.setup();
    renderWidget();
    await user.type(await screen.findByLabelText("Zu kaufende Domain"), "example.com{Enter}");
    expect(await screen.findByRole("heading", { name: "Schritt 1 von 3: Optionen" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "2 Jahre" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "1 Jahr" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("de-AT");
    expect(document.documentElement.dir).toBe("ltr");
    expect(document.title).toBe("Domains");
    await user.click(screen.getByRole("button", { name: "Weiter" }));
    await user.click(await screen.findByRole("button", { name: "Weiter" }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText("Vorname"))).toContain(
        "Geben Sie Ihren Vornamen ein.",
      ),
    );
  });

  it("without a session locale, follows the browser's languages", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["ja-JP", "es-MX"]);
    api(null);
    renderWidget();
    expect(await screen.findByLabelText("Dominio que desea comprar")).toBeTruthy();
    expect(document.documentElement.lang).toBe("es-MX");
    vi.restoreAllMocks();
  });

  it("falls back to English for a language it lacks", async () => {
    api("xx");
    renderWidget();
    expect(await screen.findByLabelText("Domain to buy")).toBeTruthy();
    expect(document.documentElement.lang).toBe("en");
  });

  it("lays the page out right to left for the pseudo-locale ar-XB", async () => {
    api("ar-XB");
    renderWidget();
    expect(await screen.findByLabelText("Domain to buy")).toBeTruthy();
    expect(document.documentElement.dir).toBe("rtl");
  });
});
