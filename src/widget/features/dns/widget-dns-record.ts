import { z } from "zod";
import { DnsRecord } from "../../../contract/dns-record";

/*
 * The records the widget reads: the contract's `DnsRecord`, read leniently (the id is opaque
 * to the widget, the fields a record's type does not use may be absent, and `pending` is
 * absent from a service older than the DNS engines: read as published). What the widget
 * sends is checked with the contract's own `DnsRecordBody` (`record-form-values.ts`).
 */

/** A record as the hosted API returns it. */
export const WidgetDnsRecord = DnsRecord.extend({ id: z.string() }).partial({
  priority: true,
  weight: true,
  port: true,
  flags: true,
  tag: true,
  pending: true,
});
export type WidgetDnsRecord = z.infer<typeof WidgetDnsRecord>;

/** A record as a create or replace answers it, with the `dns.changed` event id. */
export const WrittenDnsRecord = WidgetDnsRecord.extend({ event_id: z.uuid() });

export const WidgetDnsRecordList = z.object({ items: z.array(WidgetDnsRecord) });
