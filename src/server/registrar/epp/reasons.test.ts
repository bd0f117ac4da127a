import { describe, expect, it } from "vitest";
import { parseEpp, readResponse, redactXml } from "./xml";

const answer = `<?xml version="1.0" encoding="UTF-8"?>
<epp xmlns="urn:ietf:params:xml:ns:epp-1.0"><response>
  <result code="2306"><msg>Parameter value policy error</msg>
    <extValue><value><domain:period xmlns:domain="urn:ietf:params:xml:ns:domain-1.0" unit="y">11</domain:period></value>
      <reason>Period exceeds the maximum</reason></extValue>
    <extValue><value><domain:authInfo xmlns:domain="urn:ietf:params:xml:ns:domain-1.0"><domain:pw>Hunter2-Code</domain:pw></domain:authInfo></value>
      <reason lang="en">Auth code Hunter2-Code is too long</reason></extValue>
  </result>
  <trID><clTRID>create-x-abcdefgh-1</clTRID><svTRID>SV-9</svTRID></trID>
</response></epp>`;

describe("extValue reasons", () => {
  it("reads every extValue, with the element at fault, and never a credential", () => {
    const res = readResponse(parseEpp(answer));
    expect(res.results[0]!.reasons).toEqual([
      "Period exceeds the maximum (period: 11)",
      "Auth code [redacted] is too long (authInfo: [redacted])",
    ]);
    expect(res.results[0]!.reason).toBe("Period exceeds the maximum (period: 11)");
  });

  it("redacts a quoted credential everywhere in the logged XML", () => {
    const logged = redactXml(answer);
    expect(logged).not.toContain("Hunter2-Code");
    expect(logged).toContain('<reason lang="en">Auth code [redacted] is too long</reason>');
  });
});
