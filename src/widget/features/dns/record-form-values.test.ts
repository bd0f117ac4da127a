import { beforeAll, describe, expect, it } from "vitest";
import { DnsRecordInput } from "../../../contract/dns-record";
import { parseBody } from "../../../contract/pydantic/validation-error";
import {
  emptyRecord,
  recordResolver,
  toRecordBody,
  type RecordFormValues,
} from "./record-form-values";
import { activateLocale, loadEveryText } from "../../lib/i18n/i18n";

// The form's texts come from the message catalogs: English, as the widget's default.
const doc = { documentElement: { lang: "", dir: "" }, title: "" } as unknown as Document;
// The texts of every screen, as a screen loader has them loaded (screen-loaders.ts).
beforeAll(async () => {
  await loadEveryText();
  await activateLocale({ language: "en", tag: "en", dir: "ltr" }, doc);
});

/** The fields the service's 422 names for this form's body (empty when it accepts it). */
function serviceRefuses(values: RecordFormValues): string[] {
  const r = parseBody(DnsRecordInput, JSON.stringify(toRecordBody(values)));
  return r.ok ? [] : [...new Set(r.detail.map((i) => String(i.loc[1])))].sort();
}

/** The fields the widget's form marks as wrong (empty when it would send the record). */
async function formRefuses(values: RecordFormValues): Promise<string[]> {
  const { errors } = await recordResolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.keys(errors).sort();
}

const record = (over: Partial<RecordFormValues>): RecordFormValues => ({ ...emptyRecord, ...over });

const CASES: [string, RecordFormValues][] = [
  ["a valid A record", record({ content: "192.0.2.1" })],
  ["an A record with an IPv6 address", record({ content: "2001:db8::1" })],
  ["a TXT record at the service's limit", record({ type: "TXT", content: "a".repeat(4000) })],
  ["a TXT record over the service's limit", record({ type: "TXT", content: "a".repeat(4001) })],
  ["an MX record without a priority", record({ type: "MX", content: "mx.example.net" })],
  [
    "an MX record with a priority",
    record({ type: "MX", content: "mx.example.net", priority: "10" }),
  ],
  [
    "a CAA record with the issuemail tag",
    record({ type: "CAA", tag: "issuemail", content: "ca.example" }),
  ],
  ["a CAA record with an unknown tag", record({ type: "CAA", tag: "contactemail", content: "x" })],
  [
    "an SRV record with a plain name",
    record({
      type: "SRV",
      name: "sip",
      content: "sip.example.net",
      priority: "1",
      weight: "1",
      port: "5060",
    }),
  ],
  ["a TTL under the minimum", record({ content: "192.0.2.1", ttl: "30" })],
  ["a CNAME that is not a host name", record({ type: "CNAME", content: "not a host" })],
  ["a name too long", record({ name: "a".repeat(254), content: "192.0.2.1" })],
];

describe("the DNS record form accepts exactly what the service accepts", () => {
  it.each(CASES)("%s", async (_name, values) => {
    expect(await formRefuses(values)).toEqual(serviceRefuses(values));
  });

  it("refuses, like the service, at least one of the cases (the table tests both ways)", () => {
    expect(CASES.filter(([, v]) => serviceRefuses(v).length > 0).length).toBeGreaterThan(0);
    expect(CASES.filter(([, v]) => serviceRefuses(v).length === 0).length).toBeGreaterThan(0);
  });
});
