import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { availability, fakeApi, sessionInfo, type SeenRequest } from "../../test/fake-api";
import { renderWidget } from "../../test/render-widget";

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
    // Keystrokes as fast as the page takes them (a macrotask apart, a few milliseconds): on a
    // busy machine a 60 ms pause stretched past the 300 ms debounce and split the burst in two.
    const user = userEvent.setup({ delay: 0 });
    renderWidget();
    await user.type(await screen.findByLabelText(/Domain name/), "acme-rockets.com");
    await screen.findByText("acme-rockets.com", { selector: ".rw-result-name" });
    // 16 keystrokes, each well within the 300 ms debounce of the one before.
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
    await waitFor(() => expect(searches(api.requests)).toHaveLength(2));
    const stale = searches(api.requests);
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
