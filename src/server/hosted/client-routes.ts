import { and, eq } from "drizzle-orm";
import { AvailabilityResult, SuggestionList } from "../../contract/availability-result";
import { ErrorBody } from "../../contract/error-body";
import type { HostedAction } from "../../contract/hosted-action";
import { HostedDomain, HostedSessionInfo } from "../../contract/hosted-session-info";
import { NameserverUpdateResponse } from "../../contract/nameserver-update-response";
import { pyObject } from "../../contract/py-object";
import { RenewRequest } from "../../contract/renew-request";
import {
  HostedDeletion,
  HostedDnsRecord,
  HostedOrderDetail,
  HostedOrderList,
  HostedOrderResponse,
  HostedRenewResponse,
} from "../../contract/hosted-responses";
import { z } from "zod";
import type { ClientPrincipal } from "../http/app-env";
import { domains, orders, organizations } from "../db/schema";
import {
  accessibleDomain,
  renewDomain,
  toDomain,
  updateNameservers,
} from "../domains/domain-actions";
import { forbidden, notFound } from "../http/errors";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { lastQueryValue } from "../http/query";
import { OrderIdPath, ServerOrderRequest, toNewOrder } from "../orders/order-request";
import {
  createOrder,
  decodeCursor,
  listOrders,
  toOrderResponse,
  type OrderDeps,
} from "../orders/orders";
import { pyCursor } from "../http/cursor-field";
import { pyInt } from "../../contract/py-int";
import { acceptNewPrice, cancelOrder } from "../orders/order-actions";
import type { OrderRow } from "../orders/order-states";
import { checkAvailability, suggest } from "../registrar/availability";
import { DomainPath, pyDomain, pySearchTerm } from "../registrar/domain-field";
import { pyUuid } from "../../contract/py-uuid";
import { DnsRecordInput, DnsRecordList } from "../../contract/dns-record";
import { deleteRecord, listRecords, toDnsRecord, writeRecord } from "../dns/records";
import { normalizeDomain } from "../registrar/normalize-domain";
import { NameserverBody } from "../registrar/nameserver-body";
import { findSession, embedOrigins } from "./sessions";
import { hostedOrderDetails, orderCreatedEventId } from "./hosted-order-events";

/** The hosted order list's page: as the partner's order list, within the end user's account. */
const HostedOrderListQuery = pyObject({
  limit: pyInt({ ge: 1, le: 100 }).default(20),
  cursor: pyCursor(decodeCursor).optional(),
});

const CLIENT = ["client_token"] as const;

/**
 * The API the widget talks to, authorised by a session's client token alone. Every route
 * checks the session's allowed actions and that the order or domain belongs to the session's
 * organization and end-user account (403 otherwise).
 */
export function hostedClientRoutes(
  auth: RouteDeps,
  deps: OrderDeps & { kick: () => void },
): RouteGroup {
  const api = routeGroup(auth, "/api/v1/hosted");
  const { db } = deps;

  /** One order as the hosted API shows it (with its current status's event id). */
  const hostedOrderDetail = async (row: OrderRow) => (await hostedOrderDetails(deps, [row]))[0]!;

  /** One of the session's end user's orders: 404 unknown, 403 another account's. */
  async function endUsersOrder(p: ClientPrincipal, orderId: string) {
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw notFound("Order not found");
    if (row.organizationId !== p.organizationId || row.externalAccountId !== p.externalAccountId) {
      throw forbidden("This order belongs to another account than this session's.");
    }
    return row;
  }

  defineRoute(
    api,
    {
      method: "get",
      path: "/session",
      operationId: "hostedGetSession",
      summary: "The session the client token belongs to: actions, theme, expiry, brand",
      tags: ["hosted API"],
      auth: CLIENT,
      responses: {
        200: { description: "The session", schema: HostedSessionInfo },
        404: { description: "The session no longer exists", schema: ErrorBody },
      },
    },
    async (c, { principal }) => {
      const session = await findSession(db, principal.sessionId);
      if (!session) throw notFound("Hosted session not found");
      const [org] = await db
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, session.organizationId));
      return c.json({
        session_id: session.id,
        allowed_actions: session.allowedActions as HostedAction[],
        theme: session.themeConfig,
        expires_at: session.expiresAt.toISOString(),
        organization: { name: org?.name ?? "" },
        external_account_id: session.externalAccountId,
        allowed_origins: await embedOrigins(db, session),
      } satisfies HostedSessionInfo);
    },
  );

  defineRoute(
    api,
    {
      method: "get",
      path: "/availability/{domain}",
      operationId: "hostedCheckAvailability",
      summary: "Availability and prices of one name (domain_search)",
      tags: ["hosted API"],
      auth: CLIENT,
      sessionActions: ["domain_search"],
      params: DomainPath,
      responses: { 200: { description: "The registrar's answer", schema: AvailabilityResult } },
    },
    async (c, { params }) => {
      return c.json(await checkAvailability(deps.registrar, params.domain));
    },
  );

  defineRoute(
    api,
    {
      method: "get",
      path: "/suggestions",
      operationId: "hostedSuggestDomains",
      summary: "Alternatives across popular suffixes for a search term (domain_search)",
      tags: ["hosted API"],
      auth: CLIENT,
      sessionActions: ["domain_search"],
      query: pyObject({ q: pySearchTerm() }),
      responses: {
        200: { description: "Candidates, the exact domain first", schema: SuggestionList },
      },
    },
    async (c, { query }) => {
      return c.json({
        query: lastQueryValue(c, "q") ?? "",
        items: await suggest(deps.registrar, query.q),
      });
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/orders",
      operationId: "hostedCreateOrder",
      idempotent: true,
      summary: "Order a domain for the session's end user (domain_purchase)",
      tags: ["hosted API"],
      auth: CLIENT,
      sessionActions: ["domain_purchase"],
      body: ServerOrderRequest,
      responses: {
        201: {
          description: "The pending order with payment instructions",
          schema: HostedOrderResponse,
        },
        409: { description: "Unavailable, or an order for it is in progress", schema: ErrorBody },
      },
    },
    async (c, { body, principal }) => {
      const row = await createOrder(
        deps,
        {
          organizationId: principal.organizationId,
          hostedSessionId: principal.sessionId,
          externalAccountId: principal.externalAccountId,
        },
        toNewOrder(body),
      );
      const eventId = await orderCreatedEventId(db, row.id);
      return c.json({ ...toOrderResponse(deps, row), event_id: eventId }, 201);
    },
  );

  defineRoute(
    api,
    {
      method: "get",
      path: "/orders",
      operationId: "hostedListOrders",
      description:
        "The session's end user's orders, newest first, a page at a time: pass `next_cursor` as `cursor` for the next page (null on the last).",
      summary: "The end user's orders, newest first (domain_purchase)",
      tags: ["hosted API"],
      auth: CLIENT,
      sessionActions: ["domain_purchase"],
      query: HostedOrderListQuery,
      responses: { 200: { description: "A page of orders", schema: HostedOrderList } },
    },
    async (c, { query, principal }) => {
      const page = await listOrders(db, {
        organizationId: principal.organizationId,
        externalAccountId: principal.externalAccountId,
        limit: query.limit,
        ...(query.cursor && { cursor: query.cursor }),
      });
      return c.json({
        items: await hostedOrderDetails(deps, page.rows),
        next_cursor: page.nextCursor,
      });
    },
  );

  defineRoute(
    api,
    {
      method: "get",
      path: "/orders/{order_id}",
      operationId: "hostedGetOrder",
      summary: "One of the end user's orders (domain_purchase)",
      tags: ["hosted API"],
      auth: CLIENT,
      sessionActions: ["domain_purchase"],
      params: OrderIdPath,
      responses: {
        200: { description: "The order", schema: HostedOrderDetail },
        404: { description: "No such order", schema: ErrorBody },
      },
    },
    async (c, { params, principal }) => {
      const row = await endUsersOrder(principal, params.order_id);
      return c.json(await hostedOrderDetail(row));
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/orders/{order_id}/cancel",
      operationId: "hostedCancelOrder",
      summary: "Cancel one of the end user's orders before it is processed (domain_purchase)",
      tags: ["hosted API"],
      auth: CLIENT,
      sessionActions: ["domain_purchase"],
      params: OrderIdPath,
      responses: {
        200: { description: "The cancelled (or refunded) order", schema: HostedOrderDetail },
        404: { description: "No such order", schema: ErrorBody },
        409: { description: "The order can no longer be cancelled", schema: ErrorBody },
      },
    },
    async (c, { params, principal }) => {
      const row = await endUsersOrder(principal, params.order_id);
      return c.json(await hostedOrderDetail(await cancelOrder(db, row, deps.now(), "end user")));
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/orders/{order_id}/accept-price",
      operationId: "hostedAcceptOrderPrice",
      summary: "Accept the new price of one of the end user's price_changed orders",
      tags: ["hosted API"],
      auth: CLIENT,
      sessionActions: ["domain_purchase"],
      params: OrderIdPath,
      responses: {
        200: {
          description: "The order, ready again or pending the difference",
          schema: HostedOrderDetail,
        },
        404: { description: "No such order", schema: ErrorBody },
        409: { description: "The order has no new price to accept", schema: ErrorBody },
      },
    },
    async (c, { params, principal }) => {
      const row = await endUsersOrder(principal, params.order_id);
      const next = await acceptNewPrice(db, row, deps.now());
      if (next.status === "ready_to_process") deps.kick();
      return c.json(await hostedOrderDetail(next));
    },
  );

  defineRoute(
    api,
    {
      method: "get",
      path: "/domains",
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
            eq(domains.externalAccountId, principal.externalAccountId),
          ),
        )
        .orderBy(domains.name);
      const now = deps.now();
      const items = await Promise.all(
        rows.map(async (r) => {
          const d = toDomain(r, now);
          const parsed = normalizeDomain(r.name, { stored: true });
          const price = parsed.ok
            ? await checkAvailability(deps.registrar, parsed.domain).catch(() => undefined)
            : undefined;
          const { external_account_id: _account, ...domain } = d;
          return {
            ...domain,
            renewal_price: price?.renewal_price ?? null,
            currency: price?.currency ?? null,
          };
        }),
      );
      return c.json({ items });
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/domains/{domain}/renew",
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
    async (c, { params, body, principal }) => {
      const row = await accessibleDomain(db, principal, params.domain);
      const { response, eventId } = await renewDomain(deps, row, params.domain, body.years);
      return c.json({ ...response, event_id: eventId });
    },
  );

  defineRoute(
    api,
    {
      method: "get",
      path: "/domains/{domain}/nameservers",
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
      path: "/domains/{domain}/nameservers",
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
  const records = "/domains/{domain}/records";

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
