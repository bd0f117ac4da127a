/**
 * Every 422 item the contract can produce for what each widget form sends: each field of a
 * valid body replaced in turn by hostile values (missing, wrong types, too short, too long,
 * out of range, unstorable text), run through the contract's own `parseValue` (as the service
 * does), so the items are real (type, loc, msg, ctx). Plus the items only the service adds.
 */
import type { z } from "zod";
import { DnsRecordBody } from "../../contract/dns-record-input";
import { DNS_RECORD_TYPES } from "../../contract/dns-record-check";
import { DomainOrderRequest } from "../../contract/domain-order-request";
import { NameserverUpdateRequest } from "../../contract/nameserver-update-request";
import { parseValue, type ValidationErrorItem } from "../../contract/pydantic/validation-error";
import { RenewRequest } from "../../contract/renew-request";
import { TransferOrderRequest } from "../../contract/transfers";
import type { ErrorForm } from "../lib/forms/field-errors";

const MISSING = Symbol("missing");
const HOSTILE: unknown[] = [
  MISSING,
  null,
  "",
  "x",
  "a b",
  "x".repeat(300),
  "x".repeat(70_000),
  "bad\u0000text",
  "12",
  "abc",
  "1.5",
  1.5,
  -1,
  0,
  11,
  99_999,
  true,
  [],
  {},
];

const VALID_ORDER = {
  domain: "example.com",
  years: "1",
  contact: {
    first_name: "Ada",
    last_name: "Lovelace",
    email: "ada@example.com",
    phone: "+14155550100",
    address1: "1 Main St",
    city: "San Francisco",
    state: "CA",
    postal_code: "94105",
    country: "US",
    organization: "Analytical",
    address2: "Floor 2",
  },
  payment_method: "card",
  privacy: true,
  auto_renew: true,
  setup_dns: false,
  nameservers: ["ns1.example.net", "ns2.example.net"],
};

/** Each (loc, type) once, with the first item that had it. */
function distinct(items: ValidationErrorItem[]): ValidationErrorItem[] {
  const seen = new Map<string, ValidationErrorItem>();
  for (const item of items) {
    const key = `${item.loc.join(".")}|${item.type}|${item.ctx?.error === undefined ? "" : "e"}`;
    if (!seen.has(key)) seen.set(key, item);
  }
  return [...seen.values()];
}

function set(body: Record<string, unknown>, path: string[], value: unknown) {
  const copy = structuredClone(body);
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  if (value === MISSING) delete node[path.at(-1)!];
  else node[path.at(-1)!] = value;
  return copy;
}

function fuzz(schema: z.ZodType, valid: Record<string, unknown>, paths: string[][]) {
  const items: ValidationErrorItem[] = [];
  for (const path of paths) {
    for (const value of HOSTILE) {
      const r = parseValue(schema, set(valid, path, value), "body");
      if (!r.ok) items.push(...r.detail);
    }
  }
  return distinct(items);
}

const ORDER_PATHS = [
  ["domain"],
  ["years"],
  ["payment_method"],
  ["nameservers"],
  ...Object.keys(VALID_ORDER.contact).map((k) => ["contact", k]),
];

/** What the purchase form can get back: every field it sends, and each nameserver entry. */
export function purchaseItems(): ValidationErrorItem[] {
  return fuzz(DomainOrderRequest, VALID_ORDER, [...ORDER_PATHS, ["nameservers", "0"]]);
}

/**
 * What a transfer in can get back at the field it adds (its contact's items are the purchase's,
 * said in the purchase's words).
 */
function transferItems(): ValidationErrorItem[] {
  const { domain, contact } = VALID_ORDER;
  return fuzz(TransferOrderRequest, { domain, contact, auth_code: "x7T!p2Qe-9vLm" }, [
    ["auth_code"],
  ]);
}

const RECORDS: Record<(typeof DNS_RECORD_TYPES)[number], Record<string, unknown>> = {
  A: { content: "192.0.2.1" },
  AAAA: { content: "2001:db8::1" },
  CNAME: { name: "www", content: "target.example.net" },
  MX: { content: "mx.example.net", priority: 10 },
  TXT: { content: "v=spf1 -all" },
  NS: { name: "sub", content: "ns1.example.net" },
  SRV: { name: "_sip._tcp", content: "sip.example.net", priority: 1, weight: 1, port: 5060 },
  CAA: { content: "letsencrypt.org", flags: 0, tag: "issue" },
};

/** What the DNS record form can get back, per record type (the checks depend on it). */
export function dnsItems(): { recordType: string; item: ValidationErrorItem }[] {
  const fields = ["type", "name", "content", "ttl", "priority", "weight", "port", "flags", "tag"];
  return DNS_RECORD_TYPES.flatMap((type) => {
    const valid = { type, name: "@", ttl: 3600, ...RECORDS[type] };
    const items = fuzz(
      DnsRecordBody,
      valid,
      fields.map((f) => [f]),
    );
    return items.map((item) => ({ recordType: type, item }));
  });
}

/** What the nameserver editor can get back: the list's bounds and, from the service, entries. */
export function nameserverItems(): ValidationErrorItem[] {
  const valid = { nameservers: ["ns1.example.net", "ns2.example.net"] };
  const lists = [[], ["a"], Array.from({ length: 14 }, (_, i) => `ns${i}.example.net`)];
  const items = fuzz(NameserverUpdateRequest, valid, [["nameservers"], ["nameservers", "0"]]);
  for (const nameservers of lists) {
    const r = parseValue(NameserverUpdateRequest, { nameservers }, "body");
    if (!r.ok) items.push(...r.detail);
  }
  // The service's own check of each entry (docs/decisions/registrar.md, "Nameservers").
  items.push(serviceItem(["body", "nameservers", 1], "ns1.example.net is listed twice"));
  return distinct(items);
}

/** What a renewal can get back. */
export function renewItems(): ValidationErrorItem[] {
  return fuzz(RenewRequest, { years: 1 }, [["years"]]);
}

/** What a search can get back: the service refuses a domain that is not registrable. */
export function searchItems(): ValidationErrorItem[] {
  return [serviceItem(["path", "domain"], "a.b is not a registrable domain")];
}

function serviceItem(loc: (string | number)[], reason: string): ValidationErrorItem {
  return {
    type: "value_error",
    loc,
    msg: `Value error, ${reason}`,
    input: "",
    ctx: { error: reason },
  };
}

export const ITEMS_BY_FORM: Record<ErrorForm, () => ValidationErrorItem[]> = {
  purchase: purchaseItems,
  transfer: transferItems,
  dns: () => dnsItems().map((d) => d.item),
  nameservers: nameserverItems,
  renew: renewItems,
  search: searchItems,
};
