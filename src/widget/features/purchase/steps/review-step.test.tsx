import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { descriptionOf } from "../../../test/fake-api";
import { renderWidget } from "../../../test/render-widget";
import { fillContact, purchaseApi, toContactStep } from "../../../test/purchase-steps";

const heading = (name: string) => screen.findByRole("heading", { name });

describe("purchase: review and pay, one step", () => {
  it("shows who registers which name beside the summary, the way to pay, and the total on the button", async () => {
    purchaseApi();
    const user = userEvent.setup();
    renderWidget();
    await toContactStep(user, "2");
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await heading("Step 3 of 3: Review and pay");
    expect(screen.getByText("Ada Lovelace, ada@example.com")).toBeTruthy();
    const summary = screen.getByRole("complementary", { name: "Order summary" });
    expect(within(summary).getByTestId("summary-total").textContent).toBe("$24.00");
    const methods = screen.getByRole("group", { name: "Payment method" });
    expect(
      (within(methods).getByRole("radio", { name: /^Card/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByRole("button", { name: "Pay $24.00" })).toBeTruthy();
    // Wire: the button places the order, and the user learns where the bank details come.
    await user.click(within(methods).getByRole("radio", { name: /^Bank transfer/ }));
    expect(screen.getByRole("button", { name: "Place order" })).toBeTruthy();
    expect(screen.getByText(/see the bank details and the payment reference/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Pay / })).toBeNull();
  });

  it("offers Change beside the domain and the contact, each back to where it is chosen", async () => {
    purchaseApi();
    const user = userEvent.setup();
    renderWidget();
    await toContactStep(user);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await heading("Step 3 of 3: Review and pay");
    const contact = screen.getByRole("button", { name: "Change the registrant contact" });
    expect(contact.textContent).toBe("Change");
    await user.click(contact);
    await heading("Step 2 of 3: Contact");
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Ada");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await heading("Step 3 of 3: Review and pay");
    const domain = screen.getByRole("button", { name: "Change domain" });
    expect(domain.textContent).toBe("Change");
    await user.click(domain);
    // This session buys without search: back to its domain box.
    expect(await screen.findByLabelText("Domain to buy")).toBeTruthy();
  });

  it("says that paying accepts the registration agreement, linked, when the service publishes one", async () => {
    purchaseApi({ registration_agreement_url: "https://registrar.example/agreement" });
    const user = userEvent.setup();
    renderWidget();
    await toContactStep(user);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await heading("Step 3 of 3: Review and pay");
    const link = screen.getByRole("link", { name: "registration agreement" });
    expect(link.getAttribute("href")).toBe("https://registrar.example/agreement");
    expect(link.parentElement?.textContent).toBe(
      "By paying you agree to the registration agreement.",
    );
    // It opens beside the widget: the order in progress stays where it is.
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("claims no agreement when the service publishes none", async () => {
    purchaseApi();
    const user = userEvent.setup();
    renderWidget();
    await toContactStep(user);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await heading("Step 3 of 3: Review and pay");
    expect(screen.queryByText(/you agree/)).toBeNull();
  });

  it("lets a price sentence take its own direction (right to left: '$12.00 / year' keeps its order)", async () => {
    purchaseApi();
    const user = userEvent.setup();
    renderWidget();
    await toContactStep(user);
    const summary = screen.getByRole("complementary", { name: "Order summary" });
    const renewal = within(summary).getByText(/ \/ year$/);
    expect(renewal.getAttribute("dir")).toBe("auto");
  });

  it("keeps the way to pay and the contact going back and forth", async () => {
    const api = purchaseApi();
    const user = userEvent.setup();
    renderWidget();
    await toContactStep(user);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await heading("Step 3 of 3: Review and pay");
    await user.click(screen.getByRole("radio", { name: /^Bank transfer/ }));
    await user.click(screen.getByRole("button", { name: "Back" }));
    await heading("Step 2 of 3: Contact");
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Ada");
    await user.click(screen.getByRole("button", { name: "Back" }));
    await heading("Step 1 of 3: Options");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Continue" }));
    await heading("Step 3 of 3: Review and pay");
    expect(
      (screen.getByRole("radio", { name: /^Bank transfer/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByRole("button", { name: "Place order" })).toBeTruthy();
    expect(api.requests.filter((r) => r.method === "POST")).toEqual([]);
  });

  it("keeps the focus order: the Change buttons, the ways to pay, then Back, then the button that pays", async () => {
    purchaseApi();
    const user = userEvent.setup();
    renderWidget();
    await toContactStep(user);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const title = await heading("Step 3 of 3: Review and pay");
    await waitFor(() => expect(document.activeElement).toBe(title));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Change domain" }));
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole("button", { name: "Change the registrant contact" }),
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: /^Card/ }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Back" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Pay $12.00" }));
  });

  it("puts a server 422 on the way to pay on that step, in the widget's words", async () => {
    const api = purchaseApi();
    api.reply("POST", /^\/orders$/, 422, {
      detail: [
        {
          type: "literal_error",
          loc: ["body", "payment_method"],
          msg: "Input should be 'card' or 'wire'",
          input: "card",
          ctx: { expected: "'card' or 'wire'" },
        },
      ],
    });
    const user = userEvent.setup();
    renderWidget();
    await toContactStep(user);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Pay $12.00" }));
    const methods = await screen.findByRole("group", { name: "Payment method" });
    await waitFor(() => expect(descriptionOf(methods)).toBe("Choose how you want to pay."));
    expect(screen.getByRole("heading", { name: "Step 3 of 3: Review and pay" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Please correct the highlighted fields.");
  });
});
