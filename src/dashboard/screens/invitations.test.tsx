import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ADMIN, signedInService } from "../test/fake-fetch";
import { renderDashboard, signIn } from "../test/render";

afterEach(cleanup);

const pending = {
  user_id: "22222222-2222-4222-8222-222222222222",
  email: "new@acme.example",
  role: "member",
  invited_at: "2026-11-20T10:00:00Z",
  expires_at: "2026-11-27T10:00:00Z",
};

/** Invitations on the Users screen: invite by email, resend, withdraw. */
describe("users: invitations", () => {
  it("invites by email, lists the pending invitation, resends and withdraws it", async () => {
    let listed: (typeof pending)[] = [];
    const service = signedInService(ADMIN)
      .reply("GET", /^\/api\/v1\/users$/, 200, { items: [] })
      .reply("GET", /^\/api\/v1\/audit-log/, 200, { items: [], next_cursor: null })
      .handle("GET", /^\/api\/v1\/invitations$/, () => ({
        status: 200,
        body: { items: listed },
      }))
      .handle("POST", /^\/api\/v1\/invitations$/, () => {
        listed = [pending];
        return { status: 201, body: pending };
      })
      .reply("POST", /^\/api\/v1\/invitations\/[^/]+\/resend$/, 200, pending)
      .handle("DELETE", /^\/api\/v1\/invitations\/[^/]+$/, () => {
        listed = [];
        return { status: 204 };
      });
    const { user } = renderDashboard(service, "/dashboard/users");
    await signIn(user);
    expect(await screen.findByText("No pending invitation.")).toBeTruthy();

    const form = screen.getByRole("form", { name: "Invite a user" });
    await user.type(within(form).getByLabelText("Email to invite"), "not an address");
    await user.click(within(form).getByRole("button", { name: "Send invitation" }));
    expect(
      service.requests.some((r) => r.path === "/api/v1/invitations" && r.method === "POST"),
    ).toBe(false);
    await user.clear(within(form).getByLabelText("Email to invite"));
    await user.type(within(form).getByLabelText("Email to invite"), "new@acme.example");
    await user.click(within(form).getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Invitation sent to new@acme.example.")).toBeTruthy();
    expect(
      service.requests.find((r) => r.method === "POST" && r.path === "/api/v1/invitations")!.body,
    ).toEqual({
      email: "new@acme.example",
      role: "member",
    });
    const table = await screen.findByRole("table", { name: "Pending invitations" });
    expect(within(table).getByText("new@acme.example")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Resend to new@acme.example" }));
    expect(await screen.findByText(/A new link was sent to new@acme.example/)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Withdraw new@acme.example" }));
    await user.click(screen.getByRole("button", { name: "Yes, withdraw" }));
    expect(await screen.findByText("No pending invitation.")).toBeTruthy();
    expect(
      service.requests.some(
        (r) => r.method === "DELETE" && r.path === `/api/v1/invitations/${pending.user_id}`,
      ),
    ).toBe(true);
  });
});
