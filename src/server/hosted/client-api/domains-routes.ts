import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { DnsRecordInput, DnsRecordList } from "../../../contract/dns-record";
import { ErrorBody } from "../../../contract/error-body";
import {
  HostedDeletion,
  HostedDnsRecord,
  HostedOrderDetail,
  HostedRenewResponse,
} from "../../../contract/hosted-responses";
import { HostedDomain } from "../../../contract/hosted-session-info";
import { NameserverUpdateResponse } from "../../../contract/nameserver-update-response";
import { pyObject } from "../../../contract/pydantic/py-object";
import { pyUuid } from "../../../contract/pydantic/py-uuid";
import { RenewRequest } from "../../../contract/renew-request";
import type { RenewResponse } from "../../../contract/renew-response";
import {
  deleteRecord,
  listRecords,
  toDnsRecord,
  writeRecord,
  zoneDelivery,
  type ZoneDelivery,
} from "../../dns/records";
import { domains } from "../../domains/schema";
import { held } from "../../domains/domains";
import { accessibleDomain, toDomain, updateNameservers } from "../../domains/domain-actions";
import { renewDomain } from "../../domains/renewal";
import { conflict, notFound } from "../../http/errors";
import type { ClientPrincipal } from "../../http/app-env";
import { placeRenewalOrder } from "../../orders/renewal-orders";
import { defineHostedRegistrantRoutes } from "../../domains/registrant-operations";
import { defineHostedVerificationRoutes } from "../../domains/verification-operations";
import type { RegistrantVerifier } from "../../domains/registrant-verifier";
import { defineRestoreRoutes } from "../../domains/restore-operations";
import { defineHostedDnsZoneRoutes, type DnsZoneRouteDeps } from "../../dns/zone-operations";
import { findSession } from "../sessions";
import { hostedOrderDetails } from "../hosted-order-events";
import { endUsersOrder } from "./end-users-order";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../../http/route";
import type { OrderDeps } from "../../orders/orders";
import { checkPrices } from "../../registrar/availability";
import { DomainPath, pyDomain } from "../../registrar/domain-field";
import { NameserverBody } from "../../registrar/nameserver-body";
import { normalizeDomain } from "../../registrar/normalize-domain";
import { registrarFor } from "../../registrar/provider";

const CLIENT = ["client_token"] as const;

const RenewalOrderPath = pyObject({ domain: pyDomain(), order_id: pyUuid() });

/**
 * The end user's domains (`dns_manage` or `renew`), their renewal (`renew`), nameservers and
 * DNS records (`dns_manage`).
 */
export function hostedDomainRoutes(
  auth: RouteDeps,
  deps: OrderDeps & { verification?: RegistrantVerifier; dnsZones?: DnsZoneRouteDeps },
): RouteGroup {
  const api = routeGroup(auth, "/api/v1/hosted/domains");
  const { db } = deps;

  defineRoute(
    api,
    {
      method: "get",
      path: "/",
      operationId: "hostedListDomains",
      summary: "Domains of the end user's account (dns_manage or renew)",
      tags: ["hosted API"],
      auth: CLIENT,
      sessionActions: ["dns_manage", "renew"],
      responses: {
        200: {
          description: "The domains",
          schema: z.object({ items: z.array(HostedDomain) }).meta({ id: "HostedDomainList" }),
        },
      },
    },
    async (c, { principal }) => {
      const rows = await db
        .select()
        .from(domains)
        .where(
          and(
            eq(domains.organizationId, principal.organizationId),
            eq(domains.livemode, principal.livemode),
            eq(domains.externalAccountId, principal.externalAccountId),
            held(),
          ),
        )
        .orderBy(domains.name);
      const now = deps.now();
      // Every name's renewal price in one registrar call (no query per domain).
      const parsed = rows.map((r) => normalizeDomain(r.name, { stored: true }));
      const names = parsed.flatMap((p) => (p.ok ? [p.domain] : []));
      const answers = await checkPrices(registrarFor(deps.registrars, principal.livemode), names);
      const priceOf = new Map(names.map((d, i) => [d.name, answers[i]]));
      const items = rows.map((r, i) => {
        const p = parsed[i]!;
        const price = p.ok ? priceOf.get(p.domain.name) : undefined;
        const { external_account_id: _account, ...domain } = toDomain(r, now);
        return {
          ...domain,
          renewal_price: price?.renewalPrice ?? null,
          currency: price?.currency ?? null,
        };
      });
      return c.json({ items });
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/{domain}/renew",
      operationId: "hostedRenewDomain",
      idempotent: true,
      summary: "Renew one of the end user's domains (renew)",
      tags: ["hosted API"],
      auth: CLIENT,
      sessionActions: ["renew"],
      params: DomainPath,
      body: RenewRequest,
      responses: {
        404: { description: "No such domain", schema: ErrorBody },
        200: {
          description: "Renewed, or success false with the registrar's message",
          schema: HostedRenewResponse,
        },
      },
    },
    async (c, { params, body, principal, idempotency }) => {
      const row = await accessibleDomain(db, principal, params.domain);
      const answer = (o: { response: RenewResponse; eventId: string }) => ({
        ...o.response,
        event_id: o.eventId,
      });
      const outcome = await renewDomain(deps, row, params.domain, body.years, {
        ...(idempotency && {
          reply: (tx, o) => idempotency.storeIn(tx, 200, JSON.stringify(answer(o))),
        }),
      });
      return c.json(answer(outcome));
    },
  );

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
      const zone = await zoneDelivery(db, row.id);
      const items = (await listRecords(db, row.id)).map((r) => toDnsRecord(r, row.name, zone));
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
    async (c, { params, body, principal, idempotency }) => {
      const row = await accessibleDomain(db, principal, params.domain);
      const view = (
        r: Parameters<typeof toDnsRecord>[0] & { eventId: string },
        zone: ZoneDelivery,
      ) => ({
        ...toDnsRecord(r, row.name, zone),
        event_id: r.eventId,
      });
      // The record and its key's response in one transaction (as the partner API's route).
      const record = await writeRecord(db, row, body, undefined, async (tx, written) => {
        const shown = view(written, await zoneDelivery(tx, row.id));
        await idempotency?.storeIn(tx, 201, JSON.stringify(shown));
      });
      return c.json(view(record!, await zoneDelivery(db, row.id)), 201);
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
      const zone = await zoneDelivery(db, row.id);
      return c.json({ ...toDnsRecord(record, row.name, zone), event_id: record.eventId });
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
  /** A renewal order of one of the end user's domains: 404 unknown, 403 another account's. */
  async function endUsersRenewalOrder(p: ClientPrincipal, name: string, orderId: string) {
    const row = await endUsersOrder(db, p, orderId);
    if (row.kind !== "renewal" || row.domainName !== name) {
      throw notFound("Renewal order not found");
    }
    return row;
  }

  defineRoute(
    api,
    {
      method: "post",
      path: "/{domain}/renewal-orders",
      operationId: "hostedCreateRenewalOrder",
      idempotent: true,
      summary: "Renew one of the end user's domains, paid by the end user's card (renew)",
      description:
        "For a session whose `renewal_payment` is `card`: a pending renewal order priced at the " +
        "registrar's renewal price × years, with its `checkout_url`. Once paid, the domain is " +
        "renewed by the order worker (the order becomes `completed`), or the order `failed` and " +
        "the payment is refunded. Nothing is billed to the organization.",
      tags: ["hosted API"],
      auth: CLIENT,
      sessionActions: ["renew"],
      params: DomainPath,
      body: RenewRequest,
      responses: {
        201: { description: "The pending renewal order", schema: HostedOrderDetail },
        404: { description: "No such domain", schema: ErrorBody },
        409: {
          description:
            "The session's renewals are billed to the organization, or an order for the domain is in progress",
          schema: ErrorBody,
        },
      },
    },
    // Its Idempotency-Key's answer is stored as the runner stores any answer (after it is sent).
    async (c, { params, body, principal }) => {
      const row = await accessibleDomain(db, principal, params.domain);
      const session = await findSession(db, principal.sessionId);
      if (session?.renewalPayment !== "card") {
        throw conflict(
          "invalid_state",
          "This session's renewals are billed to the organization: renew with POST /api/v1/hosted/domains/{domain}/renew.",
        );
      }
      const { row: order, eventId } = await placeRenewalOrder(
        deps,
        { hostedSessionId: principal.sessionId, externalAccountId: principal.externalAccountId },
        row,
        params.domain,
        body.years,
      );
      const [detail] = await hostedOrderDetails(deps, [order]);
      return c.json({ ...detail!, event_id: eventId }, 201);
    },
  );

  defineRoute(
    api,
    {
      method: "get",
      path: "/{domain}/renewal-orders/{order_id}",
      operationId: "hostedGetRenewalOrder",
      summary: "One renewal order of one of the end user's domains (renew)",
      tags: ["hosted API"],
      auth: CLIENT,
      sessionActions: ["renew"],
      params: RenewalOrderPath,
      responses: {
        200: { description: "The renewal order", schema: HostedOrderDetail },
        404: { description: "No such renewal order", schema: ErrorBody },
      },
    },
    async (c, { params, principal }) => {
      const row = await endUsersRenewalOrder(principal, params.domain.name, params.order_id);
      const [detail] = await hostedOrderDetails(deps, [row]);
      return c.json(detail!);
    },
  );

  defineHostedRegistrantRoutes(api, deps);

  if (deps.verification) {
    defineHostedVerificationRoutes(api, { ...deps, verification: deps.verification });
  }
  defineRestoreRoutes(api, deps, "hosted");
  if (deps.dnsZones) defineHostedDnsZoneRoutes(api, deps.dnsZones);
  return api;
}
