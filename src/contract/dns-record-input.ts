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
import { DEFAULT_RECORD_TTL } from "./dns-caching";
import { isJsonObject } from "./pydantic/py-dict";
import { pyInt } from "./pydantic/py-int";
import { addPyIssue, pyError, readPyIssue, valueError, type PyError } from "./pydantic/py-issue";
import { pyLiteral } from "./pydantic/py-literal";
import { pyStr } from "./pydantic/py-str";

/*
 * A DNS record as a client sends it, checked as the service checks it: the service's routes
 * (`dns-record.ts` adds the OpenAPI description) and the widget's record form use this one
 * definition, so the form accepts exactly what the service accepts.
 */

const u16 = () => pyInt({ ge: 0, le: 65535 });

/** The fields of a record as a client sends them, each checked on its own. */
export const DNS_RECORD_FIELDS = {
  type: pyLiteral(DNS_RECORD_TYPES).meta({ example: "A" }),
  name: pyStr({ max: 253 })
    .default("@")
    .meta({ description: "Relative to the zone; '@' is the domain itself", example: "www" }),
  content: pyStr({ min: 1, max: TXT_MAX_OCTETS }).meta({ example: "192.0.2.1" }),
  ttl: pyInt({ ge: 60, le: 86400 }).default(DEFAULT_RECORD_TTL),
  priority: u16().nullable().optional().meta({ description: "MX and SRV only" }),
  weight: u16().nullable().optional().meta({ description: "SRV only" }),
  port: u16().nullable().optional().meta({ description: "SRV only" }),
  flags: pyInt({ ge: 0, le: 255 }).nullable().optional().meta({ description: "CAA only" }),
  tag: pyLiteral(CAA_TAGS).nullable().optional().meta({ description: "CAA only" }),
};
type FieldName = keyof typeof DNS_RECORD_FIELDS;

type RecordIssue = { path: PropertyKey[]; error: PyError };
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
  for (const [key, field] of Object.entries(DNS_RECORD_FIELDS)) {
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
    const order = Object.keys(DNS_RECORD_FIELDS);
    issues.sort((a, b) => order.indexOf(String(a.path[0])) - order.indexOf(String(b.path[0])));
    return { ok: false, issues };
  }
  return { ok: true, value: out as DnsRecordData };
}

function toPy(issue: z.core.$ZodIssue): PyError {
  return readPyIssue(issue) ?? pyError("value_error", issue.message, issue.input);
}

/** Body of record create and replace, as a schema (422 items per field, like the service's). */
export const DnsRecordBody = z.unknown().transform((input, ctx): DnsRecordData => {
  const r = checkDnsRecord(input);
  if (r.ok) return r.value;
  for (const i of r.issues) addPyIssue(ctx, i.error, i.path);
  return z.NEVER;
});
