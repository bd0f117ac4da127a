import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { availability, fakeApi, sessionInfo } from "./test/fake-api";
import { renderWidget } from "./test/render-widget";

/** The theme beyond colors: scheme, radius, font, brand header, logo fallback, skeletons. */

const themed = (theme: Record<string, unknown>, actions = ["domain_search"]) =>
  fakeApi().reply(
    "GET",
    /^\/session$/,
    200,
    sessionInfo(actions, { theme: { primary_color: "#1b1f5e", brand_name: "Night Co", ...theme } }),
  );

const root = document.documentElement;
afterEach(() => {
  delete root.dataset.rwScheme;
  delete root.dataset.rwFont;
});

/** A matchMedia stub answering `prefers-color-scheme: dark` with `dark`. */
function prefersDark(dark: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: dark && query.includes("dark"),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

describe("widget look", () => {
  // The palette for the scheme (lightened for dark) and the radius are painted by the server
  // into the page: test/integration/hosted-page-theme.test.ts.
  it("color_scheme dark paints the whole page dark", async () => {
    themed({ color_scheme: "dark", radius: 0, font_family: "serif" });
    const { container } = renderWidget();
    await screen.findByRole("heading", { name: "Find a domain" });
    expect(root.dataset.rwScheme).toBe("dark");
    expect(root.dataset.rwFont).toBe("serif");
    expect(container.querySelector(".rw-frame")?.getAttribute("data-rw-scheme")).toBe("dark");
  });

  it("color_scheme auto follows the user's setting; light is the default", async () => {
    prefersDark(true);
    themed({ color_scheme: "auto" });
    const auto = renderWidget();
    await screen.findByRole("heading", { name: "Find a domain" });
    expect(root.dataset.rwScheme).toBe("dark");
    auto.unmount();
    themed({});
    renderWidget();
    await screen.findByRole("heading", { name: "Find a domain" });
    expect(root.dataset.rwScheme).toBe("light");
    expect(root.dataset.rwFont).toBe("system");
  });

  it("a logo that fails to load leaves the brand name; an embed shows the brand too", async () => {
    themed({ logo_url: "https://cdn.example/missing.svg" });
    const hosted = renderWidget();
    const logo = await screen.findByRole("img", { name: "Night Co logo" });
    fireEvent.error(logo);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "Night Co" })).toBeTruthy();
    hosted.unmount();

    themed({ logo_url: "https://cdn.example/logo.svg" });
    renderWidget({ mode: "embed" });
    const region = await screen.findByRole("region", { name: "Domains" });
    expect(screen.getByRole("img", { name: "Night Co logo" })).toBeTruthy();
    expect(screen.getByText("Night Co")).toBeTruthy();
    // Not a second page heading inside the partner's page.
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    expect(within(region).queryByText("Night Co")).toBeNull();
  });

  it("search shows skeleton rows in the results' place while they load", async () => {
    themed({})
      .reply("GET", /^\/availability\//, 200, availability("acme-rockets.com"))
      .reply("GET", /^\/suggestions/, 200, {
        query: "acme-rockets.com",
        items: [availability("acme-rockets.com"), availability("acme-rockets.net")],
      });
    // Search answers wait until released; the session answers at once.
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const answer = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
      if (!String(input).includes("/session")) await gate;
      return answer(input, init);
    });
    renderWidget();
    await userEvent.type(
      await screen.findByRole("searchbox", { name: "Domain name" }),
      "acme-rockets.com",
    );
    const skeletons = await screen.findAllByTestId("skeleton-results");
    // One row for the exact name, eight for the other endings; hidden from screen readers.
    expect(skeletons.map((s) => s.querySelectorAll("li").length)).toEqual([1, 8]);
    expect(skeletons.every((s) => s.getAttribute("aria-hidden") === "true")).toBe(true);
    expect(screen.getByRole("status").textContent).toBe("Searching…");
    release();
    expect(await screen.findByText("acme-rockets.net")).toBeTruthy();
    expect(screen.queryAllByTestId("skeleton-results")).toEqual([]);
  });
});
