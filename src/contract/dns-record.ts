import { z } from "zod";
import {
  CAA_TAGS,
  DNS_RECORD_TYPES,
  OPTIONAL_FIELDS,
  TXT_MAX_OCTETS,
  TYPE_FIELDS,
  checkContent,
  checkRecordName,
  type DnsRecordData,
} from "./dns-record-check";
import { pyBool } from "./py-bool";
import { isJsonObject } from "./py-dict";
import { jsonSchemaOf } from "./json-schema-of";
import { pyInt } from "./py-int";
import { addPyIssue, pyError, readPyIssue, valueError, type PyError } from "./py-issue";
import { pyList } from "./py-list";
import { pyLiteral } from "./py-literal";
import { pyObject } from "./py-object";
import { pyStr } from "./py-str";

const u16 = () => pyInt({ ge: 0, le: 65535 });

/** The fields of a record as a client sends them, each checked on its own. */
const FIELDS = {
  type: pyLiteral(DNS_RECORD_TYPES).meta({ example: "A" }),
  name: pyStr({ max: 253 })
    .default("@")
    .meta({ description: "Relative to the zone; '@' is the domain itself", example: "www" }),
  content: pyStr({ min: 1, max: TXT_MAX_OCTETS }).meta({ example: "192.0.2.1" }),
  ttl: pyInt({ ge: 60, le: 86400 }).default(3600),
  priority: u16().nullable().optional().meta({ description: "MX and SRV only" }),
  weight: u16().nullable().optional().meta({ description: "SRV only" }),
  port: u16().nullable().optional().meta({ description: "SRV only" }),
  flags: pyInt({ ge: 0, le: 255 }).nullable().optional().meta({ description: "CAA only" }),
  tag: pyLiteral(CAA_TAGS).nullable().optional().meta({ description: "CAA only" }),
};
type FieldName = keyof typeof FIELDS;

export type RecordIssue = { path: PropertyKey[]; error: PyError };
export type RecordCheck = { ok: true; value: DnsRecordData } | { ok: false; issues: RecordIssue[] };

/**
 * Checks one record as pydantic would with a validator per field: every field on its own first
 * (types, ranges), then what depends on `type` (content form, name syntax, which of priority,
 * weight, port, flags and tag it needs or refuses), reporting every failing field at once.
 * @example checkDnsRecord({ type: "MX", name: "@", content: "mx.example.net", priority: 10 })
 */
export function checkDnsRecord(input: unknown): RecordCheck {
  if (!isJsonObject(input)) {
    const msg = "Input should be a valid dictionary or object to extract fields from";
    return {
      ok: false,
      issues: [{ path: [], error: pyError("model_attributes_type", msg, input) }],
    };
  }
  const issues: RecordIssue[] = [];
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(FIELDS)) {
    const present = Object.hasOwn(input, key) && input[key] !== undefined;
    if (!present && field._zod.optin === undefined) {
      issues.push({ path: [key], error: pyError("missing", "Field required", input) });
      continue;
    }
    const r = field.safeParse(present ? input[key] : undefined, { reportInput: true });
    if (r.success) out[key] = r.data ?? null;
    else issues.push(...r.error.issues.map((i) => ({ path: [key, ...i.path], error: toPy(i) })));
  }
  const failed = new Set(issues.map((i) => i.path[0]));
  const bad = (key: FieldName, message: string) => {
    issues.push({ path: [key], error: valueError(input[key] ?? null, message) });
    failed.add(key);
  };
  if (!failed.has("name")) {
    const name = checkRecordName(out.name as string);
    if (name.ok) out.name = name.value;
    else bad("name", name.message);
  }
  if (!failed.has("type")) {
    const type = out.type as DnsRecordData["type"];
    const uses = TYPE_FIELDS[type];
    for (const key of OPTIONAL_FIELDS) {
      if (failed.has(key)) continue;
      if (!uses.includes(key) && out[key] !== null) {
        bad(key, `${key} is not used by ${type} records; leave it out`);
      } else if (uses.includes(key) && out[key] === null && key !== "flags") {
        bad(key, `${type} records need ${key === "tag" ? "a tag" : `a ${key}`}`);
      }
    }
    // CAA flags default to 0 (not critical); the other type fields have no default.
    if (type === "CAA" && out.flags === null && !failed.has("flags")) out.flags = 0;
    if (!failed.has("content")) {
      const content = checkContent(type, out.content as string, out.tag as string | null);
      if (content.ok) out.content = content.value;
      else bad("content", content.message);
    }
    if (
      type === "SRV" &&
      !failed.has("name") &&
      !/^_[^.]+\._(tcp|udp|tls|sctp)(\.|$)/.test(out.name as string)
    ) {
      bad("name", "an SRV record's name is _service._proto, such as _sip._tcp or _sip._tcp.eu");
    }
  }
  if (issues.length > 0) {
    const order = Object.keys(FIELDS);
    issues.sort((a, b) => order.indexOf(String(a.path[0])) - order.indexOf(String(b.path[0])));
    return { ok: false, issues };
  }
  return { ok: true, value: out as DnsRecordData };
}

function toPy(issue: z.core.$ZodIssue): PyError {
  return readPyIssue(issue) ?? pyError("value_error", issue.message, issue.input);
}

const FIELDS_SCHEMA = jsonSchemaOf(pyObject(FIELDS));

/** Body of record create (`POST`) and replace (`PUT`). */
export const DnsRecordInput = z
  .unknown()
  .transform((input, ctx): DnsRecordData => {
    const r = checkDnsRecord(input);
    if (r.ok) return r.value;
    for (const i of r.issues) addPyIssue(ctx, i.error, i.path);
    return z.NEVER;
  })
  .meta({ ...FIELDS_SCHEMA, id: "DnsRecordInput" });
export type DnsRecordInput = DnsRecordData;

/**
 * Body of `PATCH`: any subset of the fields. The server merges it into the stored record and
 * checks the result as a whole, so errors still point at the field.
 */
export const DnsRecordPatch = pyObject({
  type: FIELDS.type.optional(),
  name: pyStr({ max: 253 }).optional(),
  content: FIELDS.content.optional(),
  ttl: pyInt({ ge: 60, le: 86400 }).optional(),
  priority: FIELDS.priority,
  weight: FIELDS.weight,
  port: FIELDS.port,
  flags: FIELDS.flags,
  tag: FIELDS.tag,
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
