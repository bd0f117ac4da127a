import { describe, expect, it } from "vitest";
import { checkDeposit } from "../../src/server/escrow/check";
import type { EscrowSnapshot } from "../../src/server/escrow/format";
import { rfc9022Xml } from "../../src/server/escrow/rfc9022";

const at = new Date("2026-05-01T00:00:00Z");
const snapshot = (over: Partial<EscrowSnapshot>): EscrowSnapshot => ({
  kind: "FULL",
  watermark: at,
  registrarId: "9999",
  domains: [
    {
      name: "held.com",
      roid: "0b5c7f1e-3d2a-4c1b-9e8f-7a6b5c4d3e2f",
      status: ["ok"],
      registrant: null,
      nameservers: [],
      createdAt: at,
      updatedAt: at,
      expiresAt: new Date("2027-05-01T00:00:00Z"),
    },
  ],
  contacts: [],
  deletedDomains: [],
  counts: [{ tld: "com", domains: 1, contacts: 0 }],
  ...over,
});

describe("escrow verify's check of a deposit's header", () => {
  it("accepts a full deposit holding what its header counts, and reads the header back", () => {
    const xml = rfc9022Xml.render(snapshot({}));
    expect(checkDeposit(xml)).toMatchObject({ ok: true, deposit: { type: "FULL", domains: 1 } });
    expect(rfc9022Xml.parse(xml).counts).toEqual([{ tld: "com", domains: 1, contacts: 0 }]);
  });

  it("refuses a full deposit whose objects differ from its header's totals", () => {
    const xml = rfc9022Xml.render(snapshot({ counts: [{ tld: "com", domains: 2, contacts: 0 }] }));
    expect(checkDeposit(xml)).toEqual({
      ok: false,
      problems: ["the header counts 2 domains, the deposit holds 1"],
    });
  });

  it("takes an incremental deposit's header as the totals, not what it carries", () => {
    const xml = rfc9022Xml.render(
      snapshot({ kind: "DIFF", domains: [], counts: [{ tld: "com", domains: 5, contacts: 5 }] }),
    );
    expect(checkDeposit(xml)).toMatchObject({ ok: true, deposit: { type: "DIFF", domains: 0 } });
  });
});
