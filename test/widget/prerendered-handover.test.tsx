/**
 * The widget taking over the search form the server drew (the server's own markup, typed into
 * before the widget ran): text, caret and focus carried over, the search made, one box left.
 */
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "../../src/contract/i18n/catalogs/en.json";
import { ENGLISH } from "../../src/contract/i18n/locale-choice";
import { searchFirstPaint } from "../../src/server/hosted/first-paint";
import { App } from "../../src/widget/app";
import { createHostEvents } from "../../src/widget/lib/host/host-events";
import { mountPoint } from "../../src/widget/lib/host/prerendered";
import { createWidgetQueryClient } from "../../src/widget/lib/api/query-client";
import {
  availability,
  fakeApi,
  sessionInfo,
  SESSION_ID,
  TOKEN,
} from "../../src/widget/test/fake-api";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

/** A page as the server sends it for a search-only session: the form in the root. */
function serverPage(livemode = sessionInfo([]).livemode) {
  const form = searchFirstPaint({
    mode: "hosted",
    allowedActions: ["domain_search"],
    // The fake session's brand, as the widget shows it (escaped, not markup).
    brand: sessionInfo([]).theme.brand_name,
    logoUrl: null,
    scheme: "light",
    livemode,
    // The English catalog's texts (the server reads the catalogs from disk, not in jsdom).
    texts: { choice: ENGLISH, t: (id) => en[id]! },
  });
  document.body.innerHTML = `<div id="root">${form}</div>`;
  return document.getElementById("root")!;
}

/** Starts the widget in the page as boot.tsx does. */
function startWidget(root: HTMLElement) {
  const boot = { mode: "hosted" as const, sessionId: SESSION_ID, token: TOKEN };
  render(
    <App
      boot={boot}
      queryClient={createWidgetQueryClient({ retry: false })}
      events={createHostEvents({ mode: "hosted", win: window })}
    />,
    { container: mountPoint(root) },
  );
}

/**
 * The elements of a frame in document order, each as its tag, classes and role, its texts and
 * the attributes that name or link it (the ids aside), without what the results' place holds.
 */
const shape = (frame: Element) =>
  [frame, ...frame.querySelectorAll("*:not(.rw-results-area *)")].map((el) =>
    [
      el.tagName.toLowerCase(),
      el.className,
      ...["role", "type", "aria-current", "aria-live", "aria-labelledby", "aria-label"].map(
        (a) => el.getAttribute(a) ?? "",
      ),
      el.children.length === 0 ? el.textContent : "",
    ].join("|"),
  );

const searchApi = (livemode = false) =>
  fakeApi()
    .reply("GET", /^\/session$/, 200, sessionInfo(["domain_search"], { livemode }))
    .on("GET", /^\/availability\/(.+)$/, async (_req, m) => ({
      status: 200,
      body: availability(decodeURIComponent(m[1]!)),
    }))
    .on("GET", /^\/suggestions\?q=(.+)$/, async () => ({
      status: 200,
      body: { query: "", items: [] },
    }));

describe("the hand-over from the server-drawn search form", () => {
  it("keeps the text, caret and focus, searches for the text, and leaves one box", async () => {
    const api = searchApi();
    const root = serverPage();
    const user = userEvent.setup();
    const early = screen.getByRole("searchbox", { name: "Domain name" });
    await user.type(early, "example.com");
    (early as HTMLInputElement).setSelectionRange(2, 5);
    startWidget(root);
    // Until the widget is ready, the server's form is what is on the page.
    expect(root.querySelector("[data-rw-prerendered]")).not.toBeNull();
    await screen.findByRole("heading", { name: "Results for example.com" });
    expect(root.querySelector("[data-rw-prerendered]")).toBeNull();
    const boxes = screen.getAllByRole("searchbox", { name: "Domain name" });
    expect(boxes).toHaveLength(1);
    const box = boxes[0] as HTMLInputElement;
    expect(box).not.toBe(early);
    expect(box.value).toBe("example.com");
    expect(document.activeElement).toBe(box);
    expect([box.selectionStart, box.selectionEnd]).toEqual([2, 5]);
    await waitFor(() =>
      expect(api.requests.map((r) => r.path)).toContain("/availability/example.com"),
    );
    // Typing goes on in the widget's box, over the selection ("amp") made in the server's.
    await user.keyboard("X");
    expect(box.value).toBe("exXle.com");
  });

  it("an empty, unfocused box: nothing is searched, the focus is left alone, and the widget draws the same elements", async () => {
    const api = searchApi();
    const root = serverPage();
    const drawn = shape(root.querySelector(".rw-frame")!);
    startWidget(root);
    await waitFor(() => expect(root.querySelector("[data-rw-prerendered]")).toBeNull());
    expect(shape(root.querySelector(".rw-frame")!)).toEqual(drawn);
    const box = screen.getByRole("searchbox", { name: "Domain name" }) as HTMLInputElement;
    expect(box.value).toBe("");
    expect(document.activeElement).not.toBe(box);
    expect(api.requests.some((r) => r.path.startsWith("/availability"))).toBe(false);
  });

  it.each([
    [false, ["Test mode"]],
    [true, []],
  ])(
    "livemode %s: the server and the widget draw the same header, a Test mode badge in test mode only",
    async (livemode, badges) => {
      searchApi(livemode);
      const root = serverPage(livemode);
      const drawn = shape(root.querySelector(".rw-frame")!);
      const badgesIn = () => [...root.querySelectorAll(".rw-test-mode")].map((e) => e.textContent);
      expect(badgesIn()).toEqual(badges);
      startWidget(root);
      await waitFor(() => expect(root.querySelector("[data-rw-prerendered]")).toBeNull());
      expect(shape(root.querySelector(".rw-frame")!)).toEqual(drawn);
      expect(badgesIn()).toEqual(badges);
    },
  );

  it("a session that turns out ended replaces the form with the expired page", async () => {
    fakeApi().reply("GET", /^\/session$/, 401, {
      error: { code: "unauthorized", message: "expired" },
    });
    const root = serverPage();
    startWidget(root);
    await waitFor(() => expect(root.querySelector("[data-rw-prerendered]")).toBeNull());
    expect(screen.queryByRole("searchbox")).toBeNull();
    // The ended page is loaded with its words when the session turns out ended.
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toMatch(
      /ended|expired/i,
    );
  });
});
