/**
 * One catalogue of webhook event types: the contract's `EVENT_TYPES`, its payload schemas
 * (`WEBHOOK_EVENT_DATA`), the OpenAPI document's `webhooks` and `WebhookEvent` union, and the
 * table of docs/webhooks.md name the same types, and the document and the table give each type
 * the contract's fields. (What the service really sends: webhook-events-sent.test.ts.)
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EVENT_TYPES,
  WEBHOOK_EVENT_DATA,
  eventSchemaId,
} from "../../src/contract/webhook-event-type";
import type { Database } from "../../src/server/db/database";
import { makeTestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

type Schema = {
  $ref?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  oneOf?: Schema[];
  discriminator?: { propertyName: string; mapping: Record<string, string> };
};
type Doc = {
  paths: Record<string, Record<string, { operationId?: string }>>;
  webhooks: Record<
    string,
    { post: { operationId?: string; requestBody: { content: Record<string, { schema: Schema }> } } }
  >;
  components: { schemas: Record<string, Schema> };
};

let database: Database;
let doc: Doc;
beforeAll(async () => {
  database = await openTestDb();
  const t = await makeTestApp(database);
  doc = (await (await t.request("/api/v1/openapi.json")).json()) as Doc;
});
afterAll(async () => {
  await database.close();
});

const types = [...EVENT_TYPES].sort();
const resolve = (s: Schema): Schema =>
  s.$ref ? resolve(doc.components.schemas[s.$ref.split("/").pop()!]!) : s;
const contractFields = (type: (typeof EVENT_TYPES)[number]) =>
  Object.keys(WEBHOOK_EVENT_DATA[type].shape).sort();

describe("the webhook event catalogue", () => {
  it("gives every type in EVENT_TYPES one payload schema, and no other", () => {
    expect(Object.keys(WEBHOOK_EVENT_DATA).sort()).toEqual(types);
  });

  it("documents each type under `webhooks`, with its event and the contract's fields", () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual(types);
    for (const type of EVENT_TYPES) {
      const body = doc.webhooks[type]!.post.requestBody.content["application/json"]!.schema;
      expect(body.$ref, type).toBe(`#/components/schemas/${eventSchemaId(type)}`);
      const event = resolve(body);
      expect(event.required?.sort(), type).toEqual([
        "created_at",
        "data",
        "id",
        "livemode",
        "type",
      ]);
      const data = resolve(event.properties!.data!);
      expect(Object.keys(data.properties!).sort(), type).toEqual(contractFields(type));
      expect(data.required?.sort(), type).toEqual(contractFields(type));
    }
  });

  it("gives each webhook an operationId no operation of the API has", () => {
    const ids = [
      ...Object.values(doc.paths).flatMap((ops) => Object.values(ops)),
      ...Object.values(doc.webhooks).map((w) => w.post),
    ].map((op) => op.operationId);
    expect(doc.webhooks["order.updated"]!.post.operationId).toBe("orderUpdatedWebhook");
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("types the event list by the union of the same events, discriminated on `type`", () => {
    const union = doc.components.schemas.WebhookEvent!;
    expect(union.discriminator?.propertyName).toBe("type");
    expect(Object.keys(union.discriminator!.mapping).sort()).toEqual(types);
    expect(union.oneOf!.map((s) => s.$ref).sort()).toEqual(
      EVENT_TYPES.map((t) => `#/components/schemas/${eventSchemaId(t)}`).sort(),
    );
    const list = doc.components.schemas.WebhookEventList!;
    expect(list.properties!.items).toMatchObject({
      items: { $ref: "#/components/schemas/WebhookEvent" },
    });
  });

  it("lists the same types with the same fields in docs/webhooks.md's table", () => {
    const page = readFileSync(new URL("../../docs/webhooks.md", import.meta.url), "utf8");
    // Rows like | `order.created` | `{"order_id","domain","status":"pending",…}` |
    const rows = [...page.matchAll(/^\| `([a-z_.]+)` +\| `(\{.*\})`.*\|$/gm)].map(
      ([, type, data]) => [type!, [...data!.matchAll(/[{,]"(\w+)"/g)].map((m) => m[1]!).sort()],
    );
    expect(rows.map(([type]) => type).sort()).toEqual(types);
    for (const [type, fields] of rows) {
      expect(fields, `docs/webhooks.md, ${type}`).toEqual(contractFields(type as never));
    }
  });
});
