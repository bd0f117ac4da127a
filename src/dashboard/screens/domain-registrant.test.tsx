import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ADMIN, MEMBER } from "../test/fake-fetch";
import { CONTACT, REGISTRANT, STATE, at, domainService } from "../test/domain-page";
import { renderDashboard, signIn } from "../test/render";

afterEach(cleanup);

const panel = async () =>
  within(
    (await screen.findByRole("heading", { name: "Registrant", level: 2 })).closest("section")!,
  );

const GRACE = {
  first_name: "Grace",
  last_name: "Hopper",
  email: "grace@example.com",
  phone: "+14155550111",
  address1: "2 Navy Way",
  city: "Arlington",
  state: "VA",
  postal_code: "22201",
  country: "US",
  organization: "Navy",
  address2: null,
};

describe("the domain's registrant panel", () => {
  it("shows the current registrant and the earlier ones", async () => {
    const service = domainService(ADMIN).reply("GET", at("/registrant"), 200, {
      ...REGISTRANT,
      current: {
        ...REGISTRANT.current,
        valid_from: "2099-02-01T00:00:00Z",
        changed_by: "admin@acme.example",
      },
      history: [
        {
          contact: GRACE,
          valid_from: "2026-01-01T00:00:00Z",
          valid_to: "2099-02-01T00:00:00Z",
          changed_by: null,
        },
      ],
      policy_lock_until: "2099-04-02T00:00:00Z",
      change_lock_days: 60,
    });
    const { user } = renderDashboard(service, "/dashboard/domains/example.com");
    await signIn(user);
    const p = await panel();
    expect((await p.findByText(/Ada Lovelace/)).textContent).toMatch(/ada@example\.com/);
    expect(p.getByText(/changed by admin@acme\.example/)).toBeTruthy();
    expect(p.getByTestId("registrant-lock").textContent).toMatch(
      /^Transfers away are locked until .*2099 \(the transfer policy's lock/,
    );
    expect(p.getByText("Earlier registrants (1)")).toBeTruthy();
    expect(p.getByText(/Grace Hopper, Navy/)).toBeTruthy();
  });

  it("checks the form as the service does, maps the service's 422 to its field, then saves", async () => {
    const saved = {
      ...REGISTRANT,
      current: { ...REGISTRANT.current, contact: { ...CONTACT, first_name: "Augusta" } },
      history: [REGISTRANT.current],
    };
    let answers = 0;
    const service = domainService(ADMIN).handle("PUT", at("/registrant"), () =>
      answers++ === 0
        ? {
            status: 422,
            body: {
              detail: [
                {
                  type: "value_error",
                  loc: ["body", "contact", "phone"],
                  msg: "Value error, the registry refuses this phone number",
                  input: "+14155550100",
                },
              ],
            },
          }
        : { status: 200, body: saved },
    );
    const { user } = renderDashboard(service, "/dashboard/domains/example.com");
    await signIn(user);
    const p = await panel();
    await user.click(await p.findByRole("button", { name: "Edit the registrant" }));
    const first = p.getByLabelText("First name");
    expect(document.activeElement).toBe(first);
    expect((first as HTMLInputElement).value).toBe("Ada");

    await user.clear(first);
    await user.click(p.getByRole("button", { name: "Save the registrant" }));
    expect(await p.findByText("First name is required.")).toBeTruthy();
    expect(first.getAttribute("aria-invalid")).toBe("true");
    expect(service.requests.some((r) => r.method === "PUT")).toBe(false);

    await user.type(first, "Augusta");
    await user.click(p.getByLabelText(/opts out of the transfer lock/));
    await user.click(p.getByRole("button", { name: "Save the registrant" }));
    expect(await p.findByText("The registry refuses this phone number.")).toBeTruthy();
    expect(p.getByLabelText("Phone").getAttribute("aria-invalid")).toBe("true");

    await user.click(p.getByRole("button", { name: "Save the registrant" }));
    expect(await p.findByText(/Registrant changed\. The earlier one is kept/)).toBeTruthy();
    expect(p.getByText(/Augusta Lovelace/)).toBeTruthy();
    expect(document.activeElement).toBe(p.getByRole("button", { name: "Edit the registrant" }));
    const puts = service.requests.filter((r) => r.method === "PUT");
    expect(puts).toHaveLength(2);
    expect(puts[1]!.body).toEqual({
      contact: { ...CONTACT, first_name: "Augusta" },
      transfer_lock_opt_out: true,
    });
  });

  it("a domain with no registrant on record gets one; a contact refused as a whole is said", async () => {
    let answers = 0;
    const service = domainService(ADMIN)
      .reply("GET", at("/registrant"), 404, {
        detail: "No registrant is on record for example.com; set one with PUT …",
      })
      .handle("PUT", at("/registrant"), () =>
        answers++ === 0
          ? {
              status: 422,
              body: {
                detail: [
                  {
                    type: "value_error",
                    loc: ["body", "contact"],
                    msg: "Value error, the registry refused the contact: 2306 parameter policy",
                    input: {},
                  },
                ],
              },
            }
          : {
              status: 200,
              body: { ...REGISTRANT, current: { ...REGISTRANT.current, contact: GRACE } },
            },
      );
    const { user } = renderDashboard(service, "/dashboard/domains/example.com");
    await signIn(user);
    const p = await panel();
    expect((await p.findByTestId("no-registrant")).textContent).toMatch(
      /No registrant is on record/,
    );
    await user.click(p.getByRole("button", { name: "Set the registrant" }));
    expect((p.getByLabelText("First name") as HTMLInputElement).value).toBe("");
    const fill: [string, string][] = [
      ["First name", "Grace"],
      ["Last name", "Hopper"],
      ["Organization (optional)", "Navy"],
      ["Email", "grace@example.com"],
      ["Phone", "+14155550111"],
      ["Address", "2 Navy Way"],
      ["City", "Arlington"],
      ["State or region", "VA"],
      ["Postal code", "22201"],
    ];
    for (const [label, value] of fill) await user.type(p.getByLabelText(label), value);
    await user.selectOptions(p.getByLabelText("Country"), "US");
    await user.click(p.getByRole("button", { name: "Save the registrant" }));
    expect((await p.findByRole("alert")).textContent).toBe(
      "The registry refused the contact: 2306 parameter policy.",
    );
    await user.click(p.getByRole("button", { name: "Save the registrant" }));
    expect(await p.findByText("Registrant recorded.")).toBeTruthy();
    expect(p.getByText(/Grace Hopper, Navy/)).toBeTruthy();
    expect(service.requests.filter((r) => r.method === "PUT")[1]!.body).toEqual({
      contact: GRACE,
      transfer_lock_opt_out: false,
    });
  });

  it("members see the registrant but cannot change it", async () => {
    const service = domainService(MEMBER, STATE);
    const { user } = renderDashboard(service, "/dashboard/domains/example.com");
    await signIn(user);
    const p = await panel();
    expect(await p.findByText(/Ada Lovelace/)).toBeTruthy();
    expect(p.queryByRole("button", { name: "Edit the registrant" })).toBeNull();
    expect(p.getByText(/only an organization admin may change the registrant/)).toBeTruthy();
  });
});
