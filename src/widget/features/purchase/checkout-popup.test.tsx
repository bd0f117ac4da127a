import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ORDER_ID, orderDetail, SESSION_ID } from "../../test/fake-api";
import { rememberOrder } from "../../lib/session/order-storage";
import { renderWidget } from "../../test/render-widget";
import { fillContact, purchaseApi, toContactStep } from "../../test/purchase-steps";

/**
 * The card checkout from a framed widget (the embed page): a popup opened from the click, a
 * "complete your payment" state, the order's polling moving on; never the frame itself.
 */

const CHECKOUT = "http://widget.test/checkout/abc";
const ORDER_PATH = new RegExp(`^/orders/${ORDER_ID}$`);

/** A stand-in for the popup `window.open` returns. */
function fakePopup() {
  return {
    closed: false,
    focus: vi.fn(),
    close: vi.fn(),
    location: { replace: vi.fn() },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** A card order placed in the embed, its checkout popup (or null: blocked) and its order's status. */
async function placeCardOrder(popup: ReturnType<typeof fakePopup> | null) {
  const api = purchaseApi();
  api.reply("POST", /^\/orders$/, 201, { ...orderDetail(), checkout_url: CHECKOUT });
  let status = "pending";
  api.on("GET", ORDER_PATH, () => ({
    status: 200,
    body: orderDetail({ status, checkout_url: status === "pending" ? CHECKOUT : null }),
  }));
  const open = vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window);
  const redirect = vi.fn();
  const user = userEvent.setup();
  renderWidget({ mode: "embed" }, { redirect });
  await toContactStep(user);
  await fillContact(user);
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await user.click(await screen.findByRole("button", { name: "Pay $12.00" }));
  return { open, redirect, user, setStatus: (s: string) => (status = s) };
}

describe("card checkout from an embedded widget", () => {
  it("opens the checkout in a named popup from the click, waits, and moves on once the order is paid", async () => {
    const popup = fakePopup();
    const { open, redirect, setStatus } = await placeCardOrder(popup);
    // Opened at the click (empty: the order did not exist yet), then sent to the checkout.
    expect(open).toHaveBeenCalledOnce();
    expect(open.mock.calls[0]![1]).toBe("registrar-checkout");
    expect(open.mock.calls[0]![2]).toMatch(/^popup,width=\d+,height=\d+/);
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledWith(`${CHECKOUT}?popup=1`));
    // The frame never leaves for the checkout.
    expect(redirect).not.toHaveBeenCalled();
    expect(
      await screen.findByText(
        "Complete your payment in the new window. This page moves on by itself once the payment is received.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Open the payment window again" })).toBeTruthy();
    const link = screen.getByRole("link", { name: "Open the payment page in a new tab" });
    expect(link.getAttribute("href")).toBe(`${CHECKOUT}?popup=1`);
    expect(link.getAttribute("target")).toBe("_blank");

    // Paid in the popup: the order's polling takes the view on, with nothing pressed.
    setStatus("ready_to_process");
    expect(
      await screen.findByText("Paid, about to register", undefined, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.queryByText(/Complete your payment in the new window/)).toBeNull();
    expect(screen.queryByRole("button", { name: /Pay now|Open the payment window/ })).toBeNull();
    setStatus("completed");
    expect(await screen.findByText("Registered", undefined, { timeout: 5_000 })).toBeTruthy();
  });

  it("reopens the same popup with the checkout's address", async () => {
    const popup = fakePopup();
    const { open, user } = await placeCardOrder(popup);
    await user.click(await screen.findByRole("button", { name: "Open the payment window again" }));
    expect(open).toHaveBeenCalledTimes(2);
    expect(open.mock.calls[1]!.slice(0, 2)).toEqual([`${CHECKOUT}?popup=1`, "registrar-checkout"]);
  });

  it("the popup closed unpaid: back to the pay button, the order still pending", async () => {
    const popup = fakePopup();
    const { open, user } = await placeCardOrder(popup);
    await screen.findByText(/Complete your payment in the new window/);
    popup.closed = true;
    const pay = await screen.findByRole("button", { name: "Pay now" });
    expect(screen.queryByText(/Complete your payment in the new window/)).toBeNull();
    expect(screen.getByText("Waiting for payment")).toBeTruthy();
    // Pay now opens the checkout again, straight at its address.
    const again = fakePopup();
    open.mockReturnValue(again as unknown as Window);
    await user.click(pay);
    expect(open.mock.calls.at(-1)!.slice(0, 2)).toEqual([
      `${CHECKOUT}?popup=1`,
      "registrar-checkout",
    ]);
    expect(await screen.findByText(/Complete your payment in the new window/)).toBeTruthy();
  });

  it("a blocked popup: says so and offers the checkout as a link", async () => {
    const { redirect } = await placeCardOrder(null);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your browser blocked the payment window. Open the payment page with the link below.",
    );
    const link = screen.getByRole("link", { name: "Open the payment page in a new tab" });
    expect(link.getAttribute("href")).toBe(`${CHECKOUT}?popup=1`);
    expect(screen.getByRole("button", { name: "Pay now" })).toBeTruthy();
    expect(redirect).not.toHaveBeenCalled();
  });

  it("paying a pending order from its view opens the popup at the checkout's address", async () => {
    rememberOrder(window, SESSION_ID, ORDER_ID);
    purchaseApi().reply(
      "GET",
      ORDER_PATH,
      200,
      orderDetail({ status: "pending", checkout_url: CHECKOUT }),
    );
    const popup = fakePopup();
    const open = vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window);
    const redirect = vi.fn();
    const user = userEvent.setup();
    renderWidget({ mode: "embed" }, { redirect });
    await user.click(await screen.findByRole("button", { name: "Pay now" }));
    expect(open.mock.calls[0]!.slice(0, 2)).toEqual([`${CHECKOUT}?popup=1`, "registrar-checkout"]);
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe("card checkout from the hosted page (not framed)", () => {
  it("leaves for the checkout in the same window with return_url, as before, and opens no popup", async () => {
    const api = purchaseApi();
    api.reply("POST", /^\/orders$/, 201, { ...orderDetail(), checkout_url: CHECKOUT });
    const open = vi.spyOn(window, "open");
    const redirect = vi.fn();
    const user = userEvent.setup();
    renderWidget({}, { redirect });
    await toContactStep(user);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Pay $12.00" }));
    await waitFor(() => expect(redirect).toHaveBeenCalledOnce());
    expect(redirect.mock.calls[0]![0]).toBe(
      `${CHECKOUT}?return_url=${encodeURIComponent(window.location.origin + window.location.pathname)}`,
    );
    expect(open).not.toHaveBeenCalled();
  });
});
