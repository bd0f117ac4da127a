import { z } from "zod";
import { pyInt } from "../../../contract/py-int";
import { pyLiteral } from "../../../contract/py-literal";
import { pyObject } from "../../../contract/py-object";
import { pyStr } from "../../../contract/py-str";

// The contract has no DNS record schema on this branch yet; these are the widget's minimal
// ones (DESIGN.md "DNS"). The service validates each type fully and its 422 lands on the fields.
export const DNS_TYPES = ["A", "AAAA", "CNAME", "MX", "TXT", "NS", "SRV", "CAA"] as const;
export type DnsType = (typeof DNS_TYPES)[number];
export const CAA_TAGS = ["issue", "issuewild", "iodef"] as const;

/** The extra fields each type uses, beyond name, content and ttl. */
export const TYPE_FIELDS: Record<
  DnsType,
  readonly ("priority" | "weight" | "port" | "flags" | "tag")[]
> = {
  A: [],
  AAAA: [],
  CNAME: [],
  MX: ["priority"],
  TXT: [],
  NS: [],
  SRV: ["priority", "weight", "port"],
  CAA: ["flags", "tag"],
};

/** A record as the hosted API returns it. */
export const WidgetDnsRecord = z.object({
  id: z.string(),
  domain: z.string(),
  type: z.enum(DNS_TYPES),
  name: z.string(),
  content: z.string(),
  ttl: z.number().int(),
  priority: z.number().int().nullable().optional(),
  weight: z.number().int().nullable().optional(),
  port: z.number().int().nullable().optional(),
  flags: z.number().int().nullable().optional(),
  tag: z.string().nullable().optional(),
});
export type WidgetDnsRecord = z.infer<typeof WidgetDnsRecord>;

/** A record as a create or replace answers it, with the `dns.changed` event id. */
export const WrittenDnsRecord = WidgetDnsRecord.extend({ event_id: z.uuid() });

export const WidgetDnsRecordList = z.object({ items: z.array(WidgetDnsRecord) });

const u16 = () => pyInt({ ge: 0, le: 65535 });

/** A record as the widget sends it (create and replace), checked field by field like the service. */
export const WidgetDnsRecordInput = pyObject({
  type: pyLiteral(DNS_TYPES),
  name: pyStr({ max: 253 }).default("@"),
  content: pyStr({ min: 1, max: 4096 }),
  ttl: pyInt({ ge: 60, le: 86400 }).default(3600),
  priority: u16().nullable().optional(),
  weight: u16().nullable().optional(),
  port: u16().nullable().optional(),
  flags: pyInt({ ge: 0, le: 255 }).nullable().optional(),
  tag: pyLiteral(CAA_TAGS).nullable().optional(),
});
