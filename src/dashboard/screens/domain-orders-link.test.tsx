import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { domainService } from "../test/domain-page";
import { renderDashboard, signIn } from "../test/render";

afterEach(cleanup);

describe("a domain's page", () => {
  it("links to the orders of that domain", async () => {
    const service = domainService().reply("GET", /^\/api\/v1\/registrar\/orders\?/, 200, {
      items: [],
      next_cursor: null,
    });
    const { user } = renderDashboard(service, "/dashboard/domains/example.com");
    await signIn(user);
    await user.click(await screen.findByRole("link", { name: "Orders for this domain" }));
    expect(window.location.pathname).toBe("/dashboard/orders");
    expect(new URLSearchParams(window.location.search).get("domain")).toBe("example.com");
    await waitFor(() =>
      expect(
        service.requests.some(
          (r) =>
            r.method === "GET" &&
            r.path.startsWith("/api/v1/registrar/orders?") &&
            new URLSearchParams(r.path.split("?")[1]).get("domain") === "example.com",
        ),
      ).toBe(true),
    );
  });
});
