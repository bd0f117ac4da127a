import { describe, expect, it } from "vitest";
import { NEGATIVE_CACHE_TTL } from "../../../contract/dns-caching";
import { propagationSeconds, zonePropagationSeconds } from "./propagation";
import type { WidgetDnsRecord } from "./widget-dns-record";

const rec = (type: WidgetDnsRecord["type"], name: string, ttl: number): WidgetDnsRecord => ({
  id: `${type}-${name}-${ttl}`,
  domain: "example.com",
  type,
  name,
  content: "x",
  ttl,
  pending: false,
});

const zone = [rec("A", "@", 300), rec("A", "www", 3600), rec("TXT", "@", 86400)];

describe("propagation", () => {
  it("a new name is seen once resolvers' negative answers expire (the SOA minimum, 300 s)", () => {
    expect(NEGATIVE_CACHE_TTL).toBe(300);
    expect(propagationSeconds(zone, undefined, { type: "A", name: "shop" })).toBe(300);
  });

  it("a record added to an existing set waits for that set's TTL", () => {
    expect(propagationSeconds(zone, undefined, { type: "A", name: "WWW" })).toBe(3600);
  });

  it("an edit waits for the old set's TTL, and the new one's when it moves", () => {
    expect(propagationSeconds(zone, { type: "A", name: "@" }, { type: "A", name: "@" })).toBe(300);
    expect(propagationSeconds(zone, { type: "A", name: "@" }, { type: "TXT", name: "@" })).toBe(
      86400,
    );
  });

  it("a delete waits for the record's TTL", () => {
    expect(propagationSeconds(zone, { type: "A", name: "www" })).toBe(3600);
  });

  it("the zone's note names its longest TTL, never less than the negative-caching TTL", () => {
    expect(zonePropagationSeconds(zone)).toBe(86400);
    // A record added without a TTL gets an hour: the zone's changes may take that long.
    expect(zonePropagationSeconds([rec("A", "@", 60)])).toBe(3600);
    expect(zonePropagationSeconds([])).toBe(3600);
  });
});
