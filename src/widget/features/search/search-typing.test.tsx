import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { availability, fakeApi, sessionInfo, type SeenRequest } from "../../test/fake-api";
import { renderWidget } from "../../test/render-widget";
import type * as DebouncedValue from "../../lib/use-debounced-value";

// The search screen's debounce, stretched by `debounce.scale` in the test that counts a burst's
// searches: a busy machine can stall longer than 300 ms between two keystrokes, not 3 s.
const debounce = vi.hoisted(() => ({ scale: 1 }));
vi.mock("../../lib/use-debounced-value", async (importOriginal) => {
  const real = await importOriginal<typeof DebouncedValue>();
  return {
    useDebouncedValue: <T,>(value: T, ms: number) =>
      real.useDebouncedValue(value, ms * debounce.scale),
  };
});
afterEach(() => {
  debounce.scale = 1;
});

/** A search API whose answers for names starting with "slow" wait until `release` is called. */
function typingApi() {
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  const api = fakeApi()
    .reply("GET", /^\/session$/, 200, sessionInfo(["domain_search", "domain_purchase"]))
    .on("GET", /^\/availability\/(.+)$/, async (_req, m) => {
      const domain = decodeURIComponent(m[1]!);
      if (domain.startsWith("slow")) await held;
      if (domain.startsWith("taken")) {
        return {
          status: 200,
          body: availability(domain, { available: false, reason: "reserved" }),
        };
      }
      return { status: 200, body: availability(domain) };
    })
    .on("GET", /^\/suggestions\?q=(.+)$/, async (_req, m) => {
      const q = decodeURIComponent(m[1]!);
      if (q.startsWith("slow")) await held;
      const label = q.split(".")[0]!;
      const items = label.startsWith("none") ? [] : [availability(`${label}.org`)];
      return { status: 200, body: { query: q, items } };
    });
  return { api, release: () => release() };
}

const searches = (requests: SeenRequest[]) =>
  requests.filter((r) => /^\/(availability|suggestions)/.test(r.path));

describe("search as you type", () => {
  it("a burst of typing sends at most one search of each kind, for the last term", async () => {
    const { api } = typingApi();
    debounce.scale = 10;
    const user = userEvent.setup({ delay: 60 });
    renderWidget();
    await user.type(await screen.findByLabelText(/Domain name/), "acme-rockets.com");
    await screen.findByText("acme-rockets.com", { selector: ".rw-result-name" });
    // 16 keystrokes, each well within the debounce of the one before.
    expect(searches(api.requests).map((r) => r.path)).toEqual([
      "/availability/acme-rockets.com",
      "/suggestions?q=acme-rockets.com",
    ]);
  });

  it("cancels a search the user typed past, and its late answer never shows", async () => {
    const { api, release } = typingApi();
    const user = userEvent.setup();
    renderWidget();
    const box = await screen.findByLabelText(/Domain name/);
    await user.type(box, "slow-one.com");
    await waitFor(() =>
      expect(searches(api.requests).map((r) => r.path)).toEqual(
        expect.arrayContaining(["/availability/slow-one.com", "/suggestions?q=slow-one.com"]),
      ),
    );
    // Every search still waiting for its answer (a slow machine may have sent one for a part of
    // the name too).
    const stale = searches(api.requests).filter((r) => r.path.includes("slow"));
    await user.clear(box);
    await user.type(box, "fast.com");
    const exact = await screen.findByText("fast.com", { selector: ".rw-result-name" });
    expect(within(exact.closest("li")!).getByText("Exact match")).toBeTruthy();
    // The overtaken requests were aborted, and answering them now changes nothing on screen.
    expect(stale.every((r) => r.signal?.aborted)).toBe(true);
    release();
    await screen.findByText("fast.org", { selector: ".rw-result-name" });
    expect(screen.queryByText(/slow-one/)).toBeNull();
    expect(screen.getByRole("heading", { name: "Results for fast.com" })).toBeTruthy();
    // The cancelled search is not reported as a failure of the service.
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("keeps the names of the term typed so far until the longer term's answer replaces them", async () => {
    const { release } = typingApi();
    const user = userEvent.setup();
    renderWidget();
    const box = await screen.findByLabelText(/Domain name/);
    await user.type(box, "sl");
    const first = await screen.findByText("sl.org", { selector: ".rw-result-name" });
    expect(first.closest("ul")!.className).not.toContain("rw-results-stale");
    // "slow…" answers only when released: until then the names found for "sl" stay, dimmed,
    // with the new term's heading and the busy state announced.
    // Pasted, so no part of it ("slo") is searched on a machine that stalls between keystrokes.
    await user.paste("ow-name");
    await screen.findByRole("heading", { name: "Results for slow-name" });
    const kept = screen.getByText("sl.org", { selector: ".rw-result-name" });
    expect(kept.closest("ul")!.className).toContain("rw-results-stale");
    expect(screen.getByText("Searching…")).toBeTruthy();
    release();
    const fresh = await screen.findByText("slow-name.org", { selector: ".rw-result-name" });
    expect(fresh.closest("ul")!.className).not.toContain("rw-results-stale");
    expect(screen.queryByText("sl.org")).toBeNull();
  });

  it("never shows the names of an unrelated term while a new one loads", async () => {
    const { release } = typingApi();
    const user = userEvent.setup();
    renderWidget();
    const box = await screen.findByLabelText(/Domain name/);
    await user.type(box, "acme");
    await screen.findByText("acme.org", { selector: ".rw-result-name" });
    await user.clear(box);
    await user.type(box, "slower");
    await screen.findByRole("heading", { name: "Results for slower" });
    expect(screen.queryByText("acme.org")).toBeNull();
    release();
    await screen.findByText("slower.org", { selector: ".rw-result-name" });
  });

  it("marks an unavailable exact match with a badge and the reason, with no Buy", async () => {
    typingApi();
    const user = userEvent.setup();
    renderWidget();
    await user.type(await screen.findByLabelText(/Domain name/), "taken-name.com{Enter}");
    const card = (
      await screen.findByText("taken-name.com", { selector: ".rw-result-name" })
    ).closest("li")!;
    expect(within(card).getByText("Not available")).toBeTruthy();
    expect(within(card).getByText("This name is reserved by the registry.")).toBeTruthy();
    expect(within(card).queryByRole("button")).toBeNull();
    // The alternative below still sells.
    expect(screen.getByRole("button", { name: "Buy taken-name.org" })).toBeTruthy();
  });

  it("says clearly when nothing was found for a name", async () => {
    typingApi();
    const user = userEvent.setup();
    renderWidget();
    await user.type(await screen.findByLabelText(/Domain name/), "nonesuch{Enter}");
    expect(
      await screen.findByText("Nothing found for nonesuch. Try another name or ending."),
    ).toBeTruthy();
  });
});
