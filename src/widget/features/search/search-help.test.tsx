import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { availability, fakeApi, sessionInfo } from "../../test/fake-api";
import { renderWidget } from "../../test/render-widget";
import { editDistance, searchHelp } from "./search-help";

/** The service as the widget sees it: `taken-` names are registered, under every ending. */
function searchApi() {
  const answer = (domain: string) =>
    domain.startsWith("taken-")
      ? availability(domain, { available: false, reason: "registered" })
      : availability(domain);
  return fakeApi()
    .reply("GET", /^\/session$/, 200, sessionInfo(["domain_search", "domain_purchase"]))
    .on("GET", /^\/availability\/(.+)$/, (_req, m) => ({
      status: 200,
      body: answer(decodeURIComponent(m[1]!)),
    }))
    .on("GET", /^\/suggestions\?q=(.+)$/, (_req, m) => {
      const q = decodeURIComponent(m[1]!);
      const label = q.split(".")[0]!;
      const domains = [...(q.includes(".") ? [q] : []), `${label}.com`, `${label}.net`];
      return { status: 200, body: { query: q, items: [...new Set(domains)].map(answer) } };
    });
}

const box = () => screen.findByRole("searchbox", { name: "Domain name" });

async function search(text: string) {
  const user = userEvent.setup();
  renderWidget();
  await user.type(await box(), `${text}{Enter}`);
  return user;
}

afterEach(() => vi.restoreAllMocks());

describe("search help: reading what was typed", () => {
  it("counts a swap of two letters as one edit", () => {
    expect(editDistance("cmo", "com")).toBe(1);
    expect(editDistance("cmo", "co")).toBe(1);
    expect(editDistance("example", "com")).toBeGreaterThan(1);
  });

  it("leaves endings that exist to the service", () => {
    expect(searchHelp("acme.de")).toEqual({ term: "acme.de", notes: [] });
    expect(searchHelp(" Example.COM. ")).toEqual({ term: "example.com", notes: [] });
    expect(searchHelp("shop.co.uk").notes).toEqual([]);
  });
});

describe("search help: what the user sees", () => {
  it("offers the ending a typo meant, and one click searches it", async () => {
    const api = searchApi();
    const user = await search("acme-rockets.cmo");
    expect(
      await screen.findByText(/There is no ending \.cmo: showing results for acme-rockets\./),
    ).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Results for acme-rockets" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Did you mean acme-rockets.com?" }));
    expect(
      await screen.findByRole("heading", { name: "Results for acme-rockets.com" }),
    ).toBeTruthy();
    expect(((await box()) as HTMLInputElement).value).toBe("acme-rockets.com");
    await waitFor(() =>
      expect(api.requests.map((r) => r.path)).toContain("/availability/acme-rockets.com"),
    );
    expect(api.requests.some((r) => r.path.includes("cmo"))).toBe(false);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says an ending is not offered and shows results for the label", async () => {
    searchApi();
    await search("rockets.example");
    expect(
      await screen.findByText(
        "We do not offer names ending in .example: showing results for rockets.",
      ),
    ).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Results for rockets" })).toBeTruthy();
    expect(await screen.findByText("rockets.com", { selector: ".rw-result-name" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("searches the host of a pasted web address, without www., and says so", async () => {
    searchApi();
    const user = userEvent.setup();
    renderWidget();
    await user.click(await box());
    await user.paste("http://www.acme-rockets.com/path");
    expect(
      await screen.findByText("You pasted a web address: searching its domain, acme-rockets.com."),
    ).toBeTruthy();
    expect(
      await screen.findByRole("heading", { name: "Results for acme-rockets.com" }),
    ).toBeTruthy();
  });

  it("explains an empty part between dots and shows results for the domain meant", async () => {
    searchApi();
    await search("acme..com");
    expect(
      await screen.findByText(
        "A domain has no empty part between two dots: showing results for acme.com.",
      ),
    ).toBeTruthy();
    expect(await screen.findByText("acme.com", { selector: ".rw-result-name" })).toBeTruthy();
  });

  it("says the spaces were removed", async () => {
    searchApi();
    await search("acme rockets");
    expect(
      await screen.findByText(
        "Domain names have no spaces, so we removed them: searching acmerockets.",
      ),
    ).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Results for acmerockets" })).toBeTruthy();
  });

  it("says a name is already registered once, on the exact match only", async () => {
    searchApi();
    await search("taken-shop.com");
    const exact = (
      await screen.findByText("taken-shop.com", { selector: ".rw-result-name" })
    ).closest("li")!;
    await screen.findByText("taken-shop.net", { selector: ".rw-result-name" });
    expect(within(exact).getByText("Someone has already registered this name.")).toBeTruthy();
    expect(screen.getAllByText("Someone has already registered this name.")).toHaveLength(1);
    const other = screen
      .getByText("taken-shop.net", { selector: ".rw-result-name" })
      .closest("li")!;
    expect(within(other).getByText("Not available")).toBeTruthy();
  });

  it("suggests other names under the taken name's ending, not only other endings", async () => {
    searchApi();
    await search("taken-shop.com");
    const heading = await screen.findByRole("heading", { name: "Other names" });
    const list = heading.nextElementSibling as HTMLElement;
    await waitFor(() =>
      expect(
        within(list)
          .getAllByText(/\.com$/, { selector: ".rw-result-name" })
          .map((n) => n.textContent),
      ).toEqual(["gettaken-shop.com", "trytaken-shop.com"]),
    );
    // taken-shophq.com is taken too (a `taken-` name here): not offered.
    expect(screen.queryByText("taken-shophq.com")).toBeNull();
    expect(within(list).getByRole("button", { name: "Buy gettaken-shop.com" })).toBeTruthy();
  });

  it("suggests no other names for an available one", async () => {
    searchApi();
    await search("free-shop.com");
    await screen.findByRole("button", { name: "Buy free-shop.com" });
    expect(screen.queryByRole("heading", { name: "Other names" })).toBeNull();
  });
});

describe("search box focus on load", () => {
  it("is in the search box when the hosted page opens", async () => {
    searchApi();
    renderWidget();
    const input = await box();
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it("is left where the partner's page has it when an inline embed opens", async () => {
    searchApi();
    vi.spyOn(document, "hasFocus").mockReturnValue(false);
    renderWidget({ mode: "embed" });
    const input = await box();
    await screen.findByRole("heading", { name: "Find a domain" });
    expect(document.activeElement).not.toBe(input);
  });

  it("is in the box when an embed opens in a frame the partner's page focused", async () => {
    searchApi();
    vi.spyOn(document, "hasFocus").mockReturnValue(true);
    renderWidget({ mode: "embed" });
    const input = await box();
    await waitFor(() => expect(document.activeElement).toBe(input));
  });
});
