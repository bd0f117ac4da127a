import { describe, expect, it } from "vitest";
import { clientTag, clTRID } from "./references";

describe("clTRID", () => {
  it("is a schema-valid trIDStringType (3 to 64 characters, no spaces) for any action and key", () => {
    const tag = clientTag();
    for (const [action, key] of [
      ["create", "11111111-2222-4333-8444-555555555555"],
      ["renew", "a-very-long-name-with-many-labels.example.co.uk@2027-11-21"],
      ["contact-info-with-a-long-action-name", "x".repeat(200)],
      ["check", "münchen.de"],
      ["", ""],
    ] as const) {
      const id = clTRID(action, key, tag, 123_456_789);
      expect(id).toMatch(/^\S{3,64}$/);
      expect(id.endsWith(`-${tag}-123456789`)).toBe(true);
    }
  });

  it("keeps a short safe key readable and differs between two clients' tags", () => {
    const [a, b] = [clientTag(), clientTag()];
    expect(a).toMatch(/^[a-z2-7]{8}$/);
    expect(a).not.toBe(b);
    expect(clTRID("check", "example-com", a, 1)).toBe(`check-example-com-${a}-1`);
    expect(clTRID("check", "example-com", a, 1)).not.toBe(clTRID("check", "example-com", b, 1));
  });
});
