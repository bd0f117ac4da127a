import { describe, expect, it } from "vitest";
import { isRegistryFailure } from "./epp-errors";
import { feeOf } from "./epp-check";
import { list, obj, parseEpp } from "./xml";

/** The fee:cd of a fee:chkData answer whose create command quotes `fees`. */
function cdWith(...fees: string[]) {
  const epp = parseEpp(`<?xml version="1.0" encoding="UTF-8"?>
<epp xmlns="urn:ietf:params:xml:ns:epp-1.0"><response><extension>
<fee:chkData xmlns:fee="urn:ietf:params:xml:ns:epp:fee-1.0"><fee:currency>USD</fee:currency>
<fee:cd avail="1"><fee:objID>example.com</fee:objID><fee:command name="create">
<fee:period unit="y">1</fee:period>${fees.map((f) => `<fee:fee>${f}</fee:fee>`).join("")}
</fee:command></fee:cd></fee:chkData></extension></response></epp>`);
  const ext = obj(obj(obj(epp["response"])["extension"])["chkData"]);
  return obj(list(ext["cd"])[0]);
}

describe("a registry's fee (RFC 8748) as a price", () => {
  it.each([
    [["10.99"], "10.99"],
    [["10.990"], "10.99"],
    [["10"], "10.00"],
    [["8.00", "2.50"], "10.50"],
    // Past the cents: rounded up, so the fee agreed back always covers the registry's.
    [["10.991"], "11.00"],
    [["10.995"], "11.00"],
    [["0.001"], "0.01"],
  ])("%j is quoted as %s", (fees, price) => {
    expect(feeOf(cdWith(...fees), "create")).toBe(price);
  });

  it("a command the registry did not quote has no price", () => {
    expect(feeOf(cdWith("10.00"), "renew")).toBeUndefined();
  });

  it.each(["ten", "1e3", "-1.00", ""])(
    "%j is a malformed answer: the registry is unavailable, not a server error",
    (fee) => {
      let caught: unknown;
      try {
        feeOf(cdWith(fee), "create");
      } catch (err) {
        caught = err;
      }
      expect(isRegistryFailure(caught)).toBe(true);
    },
  );
});
