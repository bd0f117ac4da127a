import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { availability, fakeApi, sessionInfo } from "../../test/fake-api";
import { renderWidget } from "../../test/render-widget";
import { normaliseTerm } from "./normalise-term";

function searchApi(actions = ["domain_search", "domain_purchase"]) {
  return fakeApi()
    .reply("GET", /^\/session$/, 200, sessionInfo(actions))
    .on("GET", /^\/availability\/(.+)$/, (_req, m) => {
      const domain = decodeURIComponent(m[1]!);
      if (domain.startsWith("taken-")) {
        return {
          status: 200,
          body: availability(domain, { available: false, reason: "registered" }),
        };
      }
      return { status: 200, body: availability(domain) };
    })
    .on("GET", /^\/suggestions\?q=(.+)$/, (_req, m) => {
      const q = decodeURIComponent(m[1]!);
      const label = q.split(".")[0]!;
      return {
        status: 200,
        body: {
          query: q,
          items: [
            availability(q.includes(".") ? q : `${label}.com`),
            availability(`${label}.net`, {
              premium: true,
              price: "250.00",
              renewal_price: "30.00",
            }),
          ],
        },
      };
    });
}

describe("search", () => {
  it("normalises like the service", () => {
    expect(normaliseTerm("  Example.COM. ")).toBe("example.com");
  });

  it("finds an available domain with prices, premium alternatives and Buy", async () => {
    const api = searchApi();
    const user = userEvent.setup();
    renderWidget();
    await user.type(await screen.findByLabelText(/Domain name/), " Example.COM.");
    const results = await screen.findByRole("heading", { name: "Results for example.com" });
    expect(results).toBeTruthy();
    const exact = (await screen.findByText("example.com", { selector: ".rw-result-name" })).closest(
      "li",
    )!;
    expect(within(exact).getByText("$12.00 / year")).toBeTruthy();
    expect(within(exact).getByText("Renews at $14.00 / year")).toBeTruthy();
    const premium = screen.getByText("example.net").closest("li")!;
    expect(within(premium).getByText("Premium")).toBeTruthy();
    // Debounced: typing did not call the API per keystroke.
    expect(
      api.requests.filter((r) => r.path.startsWith("/availability")).map((r) => r.path),
    ).toEqual(["/availability/example.com"]);
    await user.click(screen.getByRole("button", { name: "Buy example.com" }));
    expect(await screen.findByRole("button", { name: "Buy", current: "page" })).toBeTruthy();
  });

  it("explains an unavailable name and offers no Buy for it", async () => {
    searchApi(["domain_search"]);
    const user = userEvent.setup();
    renderWidget();
    await user.type(await screen.findByLabelText(/Domain name/), "taken-shop.com{Enter}");
    const item = (
      await screen.findByText("taken-shop.com", { selector: ".rw-result-name" })
    ).closest("li")!;
    expect(within(item).getByText(/Someone has already registered this name/)).toBeTruthy();
    expect(within(item).queryByRole("button")).toBeNull();
    // domain_purchase not allowed: no Buy anywhere.
    expect(screen.queryByRole("button", { name: /^Buy/ })).toBeNull();
  });

  it("says in its own words what a searchable domain looks like (never the API's msg)", async () => {
    searchApi().on("GET", /^\/availability\//, () => ({
      status: 422,
      body: {
        detail: [
          {
            type: "value_error",
            loc: ["path", "domain"],
            msg: "Value error, not a registrable domain",
            input: "a.b",
          },
        ],
      },
    }));
    const user = userEvent.setup();
    renderWidget();
    await user.type(await screen.findByLabelText(/Domain name/), "a_b.com{Enter}");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(
      "Enter a domain name such as example.com: letters, digits and hyphens, then an ending.",
    );
    expect(alert.textContent).not.toContain("registrable");
  });
});
