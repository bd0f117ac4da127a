import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signedInService } from "../test/fake-fetch";
import { orderAnswer } from "../test/order-answer";
import { renderDashboard, signIn } from "../test/render";

afterEach(cleanup);

const EMPTY = { items: [], next_cursor: null };
const at = "2026-11-20T10:00:00Z";
const ORDER = orderAnswer({
  domain_name: "wire-works.com",
  payment_reference: "RG-ABCDEFGH",
  created_at: at,
  updated_at: at,
});

/** The query of the last request to `path`. */
function lastQuery(service: ReturnType<typeof signedInService>, path: string) {
  const seen = service.requests.filter((r) => r.path.split("?")[0] === path).at(-1);
  return seen && new URLSearchParams(seen.path.split("?")[1]);
}

const urlQuery = () => new URLSearchParams(window.location.search);

describe("orders search", () => {
  it("puts the typed search in the URL once typing pauses; Back and Forward go through the filters", async () => {
    const service = signedInService().handle("GET", /^\/api\/v1\/registrar\/orders\?/, (req) => ({
      status: 200,
      body:
        new URLSearchParams(req.path.split("?")[1]).get("q") === "rg abcd"
          ? { items: [ORDER], next_cursor: null }
          : EMPTY,
    }));
    const { user } = renderDashboard(service, "/dashboard/orders?status=pending");
    await signIn(user);
    const box = await screen.findByLabelText("Search orders");
    expect(box.getAttribute("aria-describedby")).toBeTruthy();
    await user.type(box, "rg abcd");
    expect(await screen.findByRole("link", { name: "wire-works.com" })).toBeTruthy();
    expect(urlQuery().get("q")).toBe("rg abcd");
    expect(urlQuery().get("status")).toBe("pending");
    // One search for the whole word typed, not one per key.
    const searched = service.requests.filter((r) => r.path.includes("q="));
    expect(searched.map((r) => new URLSearchParams(r.path.split("?")[1]).get("q"))).toEqual([
      "rg abcd",
    ]);

    act(() => window.history.back());
    await waitFor(() => expect(urlQuery().get("q")).toBeNull());
    expect(((await screen.findByLabelText("Search orders")) as HTMLInputElement).value).toBe("");
    expect(await screen.findByText("No orders match these filters.")).toBeTruthy();
    act(() => window.history.forward());
    await waitFor(() => expect(urlQuery().get("q")).toBe("rg abcd"));
    expect((screen.getByLabelText("Search orders") as HTMLInputElement).value).toBe("rg abcd");
    expect(await screen.findByRole("link", { name: "wire-works.com" })).toBeTruthy();
  });

  it("an empty result says so and clears the filters on request", async () => {
    const service = signedInService().reply("GET", /^\/api\/v1\/registrar\/orders\?/, 200, EMPTY);
    const { user } = renderDashboard(service, "/dashboard/orders?q=nothing&status=failed");
    await signIn(user);
    expect(((await screen.findByLabelText("Search orders")) as HTMLInputElement).value).toBe(
      "nothing",
    );
    expect(await screen.findByText("No orders match these filters.")).toBeTruthy();
    expect(lastQuery(service, "/api/v1/registrar/orders")?.get("q")).toBe("nothing");
    await user.click(screen.getByRole("button", { name: "Clear the filters" }));
    expect(await screen.findByText("No orders yet.")).toBeTruthy();
    expect(window.location.search).toBe("");
    expect((screen.getByLabelText("Search orders") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Status") as HTMLSelectElement).value).toBe("");
  });
});

describe("export CSV", () => {
  let saved: { name: string; text: Promise<string> }[];
  beforeEach(() => {
    saved = [];
    // jsdom has no object URLs nor downloads: what is handed to the browser is kept instead.
    const blobs = new Map<string, Blob>();
    vi.stubGlobal(
      "URL",
      Object.assign(URL, {
        createObjectURL: (b: Blob) => {
          const url = `blob:dashboard.test/${blobs.size}`;
          blobs.set(url, b);
          return url;
        },
        revokeObjectURL: () => {},
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, text: blobs.get(this.href)!.text() });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("downloads what the filters show, the credential in a header, named for what and when", async () => {
    const csv = "order_id,domain\r\n55555555-5555-4555-8555-555555555555,wire-works.com\r\n";
    const service = signedInService()
      .reply("GET", /^\/api\/v1\/registrar\/orders\?/, 200, { items: [ORDER], next_cursor: null })
      .reply("GET", /^\/api\/v1\/exports\/orders/, 200, csv, { "content-type": "text/csv" });
    const { user } = renderDashboard(service, "/dashboard/orders?q=wire&status=pending");
    await signIn(user);
    await screen.findByRole("link", { name: "wire-works.com" });
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toMatch(/^orders-\d{4}-\d\d-\d\d-\d{4}\.csv$/);
    expect(await saved[0]!.text).toBe(csv);
    const call = service.requests.find((r) => r.path.startsWith("/api/v1/exports/orders"))!;
    expect(call.headers.authorization).toBe("Bearer rat_test");
    expect(call.path).not.toContain("rat_test");
    expect(Object.fromEntries(new URLSearchParams(call.path.split("?")[1]))).toEqual({
      q: "wire",
      status: "pending",
    });
  });

  it("says in the dashboard's words when an export fails", async () => {
    const service = signedInService()
      .reply("GET", /^\/api\/v1\/registrar\/domains\?/, 200, EMPTY)
      .reply("GET", /^\/api\/v1\/exports\/domains/, 503, { detail: "down" });
    const { user } = renderDashboard(service, "/dashboard/domains");
    await signIn(user);
    await user.click(await screen.findByRole("button", { name: "Export CSV" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The CSV export failed. The service failed. Try again in a moment.",
    );
    expect(saved).toEqual([]);
  });
});

describe("domains and audit log filters", () => {
  it("filters domains by expiry dates kept in the URL", async () => {
    const service = signedInService().reply("GET", /^\/api\/v1\/registrar\/domains\?/, 200, EMPTY);
    const { user } = renderDashboard(service, "/dashboard/domains?expires_before=2027-01-01");
    await signIn(user);
    const after = await screen.findByLabelText("Expires on or after");
    expect((screen.getByLabelText("Expires before") as HTMLInputElement).value).toBe("2027-01-01");
    await user.type(after, "2026-12-01");
    await waitFor(() => expect(urlQuery().get("expires_after")).toBe("2026-12-01"));
    await waitFor(() =>
      expect(
        Object.fromEntries(lastQuery(service, "/api/v1/registrar/domains") ?? []),
      ).toMatchObject({ expires_after: "2026-12-01", expires_before: "2027-01-01" }),
    );
    expect(await screen.findByText("No domains match these filters.")).toBeTruthy();
  });

  it("filters the audit log by who, what and when", async () => {
    const service = signedInService()
      .reply("GET", /^\/api\/v1\/users$/, 200, { items: [] })
      .reply("GET", /^\/api\/v1\/invitations/, 200, { items: [] })
      .reply("GET", /^\/api\/v1\/audit-log/, 200, EMPTY);
    const { user } = renderDashboard(service, "/dashboard/users?since=2026-11-01");
    await signIn(user);
    const log = await screen.findByRole("search", { name: "Filter the audit log" });
    await user.type(within(log).getByLabelText("Who (email contains)"), "ops@");
    await user.type(within(log).getByLabelText("Action"), "user.");
    await waitFor(() =>
      expect(Object.fromEntries(lastQuery(service, "/api/v1/audit-log") ?? [])).toEqual({
        limit: "20",
        actor: "ops@",
        action: "user.",
        since: "2026-11-01",
      }),
    );
    expect(urlQuery().toString()).toBe("since=2026-11-01&actor=ops%40&action=user.");
  });
});
