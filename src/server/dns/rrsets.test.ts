import { describe, expect, it } from "vitest";
import type { DnsRecordData } from "../../contract/dns-record-check";
import { absoluteName, describeRepairs, diffRRsets, relativeName, toRRsets } from "./rrsets";

const rec = (d: Partial<DnsRecordData> & Pick<DnsRecordData, "type" | "name" | "content">) => ({
  ttl: 3600,
  priority: null,
  weight: null,
  port: null,
  flags: null,
  tag: null,
  ...d,
});

describe("toRRsets", () => {
  it("groups records by name and type in presentation format", () => {
    const sets = toRRsets([
      rec({ type: "A", name: "@", content: "192.0.2.2" }),
      rec({ type: "A", name: "@", content: "192.0.2.1", ttl: 300 }),
      rec({ type: "MX", name: "@", content: "mail.example.com", priority: 10 }),
      rec({
        type: "SRV",
        name: "_sip._tcp",
        content: "sip.example.com",
        priority: 1,
        weight: 5,
        port: 5060,
      }),
      rec({ type: "CAA", name: "@", content: "letsencrypt.org", flags: 0, tag: "issue" }),
      rec({ type: "CNAME", name: "www", content: "example.com" }),
      rec({ type: "TXT", name: "@", content: `say "hi"` }),
    ]);
    expect(sets).toEqual([
      { name: "@", type: "A", ttl: 300, contents: ["192.0.2.1", "192.0.2.2"] },
      { name: "@", type: "MX", ttl: 3600, contents: ["10 mail.example.com."] },
      { name: "_sip._tcp", type: "SRV", ttl: 3600, contents: ["1 5 5060 sip.example.com."] },
      { name: "@", type: "CAA", ttl: 3600, contents: ['0 issue "letsencrypt.org"'] },
      { name: "www", type: "CNAME", ttl: 3600, contents: ["example.com."] },
      { name: "@", type: "TXT", ttl: 3600, contents: ['"say \\"hi\\""'] },
    ]);
  });

  it("splits a long TXT into character-strings of 255 octets", () => {
    const [set] = toRRsets([rec({ type: "TXT", name: "@", content: "a".repeat(300) })]);
    expect(set!.contents).toEqual([`"${"a".repeat(255)}" "${"a".repeat(45)}"`]);
  });
});

describe("names", () => {
  it("turns relative names absolute and back", () => {
    expect(absoluteName("example.com", "@")).toBe("example.com.");
    expect(absoluteName("example.com", "www")).toBe("www.example.com.");
    expect(relativeName("example.com", "example.com.")).toBe("@");
    expect(relativeName("example.com", "WWW.Example.com.")).toBe("www");
  });
});

describe("diffRRsets", () => {
  const a = { name: "@", type: "A", ttl: 3600, contents: ["192.0.2.1"] };
  const mx = { name: "@", type: "MX", ttl: 3600, contents: ["10 mail.example.com."] };
  const txt = { name: "@", type: "TXT", ttl: 3600, contents: ['"v=spf1 -all"'] };

  it("is empty for equal states, whatever the order and the names' case", () => {
    const engine = [{ ...mx, contents: ["10  Mail.Example.com."] }, a];
    expect(diffRRsets([a, mx], engine)).toEqual([]);
  });

  it("replaces differing and missing RRsets and deletes extra ones", () => {
    const changed = { ...a, contents: ["192.0.2.9"] };
    const changes = diffRRsets([changed, mx], [a, txt]);
    expect(changes).toEqual([
      { change: "replace", rrset: changed },
      { change: "replace", rrset: mx },
      { change: "delete", name: "@", type: "TXT" },
    ]);
    expect(describeRepairs(changes, [a, txt])).toEqual([
      { name: "@", type: "A", change: "updated" },
      { name: "@", type: "MX", change: "added" },
      { name: "@", type: "TXT", change: "removed" },
    ]);
  });

  it("sees a TTL change and keeps case inside TXT strings", () => {
    expect(diffRRsets([a], [{ ...a, ttl: 60 }])).toHaveLength(1);
    expect(diffRRsets([txt], [{ ...txt, contents: ['"V=SPF1 -all"'] }])).toHaveLength(1);
  });
});
