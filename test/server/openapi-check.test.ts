import { describe, expect, it } from "vitest";
import { openApiChecker } from "../helpers/openapi-check";

const doc = {
  paths: {
    "/api/v1/things/{id}": {
      get: {
        operationId: "getThing",
        responses: {
          "200": {
            headers: { "X-Request-Id": { $ref: "#/components/headers/X-Request-Id" } },
            content: {
              "application/json": { schema: { $ref: "#/components/schemas/Thing" } },
              "text/plain": { schema: { type: "string" } },
            },
          },
          "204": { headers: {} },
        },
      },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: "object",
        properties: { id: { type: "string", format: "uuid" }, n: { type: "integer" } },
        required: ["id"],
      },
    },
    headers: { "X-Request-Id": { required: true, schema: { type: "string" } } },
  },
};
const ID = "7f0c2a4e-3b1d-4b8e-9a57-0c6f1f6a3d21";
const check = openApiChecker(doc);
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", "x-request-id": "r-12345678", ...headers },
  });

describe("the OpenAPI response check of the integration suite", () => {
  it("passes a documented response", async () => {
    expect(
      await check.problems("GET", `/api/v1/things/${ID}`, json(200, { id: ID, n: 1 })),
    ).toEqual([]);
    const text = new Response("zone", {
      headers: { "content-type": "text/plain; charset=utf-8", "x-request-id": "r-12345678" },
    });
    expect(await check.problems("GET", `http://x/api/v1/things/${ID}?a=1`, text)).toEqual([]);
    expect(
      await check.problems("GET", `/api/v1/things/${ID}`, new Response(null, { status: 204 })),
    ).toEqual([]);
  });

  it("reports an undocumented status, a body off the schema, a missing header, a media type", async () => {
    const [status] = await check.problems("GET", `/api/v1/things/${ID}`, json(418, {}));
    expect(status).toMatch(
      /GET \/api\/v1\/things\/\{id\} \(getThing\) → 418: status not documented/,
    );
    const [body] = await check.problems(
      "GET",
      `/api/v1/things/${ID}`,
      json(200, { id: "x", n: 1.5 }),
    );
    expect(body).toMatch(/body does not match the schema: .*format "uuid".*must be integer/);
    const [extra] = await check.problems(
      "GET",
      `/api/v1/things/${ID}`,
      json(200, { id: ID, x: 1 }),
    );
    expect(extra).toMatch(/must NOT have unevaluated properties/);
    const noHeader = new Response(JSON.stringify({ id: ID }), {
      headers: { "content-type": "application/json" },
    });
    expect(await check.problems("GET", `/api/v1/things/${ID}`, noHeader)).toEqual([
      "GET /api/v1/things/{id} (getThing) → 200: header X-Request-Id missing",
    ]);
    const html = new Response("<p>", {
      headers: { "content-type": "text/html", "x-request-id": "r-12345678" },
    });
    expect((await check.problems("GET", `/api/v1/things/${ID}`, html))[0]).toMatch(
      /body of type "text\/html" not documented/,
    );
  });

  it("exempts only pages outside the API and 404/405 answers to undocumented requests", async () => {
    expect(await check.problems("GET", "/checkout/x", json(200, {}))).toEqual([]);
    expect(await check.problems("GET", "/api/v1/nothing", json(404, {}))).toEqual([]);
    expect(await check.problems("POST", `/api/v1/things/${ID}`, json(405, {}))).toEqual([]);
    expect(await check.problems("POST", `/api/v1/things/${ID}`, json(200, {}))).toEqual([
      `no documented operation for POST /api/v1/things/${ID} (HTTP 200)`,
    ]);
  });
});
