import type { Context } from "hono";
import { z } from "zod";
import {
  DnsRecord,
  DnsRecordInput,
  DnsRecordList,
  DnsRecordPatch,
  DnsSyncRequest,
  DnsSyncResult,
} from "../../contract/dns-record";
import { checkDnsRecord } from "../../contract/dns-record-input";
import {
  DNS_RECORD_TYPES,
  TYPE_FIELDS,
  checkRecordName,
  type DnsRecordData,
} from "../../contract/dns-record-check";
import { ErrorBody } from "../../contract/error-body";
import { pyLiteral } from "../../contract/pydantic/py-literal";
import { pyObject } from "../../contract/pydantic/py-object";
import { pyStr } from "../../contract/pydantic/py-str";
import { pyUuid } from "../../contract/pydantic/py-uuid";
import { isJsonObject } from "../../contract/pydantic/py-dict";
import type { ValidationErrorItem } from "../../contract/pydantic/validation-error";
import { findDomain } from "../domains/domains";
import { ApiError, notFound } from "../http/errors";
import { owned, scopeOf } from "../http/scope";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import type { AppEnv } from "../http/app-env";
import { pyDomain } from "../registrar/domain-field";
import { toBindZone } from "./bind";
import { ZONE_RECORD_LIMIT } from "./zone-rules";
import type { DnsSettings } from "./settings";
import {
  deleteRecord,
  getRecord,
  listRecords,
  syncRecords,
  syncZoneItems,
  toData,
  toDnsRecord,
  isPending,
  writeRecord,
  zoneDelivery,
  zoneSerial,
} from "./records";

const ZonePath = pyObject({ domain_name: pyDomain() });
const RecordPath = pyObject({ domain_name: pyDomain(), record_id: pyUuid() });
const ListQuery = pyObject({
  format: pyLiteral(["json", "bind"])
    .default("json")
    .meta({ description: "`bind`: the zone as a BIND master file (text/plain)" }),
  type: pyLiteral(DNS_RECORD_TYPES).optional(),
  name: pyStr({ max: 253 }).optional(),
});

/**
 * A sync's 422 items in pydantic's order: path, query, then the body's `records` by index (a
 * record's field items before its zone-rule items), then its other fields, then headers.
 */
function inFieldOrder(items: ValidationErrorItem[]): ValidationErrorItem[] {
  const rank = ({ loc }: ValidationErrorItem): number[] => {
    const section = ["path", "query", "body"].indexOf(String(loc[0]));
    if (section !== 2) return [section === -1 ? 3 : section, 0, 0];
    if (loc[1] !== "records") return [2, 1, 0];
    return [2, 0, typeof loc[2] === "number" ? loc[2] : -1];
  };
  const compare = (a: number[], b: number[]) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;
  return items
    .map((i) => ({ i, r: rank(i) }))
    .sort((a, b) => compare(a.r, b.r))
    .map(({ i }) => i);
}

const BASE = "/{domain_name}/records";
const TAGS: ["dns"] = ["dns"];
const ERRORS = {
  404: { description: "No such domain or record", schema: ErrorBody },
};

export type DnsRouteDeps = RouteDeps & { settings: DnsSettings };

/**
 * The DNS records API of the spec: list (API key or access token; `?format=bind` exports the
 * zone), create, get, replace, patch, delete and sync (API key only, spec rule 2).
 */
export function dnsRoutes(deps: DnsRouteDeps): RouteGroup {
  const api = routeGroup(deps, "/api/v1/registrar/dns");
  const { db } = deps;

  /** The zone named in the path: 404 when the service has no such domain, 403 when not yours. */
  async function zoneOf(c: Context<AppEnv>, name: string) {
    const p = c.var.principal;
    return owned(await findDomain(db, name, p.livemode), scopeOf(p), {
      noun: "domain",
      notFound: `Domain not found: ${name} is not a domain of this service.`,
    });
  }

  async function recordOf(domainId: string, id: string) {
    const row = await getRecord(db, domainId, id);
    if (!row) throw notFound("DNS record not found in this domain's zone.");
    return row;
  }

  defineRoute(
    api,
    {
      method: "get",
      path: BASE,
      operationId: "listDnsRecords",
      description:
        "The zone's records as JSON, filtered by `type` and `name`; with `format=bind` the same records as an RFC 1035 master file (`text/plain`, with SOA and NS).",
      summary: "List a domain's DNS records, or export the zone (format=bind)",
      tags: TAGS,
      auth: ["api_key", "access_token"],
      params: ZonePath,
      query: ListQuery,
      responses: {
        200: {
          description:
            "The records as JSON, or with `format=bind` the zone as a text/plain master file",
          schema: DnsRecordList,
          text: z.string().meta({ example: "$ORIGIN example.com.\n@ 3600 IN A 192.0.2.1\n" }),
        },
        ...ERRORS,
      },
    },
    async (c, { params, query }) => {
      const domain = await zoneOf(c, params.domain_name.name);
      const name = query.name === undefined ? undefined : checkRecordName(query.name);
      const rows = (await listRecords(db, domain.id)).filter(
        (r) =>
          (query.type === undefined || r.type === query.type) &&
          (name === undefined || (name.ok && r.name === name.value)),
      );
      if (query.format === "bind") {
        const serial = await zoneSerial(db, domain.id);
        const text = toBindZone(domain.name, rows.map(toData), {
          serial,
          nameservers: deps.settings.nameservers,
        });
        c.header("Content-Disposition", `inline; filename="${domain.name}.zone"`);
        return c.text(text, 200, { "Content-Type": "text/plain; charset=utf-8" });
      }
      const zone = await zoneDelivery(db, domain.id);
      return c.json({
        domain: domain.name,
        items: rows.map((r) => toDnsRecord(r, domain.name, zone)),
      });
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: BASE,
      operationId: "createDnsRecord",
      idempotent: true,
      summary: "Create a DNS record",
      tags: TAGS,
      auth: ["api_key"],
      params: ZonePath,
      body: DnsRecordInput,
      responses: { 201: { description: "The new record", schema: DnsRecord }, ...ERRORS },
    },
    async (c, { params, body, idempotency }) => {
      const domain = await zoneOf(c, params.domain_name.name);
      // The record and its key's response in one transaction: a retry after a commit whose
      // answer was lost gets the record, never a second one.
      const row = await writeRecord(db, domain, body, undefined, async (tx, written) => {
        const zone = await zoneDelivery(tx, domain.id);
        const shown = toDnsRecord(written, domain.name, zone);
        await idempotency?.storeIn(tx, 201, JSON.stringify(shown));
      });
      return c.json(toDnsRecord(row!, domain.name, await zoneDelivery(db, domain.id)), 201);
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: `${BASE}/sync`,
      operationId: "syncDnsRecords",
      summary: "Make the zone hold exactly the given records",
      tags: TAGS,
      auth: ["api_key"],
      params: ZonePath,
      body: DnsSyncRequest,
      crossChecks: (detail, { params, body }) => {
        const records = isJsonObject(body) ? body.records : undefined;
        if (!params || !Array.isArray(records) || records.length > ZONE_RECORD_LIMIT) {
          return detail;
        }
        return inFieldOrder([...detail, ...syncZoneItems(params.domain_name.name, records)]);
      },
      responses: {
        200: {
          description: "What was (or, with dry_run, would be) changed",
          schema: DnsSyncResult,
        },
        ...ERRORS,
      },
    },
    async (c, { params, body }) => {
      const domain = await zoneOf(c, params.domain_name.name);
      const out = await syncRecords(db, domain, body.records, { dryRun: body.dry_run });
      // The API's fields only: a created row also holds the zone id and timestamps.
      const zone = await zoneDelivery(db, domain.id);
      const show = (r: DnsRecordData & { id: string | null; serial?: number | null }) => ({
        id: r.id,
        domain: domain.name,
        ...toData(r),
        pending: isPending(r.serial, zone),
      });
      return c.json({
        dry_run: body.dry_run,
        created: out.created.map(show),
        updated: out.updated.map((r) => toDnsRecord(r, domain.name, zone)),
        deleted: out.deleted.map((r) => toDnsRecord(r, domain.name, zone)),
      });
    },
  );

  const one = `${BASE}/{record_id}`;

  defineRoute(
    api,
    {
      method: "get",
      path: one,
      operationId: "getDnsRecord",
      summary: "Get a DNS record",
      tags: TAGS,
      auth: ["api_key"],
      params: RecordPath,
      responses: { 200: { description: "The record", schema: DnsRecord }, ...ERRORS },
    },
    async (c, { params }) => {
      const domain = await zoneOf(c, params.domain_name.name);
      const row = await recordOf(domain.id, params.record_id);
      return c.json(toDnsRecord(row, domain.name, await zoneDelivery(db, domain.id)));
    },
  );

  defineRoute(
    api,
    {
      method: "put",
      path: one,
      operationId: "replaceDnsRecord",
      summary: "Replace a DNS record",
      tags: TAGS,
      auth: ["api_key"],
      params: RecordPath,
      body: DnsRecordInput,
      responses: { 200: { description: "The record", schema: DnsRecord }, ...ERRORS },
    },
    async (c, { params, body }) => {
      const domain = await zoneOf(c, params.domain_name.name);
      const row = await writeRecord(db, domain, body, params.record_id);
      if (!row) throw notFound("DNS record not found in this domain's zone.");
      return c.json(toDnsRecord(row, domain.name, await zoneDelivery(db, domain.id)));
    },
  );

  defineRoute(
    api,
    {
      method: "patch",
      path: one,
      operationId: "updateDnsRecord",
      summary: "Change some fields of a DNS record",
      tags: TAGS,
      auth: ["api_key"],
      params: RecordPath,
      body: DnsRecordPatch,
      responses: { 200: { description: "The record", schema: DnsRecord }, ...ERRORS },
    },
    async (c, { params, body }) => {
      const domain = await zoneOf(c, params.domain_name.name);
      const current = toData(await recordOf(domain.id, params.record_id));
      const merged: Record<string, unknown> = { ...current };
      if (body.type !== undefined && body.type !== current.type) {
        // Fields the old type used and the new one does not are dropped, unless sent again.
        for (const key of TYPE_FIELDS[current.type]) merged[key] = null;
      }
      Object.assign(merged, body);
      const checked = checkDnsRecord(merged);
      if (!checked.ok) {
        throw new ApiError(
          422,
          checked.issues.map(({ path, error }) => ({
            type: error.type,
            loc: ["body", ...path.map((p) => (typeof p === "number" ? p : String(p)))],
            msg: error.msg,
            input: error.input,
            ...(error.ctx && { ctx: error.ctx }),
          })),
        );
      }
      const row = await writeRecord(db, domain, checked.value, params.record_id);
      if (!row) throw notFound("DNS record not found in this domain's zone.");
      return c.json(toDnsRecord(row, domain.name, await zoneDelivery(db, domain.id)));
    },
  );

  defineRoute(
    api,
    {
      method: "delete",
      path: one,
      operationId: "deleteDnsRecord",
      summary: "Delete a DNS record",
      tags: TAGS,
      auth: ["api_key"],
      params: RecordPath,
      responses: { 204: { description: "Deleted; no body" }, ...ERRORS },
    },
    async (c, { params }) => {
      const domain = await zoneOf(c, params.domain_name.name);
      if (!(await deleteRecord(db, domain.id, params.record_id))) {
        throw notFound("DNS record not found in this domain's zone.");
      }
      return c.body(null, 204);
    },
  );
  return api;
}
