import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { availability, fakeApi, sessionInfo } from "./fake-api";

/** Test helper: the purchase walked as a user does, for the purchase screen's tests. */

export function purchaseApi(session: Record<string, unknown> = {}) {
  return fakeApi()
    .reply("GET", /^\/session$/, 200, sessionInfo(["domain_purchase"], session))
    .on("GET", /^\/availability\/(.+)$/, (_r, m) => ({ status: 200, body: availability(m[1]!) }));
}

export const field = (name: string | RegExp) => screen.getByLabelText(name);

export async function fill(user: UserEvent, label: string | RegExp, value: string) {
  const el = field(label);
  await user.clear(el);
  await user.click(el);
  if (value) await user.paste(value);
}

/** Opens the purchase of example.com and walks to the contact step. */
export async function toContactStep(user: UserEvent, years = "1") {
  await user.type(await screen.findByLabelText("Domain to buy"), "Example.com.{Enter}");
  await screen.findByRole("heading", { name: "Step 1 of 3: Options" });
  await user.selectOptions(field("Registration period"), years);
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await screen.findByRole("heading", { name: "Step 2 of 3: Contact" });
}

/** Chooses a country in the searchable country field, by keyboard. */
async function chooseCountry(user: UserEvent, name: string) {
  await user.clear(field("Country"));
  await user.type(field("Country"), `${name}{Enter}`);
}

export async function fillContact(user: UserEvent) {
  await chooseCountry(user, "United States");
  await fill(user, "First name", "Ada");
  await fill(user, "Last name", "Lovelace");
  await fill(user, "Email", "ada@example.com");
  await fill(user, "Phone", "+14155550100");
  await fill(user, "Address", "1 Main St");
  await fill(user, "City", "San Francisco");
  await fill(user, "State", "CA");
  await fill(user, "ZIP code", "94105");
}
