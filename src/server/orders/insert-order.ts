import { createHash } from "node:crypto";
import { fillPlaceholders, sql, type SQL, type WithSubquery } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { embeddedEngine, type Db } from "../db/database";
import { runNamedStatement } from "../db/named-statement";
import { events } from "../events/schema";
import { orders } from "./schema";

/**
 * A new pending order as one prepared statement: the order row, its first transition, the
 * `order.created` event with one delivery per subscribed endpoint, and optionally the stored
 * Idempotency-Key response, as data-modifying CTEs of a `SELECT`. Built once per database and
 * variant, and named: on PostgreSQL drizzle's prepared statement (parsed once per pooled
 * connection), on PGlite the engine's own (`db/named-statement.ts`); no query building per
 * order on either. Every row hangs on the order's own insert,
 * so when `registered` is given and says the name is registered, nothing at all is written
 * and no row comes back.
 */
export type Variant = {
  /** SQL true when the name (an SQL expression) is registered: the order's statement decides. */
  registered?: ((name: SQL) => SQL) | undefined;
  /** Stores the Idempotency-Key response with the order. */
  reply: boolean;
};

const p = (name: string, cast: string) => sql`${sql.placeholder(name)}::${sql.raw(cast)}`;

/** The statement of a variant: drizzle's query, its text and the name it is prepared under. */
function compose(db: Db, v: Variant) {
  const domain = p("domain_name", "text");
  const guard = v.registered ? sql`WHERE NOT (${v.registered(domain)})` : sql``;
  const newOrder = db.$with("new_order", { id: sql<string>`id` }).as(sql`
    INSERT INTO orders (id, organization_id, livemode, kind, domain_name, years, price, currency, status,
      payment_method, payment_reference, contact, nameservers, privacy, auto_renew, registrar,
      setup_dns, dns_provider, hosted_session_id, external_account_id, transfer_code_sealed,
      created_at, updated_at)
    SELECT ${p("id", "uuid")}, ${p("organization_id", "uuid")}, ${p("livemode", "boolean")},
      ${p("kind", "text")}, ${domain},
      ${p("years", "integer")}, ${p("price", "numeric")}, ${p("currency", "text")}, 'pending',
      ${p("payment_method", "text")}, ${p("payment_reference", "text")}, ${p("contact", "jsonb")},
      ${p("nameservers", "text[]")}, ${p("privacy", "boolean")}, ${p("auto_renew", "boolean")},
      ${p("registrar", "text")}, ${p("setup_dns", "boolean")}, ${p("dns_provider", "text")},
      ${p("hosted_session_id", "uuid")}, ${p("external_account_id", "text")},
      ${p("transfer_code_sealed", "text")}, ${p("created_at", "timestamptz")}, ${p("created_at", "timestamptz")}
    ${guard}
    RETURNING id`);
  const at = p("created_at", "timestamptz");
  const eventId = p("event_id", "uuid");
  const type = p("event_type", "text");
  const ctes: WithSubquery[] = [
    newOrder,
    db.$with("first_transition", {}).as(sql`
      INSERT INTO order_transitions (order_id, from_status, to_status, at)
      SELECT id, NULL, 'pending', ${at} FROM new_order`),
    db.$with("order_created", {}).as(sql`
      INSERT INTO events (id, organization_id, livemode, type, resource, data, created_at)
      SELECT ${eventId}, ${p("organization_id", "uuid")}, ${p("livemode", "boolean")}, ${type}, ${p("event_resource", "text")},
        ${p("event_data", "jsonb")}, ${at} FROM new_order`),
    db.$with("order_created_deliveries", {}).as(sql`
      INSERT INTO webhook_deliveries (id, event_id, endpoint_id, status, next_attempt_at, created_at)
      SELECT gen_random_uuid(), ${eventId}, e.id, 'pending', ${at}, ${at}
      FROM new_order, webhook_endpoints e
      WHERE e.organization_id = ${p("organization_id", "uuid")}
        AND e.livemode = ${p("livemode", "boolean")} AND e.enabled
        AND (${type} = ANY(e.event_types) OR '*' = ANY(e.event_types))`),
  ];
  if (v.reply) {
    ctes.push(
      db.$with("idempotent_response", {}).as(sql`
        UPDATE idempotency_keys
        SET response_status = ${p("response_status", "integer")},
          response_body = ${p("response_body", "text")}
        WHERE organization_id = ${p("key_organization_id", "uuid")}
          AND livemode = ${p("livemode", "boolean")} AND key = ${p("key", "text")} AND EXISTS (SELECT 1 FROM new_order)`),
    );
  }
  const query = db
    .with(...ctes)
    .select({ id: sql<string>`id` })
    .from(newOrder);
  // The name follows the text, so two texts never share a name on one connection.
  const text = query.toSQL().sql;
  const name = `create_order_${createHash("sha256").update(text).digest("hex").slice(0, 12)}`;
  return { query, text, name };
}

/**
 * A variant's statement as text, with its parameters' names in their order: what the
 * benchmark's order floor sends through bare `pg` (`npm run bench`), so that it runs exactly
 * the service's statement.
 */
export function orderStatement(db: Db, v: Variant): { text: string; params: string[] } {
  const { query, text } = compose(db, v);
  const params = query.toSQL().params.map((p) => (p as { name: string }).name);
  return { text, params };
}

function build(db: Db, v: Variant) {
  const { query, text, name } = compose(db, v);
  const statement = query.prepare(name);
  const engine = embeddedEngine(db);
  // On PGlite, the engine's own named statement (drizzle's is parsed and planned each time).
  if (engine) {
    const params = statement.getQuery().params;
    return {
      run: async (values: Record<string, unknown>) =>
        runNamedStatement(engine, name, text, fillPlaceholders(params, values) as Param[]),
    };
  }
  return {
    run: async (values: Record<string, unknown>) => (await statement.execute(values)).length,
  };
}

type Param = string | number | boolean | null;

type Prepared = ReturnType<typeof build>;
const built = new WeakMap<Db, Map<string, Prepared>>();
const guardIds = new WeakMap<object, number>();
let guards = 0;

function prepared(db: Db, v: Variant): Prepared {
  let byVariant = built.get(db);
  if (!byVariant) built.set(db, (byVariant = new Map()));
  let guardId = 0;
  if (v.registered) {
    guardId = guardIds.get(v.registered) ?? ++guards;
    guardIds.set(v.registered, guardId);
  }
  const key = `${guardId}:${v.reply}`;
  let q = byVariant.get(key);
  if (!q) byVariant.set(key, (q = build(db, v)));
  return q;
}

/** A value as drizzle's column would send it (JSON text, ISO time, array literal…). */
const driver = (column: PgColumn, value: unknown) =>
  value == null ? null : column.mapToDriverValue(value);

export type InsertOrderInput = {
  order: typeof orders.$inferInsert & { id: string; createdAt: Date };
  event: { id: string; type: string; resource: string; data: Record<string, unknown> };
  /** The stored response, sealed as the claim stores it, and the key's row. */
  reply?:
    | { organizationId: string; livemode: boolean; key: string; status: number; body: string }
    | undefined;
  registered?: Variant["registered"];
};

/** Runs the statement: true when the order was written, false when its name is registered. */
export async function insertOrder(db: Db, input: InsertOrderInput): Promise<boolean> {
  const o = input.order;
  const rows = await prepared(db, { registered: input.registered, reply: !!input.reply }).run({
    id: o.id,
    organization_id: o.organizationId,
    livemode: o.livemode,
    kind: o.kind ?? "order",
    domain_name: o.domainName,
    years: o.years,
    price: o.price,
    currency: o.currency,
    payment_method: o.paymentMethod,
    payment_reference: o.paymentReference,
    contact: driver(orders.contact, o.contact),
    nameservers: driver(orders.nameservers, o.nameservers),
    privacy: o.privacy,
    auto_renew: o.autoRenew,
    registrar: o.registrar,
    setup_dns: o.setupDns,
    dns_provider: o.dnsProvider ?? null,
    hosted_session_id: o.hostedSessionId ?? null,
    external_account_id: o.externalAccountId ?? null,
    transfer_code_sealed: o.transferCodeSealed ?? null,
    created_at: driver(orders.createdAt, o.createdAt),
    event_id: input.event.id,
    event_type: input.event.type,
    event_resource: input.event.resource,
    event_data: driver(events.data, input.event.data),
    ...(input.reply && {
      response_status: input.reply.status,
      response_body: input.reply.body,
      key_organization_id: input.reply.organizationId,
      key: input.reply.key,
    }),
  });
  return rows > 0;
}
