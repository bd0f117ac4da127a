import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ADMIN, MEMBER } from "../test/fake-fetch";
import { DOMAIN, STATE, at, domainService } from "../test/domain-page";
import { renderDashboard, signIn } from "../test/render";

afterEach(cleanup);

const panel = async () =>
  within((await screen.findByRole("heading", { name: "Transfer", level: 2 })).closest("section")!);

describe("the domain's transfer panel", () => {
  it("shows the lock and why the code cannot be had while it is on; an admin unlocks", async () => {
    const service = domainService().reply("PUT", at("/transfer-lock"), 200, {
      ...STATE,
      locked: false,
    });
    const { user } = renderDashboard(service, "/dashboard/domains/example.com");
    await signIn(user);
    const p = await panel();
    expect((await p.findByTestId("transfer-lock")).textContent).toContain("Locked");
    const get = p.getByRole("button", { name: "Get transfer code" });
    expect((get as HTMLButtonElement).disabled).toBe(true);
    expect(get.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(get.getAttribute("aria-describedby")!)!.textContent).toMatch(
      /Turn the transfer lock off first/,
    );

    await user.click(p.getByLabelText(/Lock transfers away/));
    expect(await p.findByText(/Transfer lock off: the domain can be transferred/)).toBeTruthy();
    expect(service.requests.find((r) => r.method === "PUT")!.body).toEqual({ locked: false });
    expect(p.getByTestId("transfer-lock").textContent).toContain("Unlocked");
    expect(
      (p.getByRole("button", { name: "Get transfer code" }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it("says until when the transfer policy's lock lasts and what started it", async () => {
    const service = domainService(ADMIN, {
      ...STATE,
      locked: false,
      policy_lock_until: "2099-03-02T00:00:00Z",
      policy_lock_reason: "registration",
    });
    const { user } = renderDashboard(service, "/dashboard/domains/example.com");
    await signIn(user);
    const p = await panel();
    const line = await p.findByTestId("policy-lock");
    expect(line.textContent).toMatch(
      /^No transfer away before .*2099.*: it was registered recently\.$/,
    );
    const get = p.getByRole("button", { name: "Get transfer code" });
    expect((get as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(get.getAttribute("aria-describedby")!)!.textContent).toMatch(
      /^No transfer code before .*2099.*: the transfer policy forbids a transfer away until then\.$/,
    );
  });

  it("shows a new code once, with its expiry and a copy button, gone when the page is left", async () => {
    const unlocked = { ...STATE, locked: false };
    const service = domainService(ADMIN, unlocked)
      .reply("POST", at("/transfer-code"), 201, {
        domain: "example.com",
        auth_code: "Vq7#tL2m-Xr9Kd4p",
        expires_at: "2099-01-15T00:00:00Z",
      })
      .reply("GET", /^\/api\/v1\/registrar\/domains\?/, 200, {
        items: [DOMAIN],
        next_cursor: null,
      });
    const { user } = renderDashboard(service, "/dashboard/domains/example.com");
    await signIn(user);
    const p = await panel();
    expect((await p.findByTestId("code-state")).textContent).toMatch(/has no transfer code/);
    // Later reads of the state say a code is set (it is, at the registry).
    service.reply("GET", at("/transfer"), 200, {
      ...unlocked,
      transfer_code_expires_at: "2099-01-15T00:00:00Z",
    });
    await user.click(p.getByRole("button", { name: "Get transfer code" }));
    const shown = await p.findByRole("region", { name: "Transfer code" });
    expect(within(shown).getByTestId("transfer-code").textContent).toBe("Vq7#tL2m-Xr9Kd4p");
    expect(shown.textContent).toMatch(/shown only this once and cannot be shown again/);
    expect(shown.textContent).toMatch(/Valid until .*2099/);
    expect(within(shown).getByRole("button", { name: "Copy transfer code" })).toBeTruthy();
    expect(document.activeElement).toBe(shown);
    expect(service.requests.filter((r) => r.path.endsWith("/transfer-code"))).toHaveLength(1);
    await user.click(within(shown).getByRole("button", { name: "I have copied it" }));
    expect(p.queryByTestId("transfer-code")).toBeNull();
    expect(document.activeElement).toBe(p.getByRole("button", { name: "Get a new transfer code" }));
    await user.click(p.getByRole("button", { name: "Get a new transfer code" }));
    expect((await p.findByTestId("transfer-code")).textContent).toBe("Vq7#tL2m-Xr9Kd4p");

    await user.click(screen.getByRole("link", { name: "← All domains" }));
    await user.click(await screen.findByRole("link", { name: "example.com" }));
    const again = await panel();
    expect((await again.findByTestId("code-state")).textContent).toMatch(
      /A transfer code is set at the registry until .*2099.*It cannot be shown again/,
    );
    expect(screen.queryByText("Vq7#tL2m-Xr9Kd4p")).toBeNull();
    expect(again.getByRole("button", { name: "Get a new transfer code" })).toBeTruthy();
  });

  it("shows the service's refusal of a code", async () => {
    const service = domainService(ADMIN, { ...STATE, locked: false }).reply(
      "POST",
      at("/transfer-code"),
      409,
      { detail: "example.com cannot be transferred before 2099-03-02: it was registered recently" },
    );
    const { user } = renderDashboard(service, "/dashboard/domains/example.com");
    await signIn(user);
    const p = await panel();
    await user.click(await p.findByRole("button", { name: "Get transfer code" }));
    expect((await p.findByRole("alert")).textContent).toMatch(/cannot be transferred before/);
    expect(p.queryByRole("region", { name: "Transfer code" })).toBeNull();
  });

  it("removes a code set at the registry after a confirmation", async () => {
    const withCode = { ...STATE, locked: false, transfer_code_expires_at: "2099-01-15T00:00:00Z" };
    const service = domainService(ADMIN, withCode).reply("DELETE", at("/transfer-code"), 204);
    const { user } = renderDashboard(service, "/dashboard/domains/example.com");
    await signIn(user);
    const p = await panel();
    await user.click(await p.findByRole("button", { name: "Remove the transfer code" }));
    expect(service.requests.some((r) => r.method === "DELETE")).toBe(false);
    service.reply("GET", at("/transfer"), 200, { ...withCode, transfer_code_expires_at: null });
    await user.click(p.getByRole("button", { name: "Yes, remove" }));
    expect((await p.findByTestId("code-state")).textContent).toMatch(/has no transfer code/);
    await waitFor(() =>
      expect(service.requests.filter((r) => r.method === "DELETE")).toHaveLength(1),
    );
  });

  const AWAY = {
    ...STATE,
    locked: false,
    pending_transfer_away: {
      transfer_id: "44444444-4444-4444-8444-444444444444",
      status: "pending",
      gaining_registrar: "gainer-42",
      requested_at: "2099-01-10T09:00:00Z",
      auto_approve_at: "2099-01-15T09:00:00Z",
      answered_at: null,
    },
  };

  it("shows a transfer away in flight; an admin approves it after confirming and it is gone", async () => {
    // The service answers the state after the answer: nothing pending any more.
    const service = domainService(ADMIN, AWAY).reply("POST", at("/transfer/approve"), 200, {
      ...AWAY,
      pending_transfer_away: null,
    });
    const { user } = renderDashboard(service, "/dashboard/domains/example.com");
    await signIn(user);
    const p = await panel();
    const text = (await p.findByTestId("transfer-away")).textContent!;
    expect(text).toMatch(/^Registrar gainer-42 asked for this domain on .*2099/);
    expect(text).toMatch(/approves it by itself on .*2099.* unless it is rejected before\.$/);
    await user.click(p.getByRole("button", { name: "Approve the transfer" }));
    expect(service.requests.some((r) => r.path.endsWith("/approve"))).toBe(false);
    const yes = p.getByRole("button", { name: "Yes, approve" });
    expect(document.activeElement).toBe(yes);
    // The domain is no longer the account's (the service answers 404 for it now).
    service.reply("GET", at(""), 404, { detail: "No domain example.com here" });
    const reads = service.requests.length;
    await user.click(yes);
    const left = await screen.findByTestId("domain-left");
    expect(left.textContent).toMatch(/^Transfer approved: example\.com has left your account/);
    expect(document.activeElement).toBe(left);
    expect(screen.queryByRole("heading", { name: "Transfer" })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(service.requests.slice(reads).map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /api/v1/registrar/domains/example.com/transfer/approve",
    ]);
  });

  it("an admin rejects a transfer away; Cancel backs out first", async () => {
    const service = domainService(ADMIN, AWAY).reply("POST", at("/transfer/reject"), 200, {
      ...AWAY,
      pending_transfer_away: { ...AWAY.pending_transfer_away, status: "rejected" },
    });
    const { user } = renderDashboard(service, "/dashboard/domains/example.com");
    await signIn(user);
    const p = await panel();
    await user.click(await p.findByRole("button", { name: "Reject the transfer" }));
    await user.click(p.getByRole("button", { name: "Cancel" }));
    expect(service.requests.some((r) => r.path.endsWith("/reject"))).toBe(false);
    await user.click(p.getByRole("button", { name: "Reject the transfer" }));
    await user.click(p.getByRole("button", { name: "Yes, reject" }));
    expect(await p.findByText("Transfer rejected: the domain stays here.")).toBeTruthy();
    expect(document.activeElement).toBe(p.getByRole("heading", { name: "Transfer" }));
    expect(service.requests.filter((r) => r.path.endsWith("/transfer/reject"))).toHaveLength(1);
  });

  it("members see the lock and a transfer in flight but cannot act", async () => {
    const service = domainService(MEMBER, { ...AWAY, locked: true });
    const { user } = renderDashboard(service, "/dashboard/domains/example.com");
    await signIn(user);
    const p = await panel();
    expect((await p.findByTestId("transfer-lock")).textContent).toContain("Locked");
    expect(p.getByTestId("transfer-away").textContent).toMatch(/gainer-42/);
    expect(p.queryByRole("button")).toBeNull();
    expect(p.queryByRole("checkbox")).toBeNull();
    expect(p.getByText(/Admins only/)).toBeTruthy();
  });

  it("a member the service refuses the state to is told only admins may see it", async () => {
    const service = domainService(MEMBER).reply("GET", at("/transfer"), 403, {
      detail: "Only an organization admin may manage transfers; your role is member. Ask an admin.",
    });
    const { user } = renderDashboard(service, "/dashboard/domains/example.com");
    await signIn(user);
    const p = await panel();
    expect(await p.findByText(/Admins only/)).toBeTruthy();
  });
});
