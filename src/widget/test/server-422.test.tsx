/**
 * Every 422 item the contract can produce (src/widget/test/contract-422-items.ts), answered by
 * the service to each widget form: the field its `loc` names is marked, and what the user reads
 * is the catalog's sentence for that field and error type, never the API's `msg`.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ValidationErrorItem } from "../../contract/pydantic/validation-error";
import { orderErrorText } from "../features/purchase/order/order-errors";
import { fieldErrorText } from "../lib/forms/field-errors";
import {
  dnsItems,
  nameserverItems,
  purchaseItems,
  renewItems,
  searchItems,
} from "./contract-422-items";
import { availability, descriptionOf, fakeApi, hostedDomain, sessionInfo } from "./fake-api";
import { renderWidget } from "./render-widget";

const field = (label: string | RegExp) => screen.getByLabelText(label);
const API_WORDS = /String should|Input should|Value error|value is not|List should|Field required/;

/** Items in rounds of at most one per field (a field shows one message at a time). */
function rounds(items: ValidationErrorItem[]): ValidationErrorItem[][] {
  const out: ValidationErrorItem[][] = [];
  for (const item of items) {
    const key = item.loc.join(".");
    const round = out.find((r) => !r.some((i) => i.loc.join(".") === key));
    if (round) round.push(item);
    else out.push([item]);
  }
  return out;
}

/** Answers each call with the next round's 422, then keeps answering the last one. */
function queue(list: ValidationErrorItem[][]) {
  let n = 0;
  return () => ({ status: 422, body: { detail: list[Math.min(n++, list.length - 1)] } });
}

async function expectShown(label: string | RegExp, text: string, item: ValidationErrorItem) {
  await waitFor(() => expect(descriptionOf(field(label)), item.type).toContain(text));
  const shown = descriptionOf(field(label));
  expect(shown).not.toContain(item.msg);
  expect(shown).not.toMatch(API_WORDS);
  expect(field(label).getAttribute("aria-invalid")).toBe("true");
}

const CONTACT_LABELS: Record<string, string> = {
  first_name: "First name",
  last_name: "Last name",
  organization: "Organization (optional)",
  email: "Email",
  phone: "Phone",
  address1: "Address",
  address2: "Address line 2 (optional)",
  city: "City",
  // The labels the United States' address uses.
  state: "State",
  postal_code: "ZIP code",
  country: "Country",
};

async function fill(user: UserEvent, label: string, value: string) {
  await user.clear(field(label));
  await user.click(field(label));
  await user.paste(value);
}

describe("a service 422 on each widget form shows the catalog's words on the field it names", () => {
  it("purchase: every contact field, every error type", async () => {
    const contact = purchaseItems().filter((i) => i.loc[1] === "contact");
    const list = rounds(contact);
    fakeApi()
      .reply("GET", /^\/session$/, 200, sessionInfo(["domain_purchase"]))
      .on("GET", /^\/availability\/(.+)$/, (_r, m) => ({ status: 200, body: availability(m[1]!) }))
      .on("POST", /^\/orders$/, queue(list));
    const user = userEvent.setup();
    renderWidget();
    await user.type(await screen.findByLabelText("Domain to buy"), "example.com{Enter}");
    await user.click(await screen.findByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { name: "Step 2 of 3: Contact" });
    await user.type(field("Country"), "United States{Enter}");
    for (const [label, value] of [
      ["First name", "Ada"],
      ["Last name", "Lovelace"],
      ["Email", "ada@example.com"],
      ["Phone", "+14155550100"],
      ["Address", "1 Main St"],
      ["City", "San Francisco"],
      ["State", "CA"],
      ["ZIP code", "94105"],
    ] as const) {
      await fill(user, label, value);
    }
    for (const round of list) {
      await user.click(screen.getByRole("button", { name: "Continue" }));
      await user.click(await screen.findByRole("button", { name: /^Pay / }));
      await screen.findByRole("heading", { name: "Step 2 of 3: Contact" });
      for (const item of round) {
        const label = CONTACT_LABELS[String(item.loc[2])]!;
        // A US address: its state and ZIP code errors say "state" and "ZIP code".
        await expectShown(label, orderErrorText(item, "US"), item);
      }
      expect(screen.getByRole("alert").textContent).toBe("Please correct the highlighted fields.");
    }
    expect(list.flat().length).toBeGreaterThan(40);
  });

  it("DNS record: every field an A record shows, every error type", async () => {
    const items = dnsItems()
      .filter((d) => d.recordType === "A")
      .map((d) => d.item)
      .filter((i) => ["type", "name", "content", "ttl"].includes(String(i.loc[1])));
    const list = rounds(items);
    fakeApi()
      .reply("GET", /^\/session$/, 200, sessionInfo(["dns_manage"]))
      .reply("GET", /^\/domains$/, 200, { items: [hostedDomain("example.com")] })
      .reply("GET", /^\/domains\/example\.com\/records$/, 200, { items: [] })
      .reply("GET", /^\/domains\/example\.com\/nameservers$/, 200, {
        domain: "example.com",
        nameservers: ["ns1.registrar.test", "ns2.registrar.test"],
      })
      .on("POST", /^\/domains\/example\.com\/records$/, queue(list));
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole("button", { name: "Add record" }));
    await user.selectOptions(field("Type"), "A");
    await user.type(field(/^Content/), "192.0.2.1");
    const labels: Record<string, string | RegExp> = {
      type: "Type",
      name: "Name",
      content: "Content",
      ttl: "TTL (seconds)",
    };
    for (const round of list) {
      await user.click(screen.getByRole("button", { name: "Save record" }));
      for (const item of round) {
        const text = fieldErrorText("dns", item, { recordType: "A" });
        await expectShown(labels[String(item.loc[1])]!, text, item);
      }
    }
    expect(list.flat().length).toBeGreaterThan(8);
  });

  it("nameservers: the list's bounds and each entry", async () => {
    const items = nameserverItems().filter((i) => i.loc.length === 2 || i.loc[2] === 1);
    fakeApi()
      .reply("GET", /^\/session$/, 200, sessionInfo(["dns_manage"]))
      .reply("GET", /^\/domains$/, 200, { items: [hostedDomain("example.com")] })
      .reply("GET", /^\/domains\/example\.com\/records$/, 200, { items: [] })
      .reply("GET", /^\/domains\/example\.com\/nameservers$/, 200, {
        domain: "example.com",
        nameservers: ["ns1.registrar.test", "ns2.registrar.test"],
      })
      .on("PUT", /^\/domains\/example\.com\/nameservers$/, queue(items.map((i) => [i])));
    const user = userEvent.setup();
    renderWidget();
    await screen.findByLabelText("Nameserver 2");
    for (const item of items) {
      await user.click(screen.getByRole("button", { name: "Save nameservers" }));
      const text = fieldErrorText("nameservers", item);
      if (item.loc.length === 2) {
        await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(text));
        expect(text).not.toMatch(API_WORDS);
      } else {
        await expectShown("Nameserver 2", text, item);
      }
    }
  });

  it("search: the searched name", async () => {
    const [domain] = searchItems();
    fakeApi()
      .reply("GET", /^\/session$/, 200, sessionInfo(["domain_search"]))
      .reply("GET", /^\/availability\//, 422, { detail: [domain] })
      .reply("GET", /^\/suggestions/, 200, { items: [] });
    const user = userEvent.setup();
    renderWidget();
    await user.type(await screen.findByLabelText(/Domain name/), "a_b.com{Enter}");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(fieldErrorText("search", domain!));
    expect(alert.textContent).not.toContain(domain!.msg);
  });

  it("renew: the period", async () => {
    const items = renewItems();
    fakeApi()
      .reply("GET", /^\/session$/, 200, sessionInfo(["renew"]))
      .reply("GET", /^\/domains$/, 200, { items: [hostedDomain("example.com")] })
      .on("POST", /^\/domains\/example\.com\/renew$/, queue(items.map((i) => [i])));
    const user = userEvent.setup();
    renderWidget();
    for (const item of items) {
      await user.click(await screen.findByRole("button", { name: "Renew" }));
      await user.click(screen.getByRole("button", { name: "Confirm" }));
      await waitFor(() =>
        expect(screen.getByRole("alert").textContent).toContain(
          "Choose a renewal period from 1 to 10 years.",
        ),
      );
      expect(screen.getByRole("alert").textContent).not.toContain(item.msg);
    }
  });
});
