import type { FieldErrors, Resolver } from "react-hook-form";
import { parseValue } from "../../../contract/pydantic/validation-error";
import { toFieldErrors } from "../../lib/forms/contract-resolver";
import { fieldErrorText } from "../../lib/forms/field-errors";
import { TYPE_FIELDS, type DnsRecordType } from "../../../contract/dns-record-check";
import { DnsRecordBody } from "../../../contract/dns-record-input";
import { DEFAULT_RECORD_TTL } from "../../../contract/dns-caching";
import type { WidgetDnsRecord } from "./widget-dns-record";

/** The record form's values, as typed. */
export type RecordFormValues = {
  type: DnsRecordType;
  name: string;
  content: string;
  ttl: string;
  priority: string;
  weight: string;
  port: string;
  flags: string;
  tag: string;
};

export const emptyRecord: RecordFormValues = {
  type: "A",
  name: "@",
  content: "",
  ttl: String(DEFAULT_RECORD_TTL),
  priority: "",
  weight: "",
  port: "",
  flags: "0",
  tag: "issue",
};

export function valuesOf(record: WidgetDnsRecord): RecordFormValues {
  const s = (v: number | string | null | undefined, d = "") =>
    v === null || v === undefined ? d : String(v);
  return {
    type: record.type,
    name: record.name,
    content: record.content,
    ttl: String(record.ttl),
    priority: s(record.priority),
    weight: s(record.weight),
    port: s(record.port),
    flags: s(record.flags, "0"),
    tag: s(record.tag, "issue"),
  };
}

/** The request body: only the fields the type uses (the service refuses the others). */
export function toRecordBody(values: RecordFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    type: values.type,
    name: values.name.trim() || "@",
    content: values.content.trim(),
    ttl: values.ttl,
  };
  for (const key of TYPE_FIELDS[values.type]) {
    if (values[key] !== "") body[key] = values[key];
  }
  return body;
}

/** Checks a record with the service's own check: each field, then what its type needs. */
export const recordResolver: Resolver<RecordFormValues> = async (values) => {
  const parsed = parseValue(DnsRecordBody, toRecordBody(values), "body");
  const items = parsed.ok ? [] : parsed.detail;
  if (items.length === 0) return { values, errors: {} };
  const describe = (item: (typeof items)[number]) =>
    fieldErrorText("dns", item, { recordType: values.type });
  return {
    values: {},
    errors: toFieldErrors(items, undefined, describe) as FieldErrors<RecordFormValues>,
  };
};
