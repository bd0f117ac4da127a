import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi, sessionInfo, TOKEN } from "./test/fake-api";
import { renderWidget } from "./test/render-widget";
import type { HostToWidget } from "./lib/host/envelope";
import type { HostEvents } from "./lib/host/host-events";

describe("widget shell", () => {
  it("shows only the screens the session allows", async () => {
    const api = fakeApi().reply("GET", /^\/session$/, 200, sessionInfo(["domain_search", "renew"]));
    renderWidget();
    const nav = await screen.findByRole("navigation", { name: "Sections" });
    const tabs = within(nav)
      .getAllByRole("button")
      .map((b) => b.textContent);
    expect(tabs).toEqual(["Search", "Renew"]);
    expect(screen.queryByRole("button", { name: "Buy" })).toBeNull();
    expect(screen.queryByRole("button", { name: "DNS" })).toBeNull();
    expect(await screen.findByRole("heading", { name: "Find a domain" })).toBeTruthy();
    expect(api.requests[0]?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  });

  it("is the page's main landmark when hosted, and a named region inside an embed", async () => {
    fakeApi().reply("GET", /^\/session$/, 200, sessionInfo(["domain_search"]));
    const hosted = renderWidget();
    expect(await screen.findByRole("main")).toBeTruthy();
    hosted.unmount();
    renderWidget({ mode: "embed" });
    expect(await screen.findByRole("region", { name: "Domains" })).toBeTruthy();
    expect(screen.queryByRole("main")).toBeNull();
  });

  // The palette (readable colors) is painted by the server: test/integration/hosted-page-theme.test.ts.
  it("tells the host page `ready` once, however often the loader repeats its init", async () => {
    fakeApi().reply("GET", /^\/session$/, 200, sessionInfo(["domain_search"]));
    let deliver: (message: HostToWidget) => void = () => {};
    const host: HostEvents = {
      emit: () => {},
      listen: (onMessage) => {
        deliver = onMessage;
        return () => {};
      },
      setAllowedOrigins: () => {},
      target: () => "https://partner.example",
    };
    const { emitted } = renderWidget({ mode: "embed" }, { host });
    const init = { source: "registrar-widget", version: 1, instance: "rw1", type: "init" } as const;
    act(() => {
      for (let i = 0; i < 3; i++) deliver({ ...init, payload: {} });
    });
    expect(await screen.findByRole("region", { name: "Domains" })).toBeTruthy();
    expect(emitted.filter((e) => e.type === "ready")).toHaveLength(1);
  });

  it("tells the host page the session's mode once, in session.loaded", async () => {
    fakeApi().reply("GET", /^\/session$/, 200, sessionInfo(["domain_search"], { livemode: true }));
    const live = renderWidget({ mode: "embed" });
    expect(await screen.findByRole("region", { name: "Domains" })).toBeTruthy();
    expect(live.emitted.filter((e) => e.type === "session.loaded")).toEqual([
      { type: "session.loaded", payload: { livemode: true } },
    ]);
    live.unmount();
    fakeApi().reply("GET", /^\/session$/, 200, sessionInfo(["domain_search"]));
    const test = renderWidget({ mode: "embed" });
    expect(await screen.findByRole("region", { name: "Domains" })).toBeTruthy();
    expect(test.emitted.filter((e) => e.type === "session.loaded")).toEqual([
      { type: "session.loaded", payload: { livemode: false } },
    ]);
    // `ready` does not wait for the session: it comes first.
    expect(test.emitted[0]?.type).toBe("ready");
  });

  it.each(["hosted", "embed"] as const)(
    "%s: a test-mode session shows a Test mode badge in its header, a live one none",
    async (mode) => {
      fakeApi().reply("GET", /^\/session$/, 200, sessionInfo(["domain_search"]));
      const test = renderWidget({ mode });
      const brand = await screen.findByText("Partner <b>Domains</b>");
      const header = brand.closest(".rw-header")!;
      // In words, in the header beside the brand (not a colour alone).
      expect(within(header as HTMLElement).getByText("Test mode").tagName).toBe("P");
      test.unmount();
      fakeApi().reply(
        "GET",
        /^\/session$/,
        200,
        sessionInfo(["domain_search"], { livemode: true }),
      );
      renderWidget({ mode });
      expect(await screen.findByText("Partner <b>Domains</b>")).toBeTruthy();
      expect(screen.queryByText("Test mode")).toBeNull();
      expect(document.querySelector(".rw-test-mode")).toBeNull();
    },
  );

  it("escapes the brand name", async () => {
    fakeApi().reply("GET", /^\/session$/, 200, sessionInfo(["domain_search"]));
    const { container } = renderWidget();
    const brand = await screen.findByRole("heading", { level: 1 });
    expect(brand.textContent).toBe("Partner <b>Domains</b>");
    expect(container.querySelector("b")).toBeNull();
  });

  it("shows the expired page on a 401", async () => {
    fakeApi().reply("GET", /^\/session$/, 401, { detail: "Session expired" });
    renderWidget();
    expect(await screen.findByRole("heading", { name: "Your session has ended" })).toBeTruthy();
    // The full page sends the person back to the site that opened it.
    expect(
      await screen.findByText(/has expired\. Go back to the site that opened it/),
    ).toBeTruthy();
  });

  it("inside the partner's page, the ended page gives no advice to go back", async () => {
    fakeApi().reply("GET", /^\/session$/, 401, { detail: "Session expired" });
    renderWidget({ mode: "embed" });
    expect(await screen.findByText(/has expired\. Reload this page/)).toBeTruthy();
    expect(screen.queryByText(/go back/i)).toBeNull();
  });

  it("shows the invalid-link page without a token, and tells the host page", () => {
    fakeApi();
    const { emitted } = renderWidget({ token: null });
    expect(screen.getByRole("heading", { name: "This link is not valid" })).toBeTruthy();
    expect(emitted.filter((e) => e.type === "error")).toEqual([
      { type: "error", payload: { code: "invalid_session" } },
    ]);
  });

  it("offers a retry when the session cannot load", async () => {
    const api = fakeApi().reply("GET", /^\/session$/, 503, { detail: "down" });
    const { emitted } = renderWidget();
    const retry = await screen.findByRole("button", { name: "Try again" });
    // The host page hears of it as an `error` event, with a code and nothing personal.
    expect(emitted.find((e) => e.type === "error")?.payload).toEqual({
      code: "service_error",
      status: 503,
    });
    api.reply("GET", /^\/session$/, 200, sessionInfo(["domain_search"]));
    await userEvent.click(retry);
    expect(await screen.findByRole("heading", { name: "Find a domain" })).toBeTruthy();
  });
});

describe("session lifecycle", () => {
  it("shows the expired page when a call answers 401 mid-session", async () => {
    fakeApi()
      .reply("GET", /^\/session$/, 200, sessionInfo(["domain_search"]))
      .reply("GET", /^\/(availability|suggestions)/, 401, { detail: "Session expired" });
    const user = userEvent.setup();
    const { emitted } = renderWidget();
    await user.type(await screen.findByLabelText(/Domain name/), "example.com{Enter}");
    expect(await screen.findByRole("heading", { name: "Your session has ended" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Find a domain" })).toBeNull();
    expect(await screen.findByText(/opened this session has closed it\. Go back/)).toBeTruthy();
    expect(screen.queryByText(/expired/)).toBeNull();
    // Refused before its expiry: revoked (or its token replaced), which the host page hears.
    expect(emitted.filter((e) => e.type === "session.expired")).toEqual([
      { type: "session.expired", payload: { reason: "revoked" } },
    ]);
  });

  it("inside the partner's page, a revoked session is said closed by the page", async () => {
    fakeApi()
      .reply("GET", /^\/session$/, 200, sessionInfo(["domain_search"]))
      .reply("GET", /^\/(availability|suggestions)/, 401, { detail: "Session expired" });
    const user = userEvent.setup();
    renderWidget({ mode: "embed" });
    await user.type(await screen.findByLabelText(/Domain name/), "example.com{Enter}");
    expect(
      await screen.findByText(
        "This page has closed the session. Reload the page to start a new one.",
      ),
    ).toBeTruthy();
  });

  it("warns before the session ends", async () => {
    const soon = new Date(Date.now() + 2 * 60_000).toISOString();
    fakeApi().reply(
      "GET",
      /^\/session$/,
      200,
      sessionInfo(["domain_search"], { expires_at: soon }),
    );
    renderWidget();
    expect((await screen.findByText(/Your session ends at/)).getAttribute("role")).toBe("status");
  });
});
