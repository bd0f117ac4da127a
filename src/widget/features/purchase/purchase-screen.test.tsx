import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  descriptionOf,
  EVENT_ID,
  ORDER_ID,
  orderDetail,
  SESSION_ID,
  sessionInfo,
} from "../../test/fake-api";
import { rememberOrder } from "../../lib/session/order-storage";
import { renderWidget } from "../../test/render-widget";
import { field, fill, fillContact, purchaseApi, toContactStep } from "../../test/purchase-steps";

describe("purchase: contact form", () => {
  it("shows every required field's message next to it and focuses the first", async () => {
    purchaseApi();
    const user = userEvent.setup();
    renderWidget();
    await toContactStep(user);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const expected: [string, string][] = [
      ["First name", "Enter your first name."],
      ["Last name", "Enter your last name."],
      ["Email", "Enter your email address, such as name@example.com."],
      [
        "Phone",
        "Enter your full phone number with its country code, such as +14155550100 (at least 10 characters).",
      ],
      ["Address", "Enter your street address."],
      ["City", "Enter your city."],
      ["State or region", "Enter your state or region."],
      ["Postal code", "Enter your postal code."],
      ["Country", "Choose a country."],
    ];
    await waitFor(() => expect(descriptionOf(field("First name"))).toContain(expected[0]![1]));
    for (const [label, msg] of expected) {
      expect(descriptionOf(field(label)), label).toContain(msg);
      expect(field(label).getAttribute("aria-invalid")).toBe("true");
    }
    // The country comes first on the form, so its error takes the focus.
    expect(document.activeElement).toBe(field("Country"));
    expect(field("Organization (optional)").getAttribute("aria-invalid")).toBeNull();
  });

  it("checks maximum lengths and the email form as the user types", async () => {
    purchaseApi();
    const user = userEvent.setup();
    renderWidget();
    await toContactStep(user);
    await fillContact(user);
    const tooLong: [string, number, string][] = [
      ["First name", 101, "Shorten your first name to 100 characters or fewer."],
      ["Last name", 101, "Shorten your last name to 100 characters or fewer."],
      ["Phone", 21, "Enter your phone number without extra characters: at most 20"],
      ["Address", 256, "Shorten the address to 255 characters or fewer; use the second line"],
      ["City", 101, "Shorten the city to 100 characters or fewer."],
      // The country's words (a US address): "state", "ZIP code", as the labels say.
      ["State", 101, "Shorten the state to 100 characters or fewer."],
      ["ZIP code", 21, "Shorten the ZIP code to 20 characters or fewer."],
      ["Organization (optional)", 256, "Shorten the organization name to 255 characters"],
    ];
    for (const [label, n, msg] of tooLong) {
      await fill(user, label, "1".repeat(n));
      await user.tab();
      await waitFor(() => expect(descriptionOf(field(label)), label).toContain(msg));
    }
    await fill(user, "Email", "ada@");
    await user.tab();
    await waitFor(() =>
      expect(descriptionOf(field("Email"))).toBe(
        "Enter your email address, such as name@example.com.",
      ),
    );
    // Back within the limits, the message goes away as the user types.
    await fill(user, "First name", "Ada");
    await waitFor(() => expect(field("First name").getAttribute("aria-invalid")).toBeNull());
    // With the picker's +1, "12345" makes "+112345": too short for the contract.
    await fill(user, "Phone", "12345");
    await waitFor(() =>
      expect(descriptionOf(field("Phone"))).toContain(
        "Enter your full phone number with its country code, such as +14155550100 (at least 10 characters).",
      ),
    );
  });
});

describe("purchase: orders", () => {
  it("card: creates the order once per attempt and goes to the checkout, then shows the result on return", async () => {
    const api = purchaseApi();
    let posts = 0;
    api.on("POST", /^\/orders$/, () => {
      posts += 1;
      if (posts === 1) return { status: 500, body: { detail: "Internal Server Error" } };
      return {
        status: 201,
        body: {
          ...orderDetail(),
          checkout_url: "http://widget.test/checkout/abc",
          banking_details: null,
        },
      };
    });
    const redirect = vi.fn();
    const user = userEvent.setup();
    const { unmount, emitted } = renderWidget({}, { redirect });
    await toContactStep(user, "2");
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { name: "Step 3 of 3: Review and pay" });
    expect(screen.getByText("$24.00")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Pay $24.00" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Something went wrong");
    await user.click(screen.getByRole("button", { name: "Pay $24.00" }));
    await waitFor(() => expect(redirect).toHaveBeenCalledOnce());
    // order.created carries the id of the order.created webhook the service wrote.
    expect(emitted.find((e) => e.type === "order.created")?.payload).toEqual({
      order_id: ORDER_ID,
      status: "pending",
      event_id: EVENT_ID,
      // The session's mode: a test-mode session's orders are test-mode orders.
      livemode: false,
    });
    const keys = api.requests
      .filter((r) => r.method === "POST")
      .map((r) => r.headers["Idempotency-Key"]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    const sent = api.requests.find((r) => r.method === "POST")!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ domain: "example.com", years: "2", payment_method: "card" });
    expect(redirect.mock.calls[0]![0]).toBe(
      `http://widget.test/checkout/abc?return_url=${encodeURIComponent(
        window.location.origin + window.location.pathname,
      )}`,
    );

    // Back from the checkout: the page remembers the order and follows it.
    unmount();
    const completedEvent = "4e0c2d6a-1b3f-4a5c-9d7e-8f0a1b2c3d4e";
    api.reply(
      "GET",
      new RegExp(`^/orders/${ORDER_ID}$`),
      200,
      orderDetail({
        status: "completed",
        event_id: completedEvent,
        transitions: [
          { from: "processing", to: "completed", at: "2030-01-01T00:05:00Z", reason: null },
        ],
      }),
    );
    const back = renderWidget();
    expect(await screen.findByText("Registered")).toBeTruthy();
    // The status is announced, and the definition list holds only dt and dd (axe).
    const status = screen.getAllByRole("status").find((e) => e.textContent === "Registered")!;
    expect(status.tagName).toBe("SPAN");
    const dl = status.closest("dl")!;
    expect([...dl.children].every((c) => ["DT", "DD"].includes(c.tagName))).toBe(true);
    expect(dl.querySelectorAll("dd[role], dt[role]")).toHaveLength(0);
    // order.updated carries the id of the order.updated webhook of that status change, and
    // a completed order its domain and expiry (the loader's onSuccess).
    expect(back.emitted.find((e) => e.type === "order.updated")?.payload).toEqual({
      order_id: ORDER_ID,
      status: "completed",
      event_id: completedEvent,
      domain: "example.com",
      expires_at: "2032-01-01T00:05:00.000Z",
      livemode: false,
    });
  });

  it("wire: shows the bank details (US and international), the reference, the pay-by date and that the name is not held", async () => {
    const api = purchaseApi();
    const bank = {
      bank_name: "Sandbox Bank",
      account_name: "Registrar Ltd",
      account_number: "12345678",
      routing_number: "021000021",
      iban: "XX00 SAND BOX0 0012 3456 789",
      bic: "SANDXX00XXX",
    };
    api.reply("POST", /^\/orders$/, 201, {
      ...orderDetail({ payment_method: "wire" }),
      banking_details: bank,
    });
    api.reply(
      "GET",
      new RegExp(`^/orders/${ORDER_ID}$`),
      200,
      orderDetail({ payment_method: "wire", banking_details: bank }),
    );
    const user = userEvent.setup();
    renderWidget();
    await toContactStep(user);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("radio", { name: /Bank transfer/ }));
    await user.click(await screen.findByRole("button", { name: "Place order" }));
    expect(await screen.findByRole("heading", { name: "Pay by bank transfer" })).toBeTruthy();
    expect(screen.getByText("Waiting for payment")).toBeTruthy();
    expect(screen.getByText("RG-7K2M9QX4TB")).toBeTruthy();
    expect(screen.getByText("12345678")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Copy payment reference" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Copy account number" })).toBeTruthy();
    expect(screen.getByText("XX00 SAND BOX0 0012 3456 789")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Copy iban" })).toBeTruthy();
    expect(screen.getByText("SANDXX00XXX")).toBeTruthy();
    // Placed on January 1, 2030: seven days to pay, and nothing is reserved meanwhile.
    const payBy = screen.getByText("Please pay by January 8, 2030.");
    expect(payBy.parentElement?.textContent).toContain(
      "The name is not held or registered for you until the money arrives",
    );
    // A test-mode session's bank details are the sandbox's, and said to be.
    expect(
      screen.getByText(/^Test mode: these are the sandbox's made-up bank details/),
    ).toBeTruthy();
  });

  it("puts a server 422 on the field it names and takes the user there", async () => {
    const api = purchaseApi();
    api.reply("POST", /^\/orders$/, 422, {
      detail: [
        {
          type: "value_error",
          loc: ["body", "contact", "phone"],
          msg: "Value error, phone must start with + and the country code",
          input: "4155550100xx",
        },
      ],
    });
    const user = userEvent.setup();
    renderWidget();
    await toContactStep(user);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Pay $12.00" }));
    await screen.findByRole("heading", { name: "Step 2 of 3: Contact" });
    await waitFor(() =>
      expect(descriptionOf(field("Phone"))).toContain(
        "Enter your phone number with its country code, such as +14155550100.",
      ),
    );
    await waitFor(() => expect(document.activeElement).toBe(field("Phone")));
  });
});

describe("purchase: an order waiting for the user", () => {
  const back = (order: Record<string, unknown>) => {
    rememberOrder(window, SESSION_ID, ORDER_ID);
    const api = purchaseApi().reply("GET", new RegExp(`^/orders/${ORDER_ID}$`), 200, order);
    return api;
  };

  it("in a live-mode session, order.updated carries livemode true and no Test mode badge shows", async () => {
    back(orderDetail({ status: "completed" })).reply(
      "GET",
      /^\/session$/,
      200,
      sessionInfo(["domain_purchase"], { livemode: true }),
    );
    const { emitted } = renderWidget();
    expect(await screen.findByText("Registered")).toBeTruthy();
    expect(emitted.find((e) => e.type === "order.updated")?.payload).toMatchObject({
      order_id: ORDER_ID,
      status: "completed",
      livemode: true,
    });
    expect(screen.queryByText("Test mode")).toBeNull();
  });

  it("price changed: shows the old and new price; accepting leaves the difference to pay by card", async () => {
    const api = back(
      orderDetail({
        status: "price_changed",
        price: "24.00",
        new_price: "26.40",
        amount_paid: "24.00",
      }),
    );
    api.reply("POST", new RegExp(`^/orders/${ORDER_ID}/accept-price$`), 200, {
      ...orderDetail({ status: "pending", price: "26.40", amount_paid: "24.00" }),
      checkout_url: "http://widget.test/checkout/abc",
    });
    const redirect = vi.fn();
    const user = userEvent.setup();
    renderWidget({}, { redirect });
    expect(await screen.findByText(/price changed from \$24\.00 to \$26\.40/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Accept $26.40" }));
    expect(await screen.findByText("Waiting for payment")).toBeTruthy();
    expect(api.requests.filter((r) => r.method === "POST").map((r) => r.path)).toEqual([
      `/orders/${ORDER_ID}/accept-price`,
    ]);
    await user.click(screen.getByRole("button", { name: "Pay now" }));
    expect(redirect.mock.calls[0]![0]).toMatch(
      /^http:\/\/widget\.test\/checkout\/abc\?return_url=/,
    );
  });

  it("cancel asks first; 'keep' sends nothing, 'yes' cancels and shows it", async () => {
    const api = back(orderDetail({ status: "pending" }));
    api.reply(
      "POST",
      new RegExp(`^/orders/${ORDER_ID}/cancel$`),
      200,
      orderDetail({ status: "cancelled" }),
    );
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole("button", { name: "Cancel order" }));
    const dialog = screen.getByRole("alertdialog");
    expect(dialog.textContent).toContain("Cancel the order for example.com?");
    await user.click(screen.getByRole("button", { name: "Keep the order" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(api.requests.some((r) => r.method === "POST")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Cancel order" }));
    await user.click(screen.getByRole("button", { name: "Yes, cancel it" }));
    expect(await screen.findByText("Cancelled")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
  });

  it("shows why a cancel was refused, then where the order is now", async () => {
    const api = back(orderDetail({ status: "pending" }));
    api.reply("POST", new RegExp(`^/orders/${ORDER_ID}/cancel$`), 409, {
      detail: "Order is processing; it can no longer be cancelled.",
    });
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole("button", { name: "Cancel order" }));
    // Meanwhile the order moved on: the widget reads it again after the refusal.
    api.reply(
      "GET",
      new RegExp(`^/orders/${ORDER_ID}$`),
      200,
      orderDetail({ status: "processing" }),
    );
    await user.click(screen.getByRole("button", { name: "Yes, cancel it" }));
    expect(await screen.findByText("Registering")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
  });
});

describe("purchase: the end user's orders", () => {
  it("lists the latest orders under the domain box; choosing one opens it", async () => {
    const api = purchaseApi()
      .reply("GET", /^\/orders$/, 200, {
        items: [
          orderDetail({ payment_method: "wire", domain_name: "waiting.com" }),
          orderDetail({ order_id: "1c9f3c1e-2a4d-4e6f-8a1b-3c5d7e9f1a2b", status: "completed" }),
        ],
        next_cursor: null,
      })
      .reply(
        "GET",
        new RegExp(`^/orders/${ORDER_ID}$`),
        200,
        orderDetail({ payment_method: "wire", domain_name: "waiting.com" }),
      );
    const user = userEvent.setup();
    renderWidget();
    const list = await screen.findByRole("region", { name: "Your orders" });
    expect(list.textContent).toContain("waiting.com");
    expect(list.textContent).toContain("Registered");
    await user.click(
      screen.getByRole("button", { name: "Order for waiting.com: Waiting for payment" }),
    );
    expect(await screen.findByRole("heading", { name: "Order for waiting.com" })).toBeTruthy();
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toContain(`GET /orders/${ORDER_ID}`);
  });

  it("shows no list when the user has no orders", async () => {
    const api = purchaseApi().reply("GET", /^\/orders$/, 200, { items: [], next_cursor: null });
    renderWidget();
    expect(await screen.findByRole("button", { name: "Continue" })).toBeTruthy();
    await waitFor(() => expect(api.requests.some((r) => r.path === "/orders")).toBe(true));
    await act(async () => {});
    expect(screen.queryByRole("region", { name: "Your orders" })).toBeNull();
  });
});
