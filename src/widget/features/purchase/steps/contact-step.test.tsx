import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { RegistrantContact } from "../../../../contract/registrant-contact";
import { ENGLISH } from "../../../lib/i18n/catalogs";
import { activateLocale, loadEveryText } from "../../../lib/i18n/i18n";
import { descriptionOf } from "../../../test/fake-api";
import { ContactStep } from "../../../components/contact/contact-step";
import {
  defaultOrderValues,
  orderResolver,
  toOrderRequest,
  type OrderFormValues,
} from "../order/order-form";

// The texts of every screen, as a screen loader has them loaded (screen-loaders.ts).
beforeAll(async () => {
  await loadEveryText();
  await activateLocale(ENGLISH);
});
afterEach(cleanup);

/** The contact step in a form of its own, as the wizard holds it; `sent` gets what it submits. */
function renderStep() {
  const sent: Record<string, unknown>[] = [];
  function Harness() {
    const form = useForm<OrderFormValues>({
      defaultValues: defaultOrderValues("example.com"),
      resolver: orderResolver,
      mode: "onTouched",
    });
    const [shown, setShown] = useState(true);
    return (
      <form noValidate onSubmit={form.handleSubmit((v) => void sent.push(toOrderRequest(v)))}>
        {shown && <ContactStep form={form} />}
        <button type="button" onClick={() => setShown(!shown)}>
          Toggle
        </button>
        <button type="submit">Submit</button>
        {/* As the wizard's Continue: checks the step's fields without submitting the form. */}
        <button type="button" onClick={() => void form.trigger("contact")}>
          Continue
        </button>
      </form>
    );
  }
  render(<Harness />);
  return { sent, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label, { selector: "input,select" });
const labels = () =>
  [...document.querySelectorAll(".rw-contact label")].map((l) => l.textContent ?? "");

async function type(user: UserEvent, label: string, value: string) {
  await user.clear(field(label));
  if (value) await user.type(field(label), value);
}

describe("contact step: country", () => {
  it("comes first, as a combobox that filters the names as the user types", async () => {
    const { user } = renderStep();
    expect(labels()[0]).toBe("Country");
    const country = screen.getByRole("combobox", { name: "Country" });
    expect(country.getAttribute("aria-expanded")).toBe("false");
    await user.type(country, "ger");
    expect(country.getAttribute("aria-expanded")).toBe("true");
    const list = screen.getByRole("listbox");
    const names = within(list)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(names[0]).toBe("Germany");
    expect(names.every((n) => /ger/i.test(n!))).toBe(true);
    // Accents do not matter: "cote" finds Côte d’Ivoire.
    await user.clear(country);
    await user.type(country, "cote");
    expect(within(list).getAllByRole("option")[0]!.textContent).toMatch(/^Côte d/);
    await user.clear(country);
    await user.type(country, "qqq");
    expect(within(list).getByRole("option").textContent).toBe("No country matches");
  });

  it("is chosen by keyboard: arrows move the active option, Enter picks it, Escape closes", async () => {
    const { user } = renderStep();
    const country = screen.getByRole("combobox", { name: "Country" });
    await user.type(country, "united");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    const active = document.getElementById(country.getAttribute("aria-activedescendant")!);
    expect(active?.textContent).toBe("United Kingdom");
    await user.keyboard("{Enter}");
    expect((country as HTMLInputElement).value).toBe("United Kingdom");
    expect(country.getAttribute("aria-expanded")).toBe("false");
    await user.keyboard("{ArrowDown}");
    expect(country.getAttribute("aria-expanded")).toBe("true");
    await user.keyboard("{Escape}");
    expect(country.getAttribute("aria-expanded")).toBe("false");
    expect((country as HTMLInputElement).value).toBe("United Kingdom");
  });

  it("takes a whole name or ISO code (as autofill writes it) when the user leaves the field", async () => {
    const { user } = renderStep();
    const country = field("Country") as HTMLInputElement;
    await user.type(country, "fr");
    await user.tab();
    expect(country.value).toBe("France");
    await user.clear(country);
    await user.type(country, "japan");
    await user.tab();
    expect(country.value).toBe("Japan");
  });
});

describe("contact step: the address as the country writes it", () => {
  const cases: [string, string[]][] = [
    ["United States", ["Address", "Address line 2 (optional)", "City", "State", "ZIP code"]],
    ["Canada", ["Address", "Address line 2 (optional)", "City", "Province", "Postal code"]],
    ["United Kingdom", ["Address", "Address line 2 (optional)", "City", "County", "Postcode"]],
    ["India", ["Address", "Address line 2 (optional)", "City", "State", "PIN code"]],
    ["Germany", ["Address", "Address line 2 (optional)", "Postal code", "City", "State"]],
    ["Japan", ["Address", "Address line 2 (optional)", "Postal code", "Prefecture", "City"]],
    ["Kenya", ["Address", "Address line 2 (optional)", "City", "State or region", "Postal code"]],
  ];
  it.each(cases)("%s", async (name, address) => {
    const { user } = renderStep();
    await user.type(field("Country"), `${name}{Enter}`);
    expect(labels().slice(0, 6)).toEqual([
      "Country",
      "First name",
      "Last name",
      "Email",
      "Organization (optional)",
      "Phone",
    ]);
    expect(labels().slice(6)).toEqual(address);
  });
});

describe("contact step: autofill", () => {
  it("names every field with its HTML autocomplete token", () => {
    renderStep();
    const tokens = [...document.querySelectorAll(".rw-contact [autocomplete]")].map((el) =>
      el.getAttribute("autocomplete"),
    );
    expect(tokens.sort()).toEqual(
      [
        "country",
        "given-name",
        "family-name",
        "organization",
        "email",
        "tel-country-code",
        "tel",
        "address-line1",
        "address-line2",
        "address-level2",
        "address-level1",
        "postal-code",
      ].sort(),
    );
    expect(document.querySelectorAll(".rw-contact input:not([autocomplete])")).toHaveLength(0);
  });
});

describe("contact step: phone", () => {
  it("defaults the code from the country and composes +, code and digits", async () => {
    const { user, sent } = renderStep();
    await user.type(field("Country"), "Germany{Enter}");
    const code = screen.getByRole("combobox", { name: "Country code" }) as HTMLSelectElement;
    expect(code.value).toBe("DE");
    expect(code.selectedOptions[0]!.textContent).toBe("+49 Germany");
    await type(user, "Phone", "030 1234-5678");
    await fillRest(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const contact = sent[0]!.contact as Record<string, string>;
    expect(contact.phone).toBe("+493012345678");
    // What the form accepts, the contract accepts.
    expect(RegistrantContact.safeParse(contact).success).toBe(true);
  });

  it("keeps a code the user picked, and a number typed in full", async () => {
    const { user, sent } = renderStep();
    await user.type(field("Country"), "France{Enter}");
    await user.selectOptions(screen.getByRole("combobox", { name: "Country code" }), "GB");
    await type(user, "Phone", "07700 900123");
    // A new country does not override the code chosen by hand.
    await user.clear(field("Country"));
    await user.type(field("Country"), "Spain{Enter}");
    await fillRest(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0]!.contact as Record<string, string>).phone).toBe("+447700900123");
    await type(user, "Phone", "+1 (415) 555-0100");
    expect(
      (screen.getByRole("combobox", { name: "Country code" }) as HTMLSelectElement).value,
    ).toBe("US");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect((sent[1]!.contact as Record<string, string>).phone).toBe("+14155550100");
  });

  it("shows the same code and number when the user comes back to the step", async () => {
    const { user } = renderStep();
    await user.type(field("Country"), "Canada{Enter}");
    await type(user, "Phone", "(604) 555-0199");
    await user.click(screen.getByRole("button", { name: "Toggle" }));
    expect(screen.queryByLabelText("Phone")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Toggle" }));
    expect((field("Country") as HTMLInputElement).value).toBe("Canada");
    expect(
      (screen.getByRole("combobox", { name: "Country code" }) as HTMLSelectElement).value,
    ).toBe("CA");
    expect((field("Phone") as HTMLInputElement).value).toBe("6045550199");
  });

  it("keeps Italy's leading 0 after the code", async () => {
    const { user, sent } = renderStep();
    await user.type(field("Country"), "Italy{Enter}");
    await type(user, "Phone", "06 1234 5678");
    await fillRest(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0]!.contact as Record<string, string>).phone).toBe("+390612345678");
  });
});

describe("contact step: errors", () => {
  it("shows a field's error when the user leaves it, and clears it once fixed", async () => {
    const { user } = renderStep();
    await user.click(field("First name"));
    await user.tab();
    await waitFor(() => expect(descriptionOf(field("First name"))).toBe("Enter your first name."));
    expect(field("First name").getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(field("Last name"))).toBe("");
    await user.type(field("First name"), "Ada");
    await waitFor(() => expect(field("First name").getAttribute("aria-invalid")).toBeNull());
    await user.click(field("Country"));
    await user.type(field("Country"), "Atlantis");
    await user.tab();
    await waitFor(() => expect(descriptionOf(field("Country"))).toContain("Choose a country."));
  });

  it("after Continue, clears a field's error as the user types the fix, before leaving the field", async () => {
    const { user } = renderStep();
    await user.type(field("Email"), "ada@");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(descriptionOf(field("Last name"))).toBe("Enter your last name."));
    expect(descriptionOf(field("Email"))).toContain("Enter your email address");
    await user.type(field("Last name"), "L");
    await waitFor(() => expect(field("Last name").getAttribute("aria-invalid")).toBeNull());
    expect(descriptionOf(field("Last name"))).toBe("");
    await user.type(field("Email"), "example.com");
    await waitFor(() => expect(field("Email").getAttribute("aria-invalid")).toBeNull());
    // Still in the field: the error went on input, not on blur.
    expect(document.activeElement).toBe(field("Email"));
  });

  it("keeps an error's line after the error goes, so the fields and buttons below stay put", async () => {
    const { user } = renderStep();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(descriptionOf(field("City"))).toBe("Enter your city."));
    const line = (label: string) =>
      field(label).closest(".rw-field")!.querySelector<HTMLElement>(".rw-field-error");
    expect(line("City")?.style.visibility).toBe("");
    await user.type(field("City"), "Paris");
    await waitFor(() => expect(descriptionOf(field("City"))).toBe(""));
    // The same line, hidden from sight and from screen readers, holding its height.
    expect(line("City")?.style.visibility).toBe("hidden");
    expect(line("City")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("shows every missing field's error on submit, in the catalog's words", async () => {
    const { user, sent } = renderStep();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const expected: [string, string][] = [
      ["Country", "Choose a country."],
      ["First name", "Enter your first name."],
      ["Last name", "Enter your last name."],
      ["Email", "Enter your email address, such as name@example.com."],
      ["Phone", "Enter your full phone number with its country code"],
      ["Address", "Enter your street address."],
      ["City", "Enter your city."],
      ["State or region", "Enter your state or region."],
      ["Postal code", "Enter your postal code."],
    ];
    await waitFor(() => expect(descriptionOf(field("Country"))).toContain("Choose a country."));
    for (const [label, text] of expected)
      expect(descriptionOf(field(label)), label).toContain(text);
    expect(sent).toHaveLength(0);
  });
});

describe("contact step: only countries the service accepts", () => {
  it("offers no place without an assigned ISO 3166-1 code, yet keeps its calling code", async () => {
    const { user } = renderStep();
    await user.type(field("Country"), "Kosovo");
    expect(within(screen.getByRole("listbox")).getByRole("option").textContent).toBe(
      "No country matches",
    );
    const picker = screen.getByRole("combobox", { name: "Country code" });
    expect(within(picker).getByRole("option", { name: "+383 Kosovo" })).toBeTruthy();
  });

  it("takes UK (and EL) as the country the service would suggest, not Ukraine", async () => {
    const { user } = renderStep();
    const country = field("Country") as HTMLInputElement;
    await user.type(country, "UK");
    const options = within(screen.getByRole("listbox")).getAllByRole("option");
    expect(options[0]!.textContent).toBe("United Kingdom");
    await user.tab();
    expect(country.value).toBe("United Kingdom");
    await user.clear(country);
    await user.type(country, "el");
    await user.tab();
    expect(country.value).toBe("Greece");
  });

  it("refuses a code the service refuses, in the same words as an empty country", async () => {
    for (const country of ["XK", "UK", "XX", "12"]) {
      const values = defaultOrderValues("example.com");
      const result = await orderResolver(
        { ...values, contact: { ...values.contact, country } },
        undefined,
        { fields: {}, shouldUseNativeValidation: false },
      );
      expect(result.errors.contact?.country?.message, country).toBe("Choose a country.");
    }
    const values = defaultOrderValues("example.com");
    const lower = await orderResolver(
      { ...values, contact: { ...values.contact, country: "gb" } },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(lower.errors.contact?.country).toBeUndefined();
  });
});

describe("contact step: errors in the country's words", () => {
  it("names the state and postal code as their labels do, again when the country changes", async () => {
    const { user } = renderStep();
    await user.type(field("Country"), "United States{Enter}");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(descriptionOf(field("ZIP code"))).toBe("Enter your ZIP code."));
    expect(descriptionOf(field("State"))).toBe("Enter your state.");
    await user.clear(field("Country"));
    await user.type(field("Country"), "United Kingdom{Enter}");
    await waitFor(() => expect(descriptionOf(field("Postcode"))).toBe("Enter your postcode."));
    expect(descriptionOf(field("County"))).toBe("Enter your county.");
    await user.clear(field("Country"));
    await user.type(field("Country"), "Canada{Enter}");
    await waitFor(() => expect(descriptionOf(field("Province"))).toBe("Enter your province."));
    expect(descriptionOf(field("Postal code"))).toBe("Enter your postal code.");
  });
});

/** Fills every other required field with valid values (labels of the chosen country). */
async function fillRest(user: UserEvent) {
  await type(user, "First name", "Ada");
  await type(user, "Last name", "Lovelace");
  await type(user, "Email", "ada@example.com");
  await type(user, "Address", "1 Main St");
  await type(user, "City", "Town");
  const region = labels().find(
    (l) =>
      !/^(Address|City|Country|First|Last|Org|Email|Phone)/.test(l) &&
      !/code|Postcode|PIN|Eircode|CEP/i.test(l),
  )!;
  await type(user, region, "Region");
  const postal = labels().find((l) =>
    /Postal code|ZIP code|Postcode|PIN code|Eircode|CEP/.test(l),
  )!;
  await type(user, postal, "12345");
}
