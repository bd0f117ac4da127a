import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { loadScreen } from "../../screen-loaders";
import { fakeApi, hostedDomain, sessionInfo, type SeenRequest } from "../../test/fake-api";
import { renderWidget } from "../../test/render-widget";

const ADA = {
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.com",
  phone: "+44.2071234567",
  address1: "12 St James's Square",
  city: "London",
  state: "London",
  postal_code: "SW1Y 4JH",
  country: "GB",
};
const SINCE = "2024-03-01T00:00:00.000Z";
const NOW = "2026-01-10T12:00:00.000Z";

const registrant = (contact: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  domain: "example.com",
  current: { contact, valid_from: SINCE, valid_to: null, changed_by: null },
  history: [],
  policy_lock_until: null,
  // Not ICANN's usual 60: the form says the registrar's own period.
  change_lock_days: 30,
  ...extra,
});

function registrantApi(actions = ["renew"]) {
  return fakeApi()
    .reply("GET", /^\/session$/, 200, sessionInfo(actions))
    .reply("GET", /^\/domains$/, 200, {
      items: [hostedDomain("example.com"), hostedDomain("other.com")],
    })
    .reply("GET", /^\/domains\/example\.com\/registrant$/, 200, registrant(ADA));
}

/** The answer of a change to `body.contact`, with the lock the service set (or none). */
const changed = (req: SeenRequest, lock: string | null) => ({
  status: 200,
  body: registrant((req.body as { contact: Record<string, unknown> }).contact, {
    current: {
      contact: (req.body as { contact: object }).contact,
      valid_from: NOW,
      valid_to: null,
      changed_by: "end_user:acct_1",
    },
    history: [{ contact: ADA, valid_from: SINCE, valid_to: NOW, changed_by: null }],
    policy_lock_until: lock,
    change_lock_days: 30,
  }),
});

/** Opens the registrant screen from the renew screen's domain. */
async function openRegistrant(user: ReturnType<typeof userEvent.setup>) {
  renderWidget();
  await user.click(await screen.findByRole("button", { name: "Registrant" }));
  await screen.findByRole("heading", { name: "Registrant", level: 2 });
}

describe("registrant", () => {
  // The screen's chunk, loaded before (as purchase-flow.test.tsx does): jsdom does not render
  // a chunk loaded on navigation promptly; e2e loads it the browser's way.
  beforeAll(() => loadScreen("registrant"), 60_000);

  it("says a change locks nothing, and offers no opt-out, when the registrar has no period", async () => {
    registrantApi().reply(
      "GET",
      /^\/domains\/example\.com\/registrant$/,
      200,
      registrant(ADA, { change_lock_days: 0 }),
    );
    const user = userEvent.setup();
    await openRegistrant(user);
    await user.click(await screen.findByRole("button", { name: "Change the registrant" }));
    expect(
      screen.getByText("Changing the registrant does not lock the domain against transfers."),
    ).toBeTruthy();
    expect(
      screen.queryByRole("checkbox", { name: "Do not lock transfers after this change" }),
    ).toBeNull();
  });

  it("opens from a domain screen with the current registrant, and changes it", async () => {
    const api = registrantApi().on("PUT", /^\/domains\/example\.com\/registrant$/, (req) =>
      changed(req, "2026-03-11T12:00:00.000Z"),
    );
    const user = userEvent.setup();
    await openRegistrant(user);
    // The heading takes the focus (the user navigated here).
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { level: 2 })),
    );
    expect(await screen.findByText("Ada Lovelace")).toBeTruthy();
    expect(screen.getByText("ada@example.com")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Change the registrant" }));
    // The form is the purchase's contact form, filled with the current contact.
    const first = screen.getByLabelText("First name");
    expect((first as HTMLInputElement).value).toBe("Ada");
    // It says the lock the change starts before anything is sent, and offers the opt-out.
    expect(
      screen.getByText(
        "Changing the registrant locks the domain against transfers to another registrar for 30 days.",
      ),
    ).toBeTruthy();
    const optOut = screen.getByRole("checkbox", {
      name: "Do not lock transfers after this change",
    });
    expect((optOut as HTMLInputElement).checked).toBe(false);
    await user.clear(first);
    await user.type(first, "Grace");
    await user.click(screen.getByRole("button", { name: "Save the new registrant" }));
    const status = await screen.findByText(/^The registrant of example\.com has been changed\./);
    expect(status.textContent).toBe(
      "The registrant of example.com has been changed. It cannot be transferred to another registrar before March 11, 2026.",
    );
    const put = api.requests.find((r) => r.method === "PUT")!;
    expect(put.body).toEqual({
      contact: { ...ADA, first_name: "Grace" },
      transfer_lock_opt_out: false,
    });
    // The new registrant is shown, and the focus is on the result.
    expect(screen.getByText("Grace Lovelace")).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.contains(status)).toBe(true));
  });

  it("sends the opt-out, and says no lock then", async () => {
    const api = registrantApi(["dns_manage"]).on(
      "PUT",
      /^\/domains\/example\.com\/registrant$/,
      (req) => changed(req, null),
    );
    const user = userEvent.setup();
    await openRegistrant(user);
    await user.click(await screen.findByRole("button", { name: "Change the registrant" }));
    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "grace@example.com");
    await user.click(
      screen.getByRole("checkbox", { name: "Do not lock transfers after this change" }),
    );
    await user.click(screen.getByRole("button", { name: "Save the new registrant" }));
    expect(
      (await screen.findByText(/^The registrant of example\.com has been changed/)).textContent,
    ).toBe("The registrant of example.com has been changed.");
    expect(api.requests.find((r) => r.method === "PUT")!.body).toMatchObject({
      transfer_lock_opt_out: true,
    });
  });

  it("says when nothing changed (the same contact)", async () => {
    registrantApi().reply("PUT", /^\/domains\/example\.com\/registrant$/, 200, registrant(ADA));
    const user = userEvent.setup();
    await openRegistrant(user);
    await user.click(await screen.findByRole("button", { name: "Change the registrant" }));
    await user.click(screen.getByRole("button", { name: "Save the new registrant" }));
    expect(
      await screen.findByText("Nothing changed: this is already the domain’s registrant."),
    ).toBeTruthy();
  });

  it("checks the contact before sending, as the purchase does", async () => {
    const api = registrantApi();
    const user = userEvent.setup();
    await openRegistrant(user);
    await user.click(await screen.findByRole("button", { name: "Change the registrant" }));
    await user.clear(screen.getByLabelText("First name"));
    await user.click(screen.getByRole("button", { name: "Save the new registrant" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Please correct the highlighted fields.",
    );
    const first = screen.getByLabelText("First name");
    expect(first.getAttribute("aria-invalid")).toBe("true");
    expect(api.requests.some((r) => r.method === "PUT")).toBe(false);
  });

  it("puts the service's 422 on its field, in the widget's words, and focuses it", async () => {
    registrantApi().reply("PUT", /^\/domains\/example\.com\/registrant$/, 422, {
      detail: [
        {
          type: "string_too_short",
          loc: ["body", "contact", "postal_code"],
          msg: "String should have at least 1 character",
          input: "",
          ctx: { min_length: 1 },
        },
      ],
    });
    const user = userEvent.setup();
    await openRegistrant(user);
    await user.click(await screen.findByRole("button", { name: "Change the registrant" }));
    await user.click(screen.getByRole("button", { name: "Save the new registrant" }));
    const postcode = await screen.findByLabelText("Postcode");
    await waitFor(() => expect(postcode.getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).toBe(postcode);
    expect(screen.queryByText("String should have at least 1 character")).toBeNull();
  });

  it("says a refusal in words", async () => {
    registrantApi().reply("PUT", /^\/domains\/example\.com\/registrant$/, 409, {
      detail: "A transfer is pending at the registry.",
      code: "invalid_state",
    });
    const user = userEvent.setup();
    await openRegistrant(user);
    await user.click(await screen.findByRole("button", { name: "Change the registrant" }));
    await user.click(screen.getByRole("button", { name: "Save the new registrant" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This changed in the meantime. Reload and try again.",
    );
  });

  it("is not offered to a session without a domain screen", async () => {
    fakeApi().reply("GET", /^\/session$/, 200, sessionInfo(["domain_search"]));
    renderWidget();
    await screen.findByRole("heading", { name: "Find a domain" });
    expect(screen.queryByRole("button", { name: "Registrant" })).toBeNull();
  });
});
