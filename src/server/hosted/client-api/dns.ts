import { ErrorBody } from "../../../contract/error-body";
import { NameserverUpdateResponse } from "../../../contract/nameserver-update-response";
import { pyObject } from "../../../contract/pydantic/py-object";
import { HostedDeletion, HostedDnsRecord } from "../../../contract/hosted-responses";
import { z } from "zod";
import { accessibleDomain, updateNameservers } from "../../domains/domain-actions";
import { notFound } from "../../http/errors";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../../http/route";
import type { OrderDeps } from "../../orders/orders";
import { DomainPath, pyDomain } from "../../registrar/domain-field";
import { pyUuid } from "../../../contract/pydantic/py-uuid";
import { DnsRecordInput, DnsRecordList } from "../../../contract/dns-record";
import { deleteRecord, listRecords, toDnsRecord, writeRecord } from "../../dns/records";
import { NameserverBody } from "../../registrar/nameserver-body";

const CLIENT = ["client_token"] as const;

/** Nameservers and DNS records of the end user's domains (`dns_manage`). */
export function hostedDnsRoutes(auth: RouteDeps, deps: OrderDeps): RouteGroup {
  const api = routeGroup(auth, "/api/v1/hosted/domains");
  const { db } = deps;

  defineRoute(
    api,
    {
      method: "get",
      path: "/{domain}/nameservers",
      operationId: "hostedGetNameservers",
      summary: "Nameservers of one of the end user's domains (dns_manage)",
      tags: ["hosted API"],
      auth: CLIENT,
      sessionActions: ["dns_manage"],
      params: DomainPath,
      responses: {
        404: { description: "No such domain", schema: ErrorBody },
        200: {
          description: "The nameservers",
          schema: z
            .object({ domain: z.string(), nameservers: z.array(z.string()) })
            .meta({ id: "HostedNameservers" }),
        },
      },
    },
    async (c, { params, principal }) => {
      const row = await accessibleDomain(db, principal, params.domain);
      return c.json({ domain: row.name, nameservers: row.nameservers });
    },
  );

  defineRoute(
    api,
    {
      method: "put",
      path: "/{domain}/nameservers",
      operationId: "hostedSetNameservers",
      summary: "Set the nameservers of one of the end user's domains (dns_manage)",
      tags: ["hosted API"],
      auth: CLIENT,
      sessionActions: ["dns_manage"],
      params: DomainPath,
      body: NameserverBody,
      responses: {
        200: { description: "The update's result", schema: NameserverUpdateResponse },
        404: { description: "No such domain", schema: ErrorBody },
      },
    },
    async (c, { params, body, principal }) => {
      const row = await accessibleDomain(db, principal, params.domain);
      return c.json(await updateNameservers(deps, row, params.domain, body.nameservers));
    },
  );

  const RecordPath = pyObject({ domain: pyDomain(), record_id: pyUuid() });
  const records = "/{domain}/records";

  defineRoute(
    api,
    {
      method: "get",
      path: records,
      operationId: "hostedListDnsRecords",
      summary: "DNS records of one of the end user's domains (dns_manage)",
      tags: ["hosted API"],
      auth: CLIENT,
      sessionActions: ["dns_manage"],
      params: DomainPath,
      responses: {
        200: { description: "The records", schema: DnsRecordList },
        404: { description: "No such domain", schema: ErrorBody },
      },
    },
    async (c, { params, principal }) => {
      const row = await accessibleDomain(db, principal, params.domain);
      const items = (await listRecords(db, row.id)).map((r) => toDnsRecord(r, row.name));
      return c.json({ domain: row.name, items });
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: records,
      operationId: "hostedCreateDnsRecord",
      idempotent: true,
      summary: "Add a DNS record (dns_manage)",
      tags: ["hosted API"],
      auth: CLIENT,
      sessionActions: ["dns_manage"],
      params: DomainPath,
      body: DnsRecordInput,
      responses: {
        201: { description: "The new record", schema: HostedDnsRecord },
        404: { description: "No such domain", schema: ErrorBody },
      },
    },
    async (c, { params, body, principal }) => {
      const row = await accessibleDomain(db, principal, params.domain);
      const record = await writeRecord(db, row, body);
      return c.json({ ...toDnsRecord(record!, row.name), event_id: record!.eventId }, 201);
    },
  );

  defineRoute(
    api,
    {
      method: "put",
      path: `${records}/{record_id}`,
      operationId: "hostedReplaceDnsRecord",
      summary: "Replace a DNS record (dns_manage)",
      tags: ["hosted API"],
      auth: CLIENT,
      sessionActions: ["dns_manage"],
      params: RecordPath,
      body: DnsRecordInput,
      responses: {
        200: { description: "The record", schema: HostedDnsRecord },
        404: { description: "No such domain or record", schema: ErrorBody },
      },
    },
    async (c, { params, body, principal }) => {
      const row = await accessibleDomain(db, principal, params.domain);
      const record = await writeRecord(db, row, body, params.record_id);
      if (!record) throw notFound("DNS record not found in this domain's zone.");
      return c.json({ ...toDnsRecord(record, row.name), event_id: record.eventId });
    },
  );

  defineRoute(
    api,
    {
      method: "delete",
      path: `${records}/{record_id}`,
      operationId: "hostedDeleteDnsRecord",
      summary: "Delete a DNS record (dns_manage)",
      tags: ["hosted API"],
      auth: CLIENT,
      sessionActions: ["dns_manage"],
      params: RecordPath,
      responses: {
        200: { description: "Deleted, with the dns.changed event id", schema: HostedDeletion },
        404: { description: "No such domain or record", schema: ErrorBody },
      },
    },
    async (c, { params, principal }) => {
      const row = await accessibleDomain(db, principal, params.domain);
      const gone = await deleteRecord(db, row.id, params.record_id);
      if (!gone) throw notFound("DNS record not found in this domain's zone.");
      return c.json({ deleted: true as const, event_id: gone.eventId });
    },
  );
  return api;
}
