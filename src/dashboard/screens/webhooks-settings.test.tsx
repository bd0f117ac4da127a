import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ADMIN, KEY, MEMBER, signedInService } from "../test/fake-fetch";
import { renderDashboard, signIn } from "../test/render";

afterEach(cleanup);

const ENDPOINT = {
  id: "88888888-8888-4888-8888-888888888888",
  livemode: false,
  url: "https://hooks.acme.example/in",
  description: null,
  event_types: ["order.created"],
  enabled: true,
  previous_secret_expires_at: null,
  created_at: "2026-11-01T10:00:00Z",
  updated_at: "2026-11-01T10:00:00Z",
};
const PING_ID = "99999999-9999-4999-8999-999999999999";
const PING_DELIVERY = {
  id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
  livemode: false,
  event_id: PING_ID,
  event_type: "webhook.ping",
  status: "delivered",
  attempts: 1,
  next_attempt_at: null,
  last_attempt_at: "2026-11-01T10:01:00Z",
  last_status: 200,
  last_error: null,
  created_at: "2026-11-01T10:01:00Z",
};

function webhookService(user: typeof ADMIN | typeof MEMBER = ADMIN) {
  let sent = false;
  return signedInService(user)
    .reply("GET", /^\/api\/v1\/webhooks\/endpoints$/, 200, { items: [ENDPOINT] })
    .reply("GET", /^\/api\/v1\/events/, 200, { items: [], next_cursor: null })
    .handle("GET", /\/deliveries/, () => ({
      status: 200,
      body: { items: sent ? [PING_DELIVERY] : [] },
    }))
    .handle("POST", /\/test$/, () => {
      sent = true;
      return { status: 202, body: { event_id: PING_ID, deliveries_queued: 1 } };
    });
}

describe("webhook test event", () => {
  it("sends a test event to the endpoint and shows its delivery", async () => {
    const service = webhookService();
    const { user } = renderDashboard(service, "/dashboard/webhooks");
    await signIn(user);
    const card = (await screen.findByText(ENDPOINT.url)).closest("li")!;
    await user.click(within(card).getByRole("button", { name: "Send test event" }));
    expect(await within(card).findByRole("status")).toHaveProperty(
      "textContent",
      "Test event (webhook.ping) queued: it is listed below once sent.",
    );
    const row = await within(card).findByRole("row", { name: /webhook\.ping/ });
    expect(row.textContent).toContain("delivered");
    expect(
      service.requests
        .filter(
          (r) =>
            r.method === "POST" &&
            !r.path.includes("/auth/") &&
            !r.path.includes("/dashboard/session/"),
        )
        .map((r) => r.path),
    ).toEqual([`/api/v1/webhooks/endpoints/${ENDPOINT.id}/test`]);
  });

  it("is not offered to members, nor for a disabled endpoint", async () => {
    const member = webhookService(MEMBER);
    const { user } = renderDashboard(member, "/dashboard/webhooks");
    await signIn(user);
    await screen.findByText(ENDPOINT.url);
    expect(screen.queryByRole("button", { name: "Send test event" })).toBeNull();
    cleanup();

    const disabled = webhookService().reply("GET", /^\/api\/v1\/webhooks\/endpoints$/, 200, {
      items: [{ ...ENDPOINT, enabled: false }],
    });
    const second = renderDashboard(disabled, "/dashboard/webhooks");
    await signIn(second.user);
    await screen.findByText(ENDPOINT.url);
    expect(screen.getByRole("button", { name: "Enable" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send test event" })).toBeNull();
  });
});

describe("settings preview", () => {
  const settings = {
    id: "77777777-7777-4777-8777-777777777777",
    name: "Acme",
    allowed_origins: [],
    default_theme: { primary_color: "#1f5fbf", brand_name: "Acme" },
    registrant_messages: "service",
  };

  it("repaints the widget sample as the brand color and name change, with its contrast", async () => {
    const service = signedInService(ADMIN).reply(
      "GET",
      /^\/api\/v1\/organization\/settings$/,
      200,
      settings,
    );
    const { user } = renderDashboard(service, "/dashboard/settings");
    await signIn(user);
    const preview = await screen.findByRole("group", { name: "Widget preview" });
    const button = within(preview).getByTestId("preview-button");
    expect(button.style.background).toBe("rgb(31, 95, 191)");
    expect(button.style.color).toBe("rgb(255, 255, 255)");
    expect(within(preview).getByText("Acme")).toBeTruthy();

    const color = screen.getByLabelText("Brand color");
    await user.clear(color);
    await user.type(color, "#ffdd00");
    await user.clear(screen.getByLabelText("Brand name"));
    await user.type(screen.getByLabelText("Brand name"), "Yellow Domains");
    // A light brand color: near-black button text, links darkened until AA on white.
    expect(button.style.background).toBe("rgb(255, 221, 0)");
    expect(button.style.color).toBe("rgb(17, 17, 17)");
    expect(within(preview).getByText("Yellow Domains")).toBeTruthy();
    const checks = within(preview).getByTestId("preview-checks").textContent!;
    expect(checks).toMatch(/Button text on the brand color: \d+\.\d:1/);
    expect(checks).toMatch(/darkened to #[0-9a-f]{6} to reach AA/);
    const linkRatio = Number(/Links on white: (\d+\.\d):1/.exec(checks)![1]);
    expect(linkRatio).toBeGreaterThanOrEqual(4.5);

    await user.clear(color);
    await user.type(color, "#12");
    expect(within(preview).getByText(/Not a hex color yet/)).toBeTruthy();
    expect(service.requests.some((r) => r.method === "PATCH")).toBe(false);
  });
});

describe("tables on narrow screens", () => {
  it("label each cell with its column, for the stacked layout", async () => {
    const service = signedInService(ADMIN).reply("GET", /^\/api\/v1\/api-keys$/, 200, {
      items: [KEY],
    });
    const { user } = renderDashboard(service, "/dashboard/keys");
    await signIn(user);
    const row = await screen.findByRole("row", { name: /default/ });
    const labels = [...row.querySelectorAll("td")].map((td) => td.getAttribute("data-label"));
    expect(labels).toEqual(["Name", "Key", "Created", "Last used", "Status", null]);
  });
});
