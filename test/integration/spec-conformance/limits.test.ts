/**
 * Spec conformance: Limits (spec table), over HTTP. See support.ts for the set-up; the interface is
 * the partner API of docs/api.md (its OpenAPI document at /api/v1/openapi.json) and its 422
 * body pydantic v2's error list (src/contract/pydantic/README.md).
 */
import { describe, expect, it } from "vitest";
import { CONTACT } from "../../helpers/contact";
import {
  t,
  order,
  nameservers,
  renew,
  session,
  x,
  tooShort,
  tooLong,
  ge,
  le,
  useSpecApp,
} from "./support";

useSpecApp();

describe("Limits (spec table), over HTTP", () => {
  it("order domain: length 1..255", async () => {
    const empty = await order({ domain: "", contact: CONTACT });
    expect(empty.body).toEqual({ detail: [tooShort(["body", "domain"], 1, "")] });
    const long = `${x(252)}.com`;
    const over = await order({ domain: long, contact: CONTACT });
    expect(over.body).toEqual({ detail: [tooLong(["body", "domain"], 255, long)] });
  });

  it("order and renew years: 1..10, default 1", async () => {
    const zero = await order({ domain: "years-zero.com", contact: CONTACT, years: 0 });
    expect(zero.body).toEqual({ detail: [ge(["body", "years"], 1, 0)] });
    const ten = await order({ domain: "years-ten.com", contact: CONTACT, years: 10 });
    expect(ten.status).toBe(201);
    expect(ten.body.years).toBe(10);
    const dflt = await order({ domain: "years-default.com", contact: CONTACT });
    expect(dflt.body.years).toBe(1);

    expect((await renew("acme-two.com", { years: 0 })).body).toEqual({
      detail: [ge(["body", "years"], 1, 0)],
    });
    expect((await renew("acme-two.com", { years: 11 })).body).toEqual({
      detail: [le(["body", "years"], 10, 11)],
    });
    // 10 is valid input; for a name expiring in a year the registry's term cap (10 years from
    // now) refuses it as the spec's action failure: HTTP 200, success false.
    const renewed = await renew("acme-two.com", { years: 10 });
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({ success: false, years_renewed: 0 });
  });

  it.each([
    ["first_name", 1, 100],
    ["last_name", 1, 100],
    ["phone", 10, 20],
    ["address1", 1, 255],
    ["city", 1, 100],
    ["state", 1, 100],
    ["postal_code", 1, 20],
    ["country", 2, 2],
  ] as const)("contact.%s: length %i..%i, required", async (field, min, max) => {
    const loc = ["body", "contact", field];
    const short = x(min - 1);
    const long = x(max + 1);
    const withField = (v: unknown) => ({
      domain: "contact.com",
      contact: { ...CONTACT, [field]: v },
    });
    expect((await order(withField(short))).body).toEqual({ detail: [tooShort(loc, min, short)] });
    expect((await order(withField(long))).body).toEqual({ detail: [tooLong(loc, max, long)] });
    const contact: Record<string, unknown> = { ...CONTACT };
    delete contact[field];
    expect((await order({ domain: "contact.com", contact })).body).toEqual({
      detail: [{ type: "missing", loc, msg: "Field required", input: contact }],
    });
  });

  it("contact.email is an email; organization and address2 are optional, null or at most 255", async () => {
    const email = await order({ domain: "c.com", contact: { ...CONTACT, email: "nope" } });
    expect(email.body).toEqual({
      detail: [
        {
          type: "value_error",
          loc: ["body", "contact", "email"],
          msg: "value is not a valid email address: An email address must have an @-sign.",
          input: "nope",
          ctx: { reason: "An email address must have an @-sign." },
        },
      ],
    });
    const long = await order({
      domain: "c.com",
      contact: { ...CONTACT, organization: x(256), address2: x(256) },
    });
    expect(long.body).toEqual({
      detail: [
        tooLong(["body", "contact", "organization"], 255, x(256)),
        tooLong(["body", "contact", "address2"], 255, x(256)),
      ],
    });
    const ok = await order({
      domain: "contact-optional.com",
      contact: { ...CONTACT, organization: null, address2: x(255) },
    });
    expect(ok.status).toBe(201);
  });

  it("nameservers update: 2..13", async () => {
    const names = (n: number) => Array.from({ length: n }, (_, i) => `ns${i}.example.net`);
    const fourteen = await nameservers("acme-ns.com", { nameservers: names(14) });
    expect(fourteen.body).toEqual({
      detail: [
        {
          type: "too_long",
          loc: ["body", "nameservers"],
          msg: "List should have at most 13 items after validation, not 14",
          input: names(14),
          ctx: { field_type: "List", max_length: 13, actual_length: 14 },
        },
      ],
    });
    expect((await nameservers("acme-ns.com", { nameservers: names(13) })).body).toMatchObject({
      success: true,
      nameservers: names(13),
    });
    expect((await nameservers("acme-ns.com", { nameservers: names(2) })).body).toMatchObject({
      success: true,
      nameservers: names(2),
    });
  });

  it("hosted session expires_in_minutes: 5..1440, default 60", async () => {
    const base = { allowed_actions: ["domain_search"], external_account_id: "acct_limits" };
    expect((await session({ ...base, expires_in_minutes: 4 })).body).toEqual({
      detail: [ge(["body", "expires_in_minutes"], 5, 4)],
    });
    expect((await session({ ...base, expires_in_minutes: 1441 })).body).toEqual({
      detail: [le(["body", "expires_in_minutes"], 1440, 1441)],
    });
    const at = (minutes: number) => new Date(t.now().getTime() + minutes * 60_000).toISOString();
    for (const minutes of [5, 1440]) {
      const ok = await session({ ...base, expires_in_minutes: minutes });
      expect(ok.body.expires_at).toBe(at(minutes));
    }
    expect((await session(base)).body.expires_at).toBe(at(60));
  });
});
