import { screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { loadScreen } from "../../screen-loaders";
import { availability, fakeApi, sessionInfo } from "../../test/fake-api";
import { renderWidget } from "../../test/render-widget";

// The purchase screen's chunk and texts, loaded before the first test clicks Buy: on a busy
// machine (load 9–13) the first test's screen stayed "Loading…" for 30 s, with React warning
// that a component suspended inside an act() scope that was not awaited; the first import
// then outlasts the click.
beforeAll(async () => {
  await loadScreen("purchase");
}, 60_000);

function flowApi() {
  return fakeApi()
    .reply("GET", /^\/session$/, 200, sessionInfo(["domain_search", "domain_purchase"]))
    .on("GET", /^\/availability\/(.+)$/, (_r, m) => {
      const domain = decodeURIComponent(m[1]!);
      const premium = domain.startsWith("gold");
      return {
        status: 200,
        body: availability(domain, premium ? { premium, price: "250.00" } : {}),
      };
    })
    .on("GET", /^\/suggestions\?q=(.+)$/, (_r, m) => {
      const q = decodeURIComponent(m[1]!);
      return { status: 200, body: { query: q, items: [availability(q)] } };
    });
}

const tab = (name: string) => screen.getByRole("button", { name, current: undefined });
const summary = () => screen.getByRole("complementary", { name: "Order summary" });

async function searchAndBuy(user: UserEvent, domain: string) {
  await user.type(await screen.findByLabelText(/Domain name/), `${domain}{Enter}`);
  await user.click(await screen.findByRole("button", { name: `Buy ${domain}` }));
  await screen.findByRole("heading", { name: "Step 1 of 3: Options" });
}

describe("purchase flow", () => {
  it("keeps the order summary in view with the domain, period, prices and total", async () => {
    flowApi();
    const user = userEvent.setup();
    renderWidget();
    await searchAndBuy(user, "example.com");
    const box = summary();
    expect(within(box).getByText("example.com", { selector: ".rw-summary-domain" })).toBeTruthy();
    expect(within(box).getByText("1 year")).toBeTruthy();
    expect(within(box).getByText("$12.00", { selector: "dd" })).toBeTruthy();
    expect(within(box).getByText("$14.00 / year")).toBeTruthy();
    expect(within(box).getByTestId("summary-total").textContent).toBe("$12.00");
    await user.selectOptions(screen.getByLabelText("Registration period"), "3");
    expect(within(box).getByText("3 years")).toBeTruthy();
    expect(within(box).getByTestId("summary-total").textContent).toBe("$36.00");
    // The narrow screens' bar opens and closes the details.
    const toggle = within(box).getByRole("button", { name: /Order summary/ });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
  });

  it("marks a premium name in the summary", async () => {
    flowApi();
    const user = userEvent.setup();
    renderWidget();
    await searchAndBuy(user, "gold.com");
    expect(within(summary()).getByText("Premium")).toBeTruthy();
    expect(within(summary()).getByTestId("summary-total").textContent).toBe("$250.00");
  });

  it("loses nothing typed across steps, tab switches and going back to the search", async () => {
    const api = flowApi();
    const user = userEvent.setup();
    renderWidget();
    await searchAndBuy(user, "example.com");
    await user.selectOptions(screen.getByLabelText("Registration period"), "2");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { name: "Step 2 of 3: Contact" });
    await user.type(screen.getByLabelText("First name"), "Ada");

    // To the Search tab: the search is still there, with its results.
    await user.click(tab("Search"));
    expect(((await screen.findByLabelText(/Domain name/)) as HTMLInputElement).value).toBe(
      "example.com",
    );
    expect(await screen.findByRole("button", { name: "Buy example.com" })).toBeTruthy();

    // The Buy tab is the same flow: the same domain, step and typing.
    await user.click(tab("Buy"));
    await screen.findByRole("heading", { name: "Step 2 of 3: Contact" });
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Ada");
    expect(within(summary()).getByTestId("summary-total").textContent).toBe("$24.00");

    // Back to the first step, then to the search to choose another name: all kept.
    await user.click(screen.getByRole("button", { name: "Back" }));
    await screen.findByRole("heading", { name: "Step 1 of 3: Options" });
    expect((screen.getByLabelText("Registration period") as HTMLSelectElement).value).toBe("2");
    await user.click(screen.getByRole("button", { name: "Change domain" }));
    const search = (await screen.findByLabelText(/Domain name/)) as HTMLInputElement;
    expect(search.value).toBe("example.com");
    await user.clear(search);
    await searchAndBuy(user, "example.net");
    expect(
      within(summary()).getByText("example.net", { selector: ".rw-summary-domain" }),
    ).toBeTruthy();
    expect(within(summary()).getByTestId("summary-total").textContent).toBe("$24.00");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { name: "Step 2 of 3: Contact" });
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Ada");
    // Nothing was ordered on the way.
    expect(api.requests.filter((r) => r.method === "POST")).toEqual([]);
  });

  it("the Buy tab carries the search when nothing was chosen yet", async () => {
    flowApi();
    const user = userEvent.setup();
    renderWidget();
    await user.type(await screen.findByLabelText(/Domain name/), "acme-rockets.com");
    await screen.findByRole("button", { name: "Buy acme-rockets.com" });
    await user.click(tab("Buy"));
    const box = (await screen.findByLabelText("Domain to buy")) as HTMLInputElement;
    expect(box.value).toBe("acme-rockets.com");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { name: "Step 1 of 3: Options" });
    expect(
      within(summary()).getByText("acme-rockets.com", { selector: ".rw-summary-domain" }),
    ).toBeTruthy();
  });
});
