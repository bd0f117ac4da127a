import { describe, expect, it } from "vitest";
import { FEE_VERSIONS, negotiateFee, readCharged, readFeeChecks, type FeeVersion } from "./fees";
import { obj, parseEpp, type XmlObject } from "./xml";

const version = (v: string) => FEE_VERSIONS.find((f) => f.version === v)!;

/** The `<extension>` of a response carrying `body` in the namespace of `v`. */
function extension(v: FeeVersion, body: string): XmlObject {
  const epp = parseEpp(`<?xml version="1.0" encoding="UTF-8"?>
<epp xmlns="urn:ietf:params:xml:ns:epp-1.0"><response><result code="1000"><msg>ok</msg></result>
<extension><fee:x xmlns:fee="${v.uri}" xmlns:domain="urn:ietf:params:xml:ns:domain-1.0">${body}</fee:x></extension>
<trID><svTRID>1</svTRID></trID></response></epp>`);
  return obj(obj(obj(epp["response"])["extension"])["x"]);
}
const chk = (v: FeeVersion, body: string) => ({ chkData: extension(v, body) });

describe("fee extension versions", () => {
  it("negotiates the highest version offered, none without one", () => {
    expect(
      negotiateFee([
        "urn:ietf:params:xml:ns:fee-0.7",
        "urn:ietf:params:xml:ns:fee-0.11",
        "urn:ietf:params:xml:ns:secDNS-1.1",
      ])?.version,
    ).toBe("0.11");
    expect(negotiateFee(["urn:ietf:params:xml:ns:epp:fee-1.0"])?.version).toBe("1.0");
    // The drafts never had `epp:` in their names.
    expect(negotiateFee(["urn:ietf:params:xml:ns:epp:fee-0.23"])).toBeUndefined();
    expect(negotiateFee(["urn:ietf:params:xml:ns:rgp-1.0"])).toBeUndefined();
  });

  it("reads RFC 8748's chkData by name: class, standard, several fees, avail", () => {
    const v = version("1.0");
    const fees = readFeeChecks(
      v,
      [
        chk(
          v,
          `<fee:currency>USD</fee:currency>
<fee:cd avail="1"><fee:objID>premium.example</fee:objID><fee:class>Premium</fee:class>
 <fee:command name="create"><fee:period unit="y">2</fee:period>
  <fee:fee description="Registration Fee" refundable="1" grace-period="P5D">100.00</fee:fee>
  <fee:fee description="Early Access Fee">25.50</fee:fee></fee:command>
 <fee:command name="renew"><fee:period unit="y">2</fee:period><fee:fee>80.00</fee:fee></fee:command></fee:cd>
<fee:cd avail="1"><fee:objID>example.net</fee:objID><fee:class>general</fee:class>
 <fee:command name="create" standard="1"><fee:period unit="y">2</fee:period><fee:fee>20.00</fee:fee></fee:command>
 <fee:command name="renew" standard="1"><fee:period unit="y">2</fee:period><fee:fee>20.00</fee:fee></fee:command></fee:cd>
<fee:cd avail="0"><fee:objID>example.xyz</fee:objID><fee:reason>not offered</fee:reason></fee:cd>`,
        ),
      ],
      ["example.net", "example.xyz", "premium.example"],
      "USD",
    );
    expect(fees.get("premium.example")).toEqual({
      priced: true,
      premium: true,
      create: "125.50",
      renew: "80.00",
    });
    expect(fees.get("example.net")).toMatchObject({ priced: true, premium: false });
    expect(fees.get("example.xyz")).toMatchObject({ priced: false, reason: "not offered" });
  });

  it("reads draft 0.23's class inside each command", () => {
    const v = version("0.23");
    const fees = readFeeChecks(
      v,
      [
        chk(
          v,
          `<fee:currency>EUR</fee:currency>
<fee:cd avail="1"><fee:objID>a.example</fee:objID>
 <fee:command name="create"><fee:period unit="y">1</fee:period><fee:fee>5.00</fee:fee><fee:class>STANDARD</fee:class></fee:command>
 <fee:command name="renew"><fee:period unit="y">1</fee:period><fee:fee>5.00</fee:fee><fee:class>STANDARD</fee:class></fee:command></fee:cd>`,
        ),
      ],
      ["a.example"],
      "EUR",
    );
    expect(fees.get("a.example")).toEqual({
      priced: true,
      premium: false,
      create: "5.00",
      renew: "5.00",
    });
  });

  it("reads draft 0.11's answers, one per command, the name under fee:object", () => {
    const v = version("0.11");
    const answer = (command: string, fee: string) =>
      chk(
        v,
        `<fee:cd avail="1"><fee:object><domain:name>b.example</domain:name></fee:object>
<fee:command>${command}</fee:command><fee:currency>USD</fee:currency><fee:period unit="y">1</fee:period>
<fee:fee>${fee}</fee:fee><fee:class>premium</fee:class></fee:cd>`,
      );
    const fees = readFeeChecks(
      v,
      [answer("create", "70"), answer("renew", "60")],
      ["b.example"],
      "USD",
    );
    expect(fees.get("b.example")).toEqual({
      priced: true,
      premium: true,
      create: "70.00",
      renew: "60.00",
    });
  });

  it("reads the early drafts' per-name, per-command cd (0.6)", () => {
    const v = version("0.6");
    const fees = readFeeChecks(
      v,
      [
        chk(
          v,
          `<fee:cd><fee:name>c.example</fee:name><fee:currency>USD</fee:currency><fee:command>create</fee:command>
<fee:period unit="y">1</fee:period><fee:fee>10.00</fee:fee></fee:cd>
<fee:cd><fee:name>c.example</fee:name><fee:currency>USD</fee:currency><fee:command>renew</fee:command>
<fee:period unit="y">1</fee:period><fee:fee>12.00</fee:fee></fee:cd>`,
        ),
      ],
      ["c.example"],
      "USD",
    );
    expect(fees.get("c.example")).toEqual({
      priced: true,
      premium: false,
      create: "10.00",
      renew: "12.00",
    });
  });

  it("refuses a quote in another currency", () => {
    const v = version("1.0");
    expect(() => readFeeChecks(v, [chk(v, `<fee:currency>EUR</fee:currency>`)], [], "USD")).toThrow(
      /registry quotes EUR, configured USD/,
    );
  });

  it("reads what a create charged: fees, credits, balance and credit limit", () => {
    const v = version("1.0");
    expect(
      readCharged(
        {
          creData: extension(
            v,
            `<fee:currency>USD</fee:currency><fee:fee>5.00</fee:fee><fee:fee>0.50</fee:fee>
<fee:credit>-1.00</fee:credit><fee:balance>-5.00</fee:balance><fee:creditLimit>1000</fee:creditLimit>`,
          ),
        },
        "creData",
      ),
    ).toEqual({ fee: "4.50", currency: "USD", balance: "-5.00", creditLimit: "1000.00" });
    expect(readCharged({}, "renData")).toEqual({});
  });
});
