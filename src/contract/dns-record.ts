import { z } from "zod";
import { DNS_RECORD_TYPES, type DnsRecordData } from "./dns-record-check";
import { DNS_RECORD_FIELDS, DnsRecordBody } from "./dns-record-input";
import { pyBool } from "./pydantic/py-bool";
import { jsonSchemaOf } from "./pydantic/json-schema-of";
import { pyInt } from "./pydantic/py-int";
import { pyList } from "./pydantic/py-list";
import { pyObject } from "./pydantic/py-object";
import { pyStr } from "./pydantic/py-str";

const FIELDS_SCHEMA = jsonSchemaOf(pyObject(DNS_RECORD_FIELDS));

/** Body of record create (`POST`) and replace (`PUT`). */
export const DnsRecordInput = DnsRecordBody.meta({ ...FIELDS_SCHEMA, id: "DnsRecordInput" });
export type DnsRecordInput = DnsRecordData;

/**
 * Body of `PATCH`: any subset of the fields. The server merges it into the stored record and
 * checks the result as a whole, so errors still point at the field.
 */
export const DnsRecordPatch = pyObject({
  type: DNS_RECORD_FIELDS.type.optional(),
  name: pyStr({ max: 253 }).optional(),
  content: DNS_RECORD_FIELDS.content.optional(),
  ttl: pyInt({ ge: 60, le: 86400 }).optional(),
  priority: DNS_RECORD_FIELDS.priority,
  weight: DNS_RECORD_FIELDS.weight,
  port: DNS_RECORD_FIELDS.port,
  flags: DNS_RECORD_FIELDS.flags,
  tag: DNS_RECORD_FIELDS.tag,
}).meta({ id: "DnsRecordPatch" });
export type DnsRecordPatch = z.output<typeof DnsRecordPatch>;

/** Body of `POST …/records/sync`: the zone's desired full set of records. */
export const DnsSyncRequest = pyObject({
  records: pyList(DnsRecordInput, { max: 1000 }),
  dry_run: pyBool().default(false),
}).meta({ id: "DnsSyncRequest" });
export type DnsSyncRequest = z.output<typeof DnsSyncRequest>;

/** A record as the service returns it; fields its type does not use are null. */
export const DnsRecord = z
  .object({
    id: z.uuid(),
    domain: z.string().meta({ example: "example.com" }),
    type: z.enum(DNS_RECORD_TYPES),
    name: z.string().meta({ example: "www" }),
    content: z.string(),
    ttl: z.number().int(),
    priority: z.number().int().nullable(),
    weight: z.number().int().nullable(),
    port: z.number().int().nullable(),
    flags: z.number().int().nullable(),
    tag: z.string().nullable(),
    pending: z.boolean().meta({
      description:
        "True while the record's last change waits to reach the engine serving the zone (always false for the built-in server)",
    }),
  })
  .meta({ id: "DnsRecord" });
export type DnsRecord = z.infer<typeof DnsRecord>;

export const DnsRecordList = z
  .object({ domain: z.string(), items: z.array(DnsRecord) })
  .meta({ id: "DnsRecordList" });
export type DnsRecordList = z.infer<typeof DnsRecordList>;

/** What a sync did (or, with `dry_run`, would do); planned creations have `id: null`. */
export const DnsSyncResult = z
  .object({
    dry_run: z.boolean(),
    created: z.array(DnsRecord.extend({ id: z.uuid().nullable() })),
    updated: z.array(DnsRecord),
    deleted: z.array(DnsRecord),
  })
  .meta({ id: "DnsSyncResult" });
export type DnsSyncResult = z.infer<typeof DnsSyncResult>;
