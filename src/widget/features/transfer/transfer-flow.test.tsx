import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { loadScreen } from "../../screen-loaders";
import {
  availability,
  descriptionOf,
  EVENT_ID,
  fakeApi,
  ORDER_ID,
  orderDetail,
  SESSION_ID,
  sessionInfo,
} from "../../test/fake-api";
import { fill, fillContact } from "../../test/purchase-steps";
import { renderWidget } from "../../test/render-widget";
import { failureKind } from "./transfer-order";

// The transfer screen's chunk and texts, loaded before the first test opens it (a busy machine
// could outlast a first click otherwise; see purchase-flow.test.tsx).
beforeAll(async () => {
  // The purchase screen too: a transfer's order opens from its list of orders.
  await Promise.all([loadScreen("transfer"), loadScreen("purchase")]);
}, 60_000);

const quote = (extra: Record<string, unknown> = {}) => ({
  transferable: true,
  price: "9.00",
  currency: "USD",
  reason: null,
  locked_until: null,
  ...extra,
});

/** A search and purchase session where `owned.com` is taken and `transfer` says what it can do. */
function transferApi(transfer: unknown = quote(), actions = ["domain_search", "domain_purchase"]) {
  const taken = (domain: string) =>
    availability(domain, { available: false, reason: "registered", transfer });
  return fakeApi()
    .reply("GET", /^\/session$/, 200, sessionInfo(actions))
    .on("GET", /^\/availability\/(.+)$/, (_r, m) => ({
      status: 200,
      body: taken(decodeURIComponent(m[1]!)),
    }))
    .on("GET", /^\/suggestions\?q=(.+)$/, (_r, m) => ({
      status: 200,
      body: { query: decodeURIComponent(m[1]!), items: [] },
    }));
}

const transferOrder = (extra: Record<string, unknown> = {}) =>
  orderDetail({
    domain_name: "owned.com",
    kind: "transfer",
    years: 1,
    price: "9.00",
    amount_paid: "9.00",
    ...extra,
  });

async function searchOwned(user: UserEvent) {
  await user.type(await screen.findByLabelText(/Domain name/), "owned.com{Enter}");
}

async function toCodeStep(user: UserEvent) {
  await searchOwned(user);
  await user.click(
    await screen.findByRole("button", {
      name: "I already own this domain: transfer owned.com here",
    }),
  );
  await screen.findByRole("heading", { name: "Step 1 of 3: Transfer code" });
}

async function toReview(user: UserEvent, code = "x7T!p2Qe-9vLm") {
  await toCodeStep(user);
  await fill(user, "Transfer code", code);
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await screen.findByRole("heading", { name: "Step 2 of 3: Contact" });
  await fillContact(user);
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await screen.findByRole("heading", { name: "Step 3 of 3: Review and pay" });
}

describe("transfer in from a taken search result", () => {
  it("offers it on a taken name that can come here, with its price", async () => {
    transferApi();
    const user = userEvent.setup();
    renderWidget();
    await searchOwned(user);
    const button = await screen.findByRole("button", {
      name: "I already own this domain: transfer owned.com here",
    });
    expect(button.textContent).toBe("I already own this domain");
    expect(screen.getByText("Transfer it here for $9.00, one year added")).toBeTruthy();
  });

  it("is not offered to a session that may not acquire domains", async () => {
    transferApi(quote(), ["domain_search"]);
    const user = userEvent.setup();
    renderWidget();
    await searchOwned(user);
    await screen.findByText("Someone has already registered this name.");
    expect(screen.queryByRole("button", { name: /I already own/ })).toBeNull();
  });

  it.each([
    [
      quote({ transferable: false, reason: "transfer_prohibited" }),
      "Its current registrar or the registry has locked it against transfers: it cannot be transferred now.",
    ],
    [
      quote({
        transferable: false,
        reason: "recently_moved",
        locked_until: "2030-03-15T00:00:00Z",
      }),
      "It was registered, transferred or changed owner recently: it can be transferred from March 15, 2030.",
    ],
    [
      quote({ transferable: false, reason: "held_here" }),
      "This domain is already registered with us: it cannot be transferred here.",
    ],
  ])("says why a taken name cannot come here (%#)", async (transfer, words) => {
    transferApi(transfer);
    const user = userEvent.setup();
    renderWidget();
    await searchOwned(user);
    expect(await screen.findByText(words)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /I already own/ })).toBeNull();
  });

  it("explains where the code comes from and checks it at its field", async () => {
    transferApi();
    const user = userEvent.setup();
    renderWidget();
    await toCodeStep(user);
    const help = screen.getByRole("region", { name: "Where do I get the code?" });
    expect(help.textContent).toContain("Ask the registrar that holds the domain now");
    expect(help.textContent).toContain("Turn off the domain’s transfer lock there");
    const code = screen.getByLabelText("Transfer code");
    expect(descriptionOf(code)).toContain("6 to 32 characters");
    await fill(user, "Transfer code", "abc");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() =>
      expect(descriptionOf(code)).toContain(
        "The transfer code has at least 6 characters: enter it in full.",
      ),
    );
    expect(code.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(code);
    expect(screen.getByRole("heading", { name: "Step 1 of 3: Transfer code" })).toBeTruthy();
  });

  it("sends the code, the contact and the price it showed, then pays at the checkout", async () => {
    const api = transferApi().reply("POST", /^\/transfers$/, 201, {
      ...transferOrder(),
      amount_paid: "0.00",
      checkout_url: "http://widget.test/checkout/abc",
    });
    const redirect = vi.fn();
    const user = userEvent.setup();
    const { emitted } = renderWidget({}, { redirect });
    await toReview(user);
    const review = screen.getByRole("heading", {
      name: "Step 3 of 3: Review and pay",
    }).parentElement!;
    expect(within(review).getByText("owned.com")).toBeTruthy();
    expect(within(review).getByText("$9.00, with one year added to the registration")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Pay $9.00 and transfer" }));
    await waitFor(() => expect(redirect).toHaveBeenCalledOnce());
    const post = api.requests.find((r) => r.method === "POST")!;
    expect(post.path).toBe("/transfers");
    expect(post.headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(post.body).toMatchObject({
      domain: "owned.com",
      auth_code: "x7T!p2Qe-9vLm",
      payment_method: "card",
      expected_price: "9.00",
      contact: { first_name: "Ada", country: "US", postal_code: "94105" },
    });
    expect(redirect.mock.calls[0]![0]).toMatch(
      /^http:\/\/widget\.test\/checkout\/abc\?return_url=/,
    );
    expect(emitted.find((e) => e.type === "order.created")?.payload).toEqual({
      order_id: ORDER_ID,
      status: "pending",
      event_id: EVENT_ID,
      livemode: false,
    });
    // The transfer is remembered for the way back from the checkout.
    expect(sessionStorage.getItem(`registrar-widget:transfer:${SESSION_ID}`)).toBe(ORDER_ID);
  });

  it.each([
    [
      "transfer_code_invalid",
      "The current registrar did not accept this transfer code. Check it, or ask them for a new one.",
    ],
    [
      "transfer_not_possible",
      "This domain cannot be transferred now: it is locked at its current registrar, or it moved recently. Unlock it there, or try again later.",
    ],
  ])("says a %s refusal at the code field and goes back to it", async (code, words) => {
    transferApi().reply("POST", /^\/transfers$/, 409, { detail: "refused", code });
    const user = userEvent.setup();
    renderWidget();
    await toReview(user);
    await user.click(screen.getByRole("button", { name: "Pay $9.00 and transfer" }));
    await screen.findByRole("heading", { name: "Step 1 of 3: Transfer code" });
    const field = screen.getByLabelText("Transfer code");
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(descriptionOf(field)).toContain(words);
    expect(field.getAttribute("aria-invalid")).toBe("true");
  });
});

describe("a transfer's order", () => {
  /** Back from the checkout with the transfer remembered; the order answers `orders` in turn. */
  function returning(...orders: ReturnType<typeof transferOrder>[]) {
    sessionStorage.setItem(`registrar-widget:transfer:${SESSION_ID}`, ORDER_ID);
    let reads = 0;
    return transferApi().on("GET", new RegExp(`^/orders/${ORDER_ID}$`), () => ({
      status: 200,
      body: orders[Math.min(reads++, orders.length - 1)],
    }));
  }

  it("opens from the Buy screen's list of orders on its own screen, not as a registration", async () => {
    const pending = transferOrder({ status: "processing", registry_status: "pending_transfer" });
    transferApi()
      .reply("GET", /^\/orders$/, 200, { items: [pending], next_cursor: null })
      .reply("GET", new RegExp(`^/orders/${ORDER_ID}$`), 200, pending);
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole("button", { name: "Buy" }));
    await user.click(
      await screen.findByRole(
        "button",
        { name: "Order for owned.com: Transferring" },
        { timeout: 10_000 },
      ),
    );
    expect(await screen.findByRole("heading", { name: "Transfer of owned.com" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Waiting for the current registrar");
  });

  it("waits for the current registrar, then says the domain is here", async () => {
    returning(
      transferOrder({ status: "processing", registry_status: "pending_transfer" }),
      transferOrder({ status: "completed", event_id: "4e0c2d6a-1b3f-4a5c-9d7e-8f0a1b2c3d4e" }),
    );
    const { emitted } = renderWidget();
    expect(await screen.findByRole("heading", { name: "Transfer of owned.com" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Waiting for the current registrar");
    expect(screen.getByText(/It has up to five days to answer/)).toBeTruthy();
    expect(
      await screen.findByText("owned.com is now registered with us", {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByText(/You paid \$9\.00/)).toBeTruthy();
    expect(emitted.filter((e) => e.type === "order.updated").map((e) => e.payload)).toEqual([
      {
        order_id: ORDER_ID,
        status: "processing",
        event_id: EVENT_ID,
        domain: "owned.com",
        livemode: false,
      },
      {
        order_id: ORDER_ID,
        status: "completed",
        event_id: "4e0c2d6a-1b3f-4a5c-9d7e-8f0a1b2c3d4e",
        domain: "owned.com",
        livemode: false,
      },
    ]);
  });

  it.each([
    ["auth_code_invalid", "The transfer code was not accepted: it is wrong or has expired."],
    ["the losing registrar rejected the transfer", "The current registrar refused the transfer."],
    ["transfer_prohibited", "The domain is locked against transfers at its current registrar"],
  ])("failed (%s): says why in words, and the refund", async (reason, words) => {
    returning(transferOrder({ status: "refunded", failure_reason: reason }));
    renderWidget();
    expect(await screen.findByText(new RegExp(words.replace(/[.$]/g, "\\$&")))).toBeTruthy();
    expect(screen.getByText("Your payment of $9.00 is refunded.")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Refunded");
  });

  it("reads the registrar's refusal codes and words as their kind", () => {
    expect(failureKind("auth_code_invalid")).toBe("wrong_code");
    expect(failureKind("transfer_prohibited")).toBe("locked");
    expect(failureKind("refused by the losing registrar")).toBe("refused");
    expect(failureKind(null)).toBe("other");
    expect(failureKind("timed out")).toBe("other");
  });
});
