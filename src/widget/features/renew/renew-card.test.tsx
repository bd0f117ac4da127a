import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, hostedDomain, ORDER_ID, orderDetail, sessionInfo } from "../../test/fake-api";
import { renderWidget } from "../../test/render-widget";

/**
 * The renew screen when the end user pays renewals by card (`renewal_payment: "card"`): it says
 * so, and Confirm creates a renewal order and opens its checkout as the purchase does (a popup
 * from a framed widget, the same window otherwise), then follows the order to its end.
 */

const CHECKOUT = "http://widget.test/checkout/abc";
const ORDER_PATH = new RegExp(`^/domains/example\\.com/renewal-orders/${ORDER_ID}$`);

function fakePopup() {
  return { closed: false, focus: vi.fn(), close: vi.fn(), location: { replace: vi.fn() } };
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** A card-renewal session over example.com; the renewal order's status is the test's to move. */
function cardRenewApi() {
  let status = "pending";
  const api = fakeApi()
    .reply("GET", /^\/session$/, 200, sessionInfo(["renew"], { renewal_payment: "card" }))
    .reply("GET", /^\/domains$/, 200, { items: [hostedDomain("example.com")] })
    .reply("POST", /^\/domains\/example\.com\/renewal-orders$/, 201, {
      ...orderDetail({ kind: "renewal", checkout_url: CHECKOUT }),
    })
    .on("GET", ORDER_PATH, () => ({
      status: 200,
      body: orderDetail({
        kind: "renewal",
        status,
        checkout_url: status === "pending" ? CHECKOUT : null,
      }),
    }));
  return { api, setStatus: (s: string) => (status = s) };
}

async function confirmTwoYears(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText("Renew for"), "2");
  await user.click(screen.getByRole("button", { name: "Renew" }));
  await user.click(screen.getByRole("button", { name: "Confirm" }));
}

describe("renew, paid by the end user's card", () => {
  it("says the user pays by card, and from a frame pays in a popup, then shows the new expiry", async () => {
    const { api, setStatus } = cardRenewApi();
    const popup = fakePopup();
    const open = vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window);
    const redirect = vi.fn();
    const user = userEvent.setup();
    renderWidget({ mode: "embed" }, { redirect });
    await user.selectOptions(await screen.findByLabelText("Renew for"), "2");
    expect(
      screen.getByText(
        "Renewal for 2 years: $28.00, paid by you by card. Confirm opens the payment page.",
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Renew" }));
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    // The popup opened from the click, then sent to the order's checkout; the frame stays.
    expect(open).toHaveBeenCalledOnce();
    expect(open.mock.calls[0]![1]).toBe("registrar-checkout");
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledWith(`${CHECKOUT}?popup=1`));
    expect(redirect).not.toHaveBeenCalled();
    const post = api.requests.find((r) => r.method === "POST")!;
    expect(post.path).toBe("/domains/example.com/renewal-orders");
    expect(post.body).toEqual({ years: 2 });
    // Nothing renewed the organization's way.
    expect(api.requests.some((r) => r.path.endsWith("/renew"))).toBe(false);
    expect(await screen.findByText(/Complete your payment in the new window/)).toBeTruthy();

    setStatus("completed");
    expect(
      await screen.findByText("example.com is renewed until March 1, 2028.", undefined, {
        timeout: 5_000,
      }),
    ).toBeTruthy();
  });

  it("on a standalone page sends the window to the checkout, and resumes the order on return", async () => {
    const { setStatus } = cardRenewApi();
    const open = vi.spyOn(window, "open");
    const redirect = vi.fn();
    const user = userEvent.setup();
    const first = renderWidget({}, { redirect });
    await confirmTwoYears(user);
    await waitFor(() => expect(redirect).toHaveBeenCalledOnce());
    expect(redirect.mock.calls[0]![0]).toMatch(
      new RegExp(`^${CHECKOUT}\\?return_url=${encodeURIComponent("http://localhost:3000/")}`),
    );
    expect(open).not.toHaveBeenCalled();

    // Back from the checkout (the page loads again): the renewal's order is followed to its end.
    first.unmount();
    setStatus("completed");
    renderWidget({}, { redirect });
    expect(await screen.findByText("example.com is renewed until March 1, 2028.")).toBeTruthy();
  });

  it("says the payment is refunded when the registry refuses the renewal", async () => {
    const { setStatus } = cardRenewApi();
    vi.spyOn(window, "open").mockReturnValue(fakePopup() as unknown as Window);
    const user = userEvent.setup();
    renderWidget({ mode: "embed" });
    await confirmTwoYears(user);
    expect(await screen.findByText(/Complete your payment in the new window/)).toBeTruthy();
    setStatus("refunded");
    expect((await screen.findByRole("alert", undefined, { timeout: 5_000 })).textContent).toBe(
      "example.com could not be renewed. Your payment is refunded.",
    );
  });
});
