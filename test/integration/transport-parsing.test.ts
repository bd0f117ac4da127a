/**
 * How a request is read: the Content-Type of a JSON body, and a repeated query parameter.
 */
import { describe, expect, it } from "vitest";
import { CONTACT } from "../helpers/contact";
import { t, acme, key, orderCount, setUpTransport } from "./transport-limits-setup";

setUpTransport();

describe("Content-Type of a JSON body", () => {
  const body = JSON.stringify({ domain: "ct-example.com", contact: CONTACT });

  it.each([
    ["text/plain"],
    ["text/plain; charset=utf-8"],
    ["application/x-www-form-urlencoded"],
    ["multipart/form-data; boundary=x"],
    ["application/xml"],
    ["json"],
  ])("%s is a 422 model_attributes_type with the raw text as input", async (type) => {
    const res = await t.request("/api/v1/registrar/order", {
      method: "POST",
      headers: { ...key(), "content-type": type },
      body,
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      detail: [
        {
          type: "model_attributes_type",
          loc: ["body"],
          msg: "Input should be a valid dictionary or object to extract fields from",
          input: body,
        },
      ],
    });
    expect(await orderCount()).toBe(0);
  });

  it("an empty body with a foreign type is still `missing`", async () => {
    const res = await t.request("/api/v1/registrar/order", {
      method: "POST",
      headers: { ...key(), "content-type": "text/plain" },
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      detail: [{ type: "missing", loc: ["body"], msg: "Field required", input: null }],
    });
  });

  it.each([
    ["application/json"],
    ["Application/JSON; charset=utf-8"],
    ["application/vnd.api+json"],
    [undefined],
  ])("%s is read as JSON", async (type) => {
    const res = await t.request("/api/v1/hosted/sessions", {
      method: "POST",
      headers: { ...key(), ...(type && { "content-type": type }) },
      // Bytes, not a string: fetch would add `text/plain` to a string body.
      body: new TextEncoder().encode(
        JSON.stringify({
          external_user_id: "u1",
          external_account_id: "a1",
          allowed_actions: ["domain_search"],
        }),
      ),
    });
    expect(res.status).toBe(200);
  });

  it("the token route still takes a form, and refuses text/plain", async () => {
    const form = new URLSearchParams({ username: acme.email, password: acme.password });
    const ok = await t.request("/api/v1/auth/token", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8" },
      body: form.toString(),
    });
    expect(ok.status).toBe(200);
    const plain = await t.request("/api/v1/auth/token", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ username: acme.email, password: acme.password }),
    });
    expect(plain.status).toBe(422);
    expect(((await plain.json()) as { detail: { type: string }[] }).detail[0]?.type).toBe(
      "model_attributes_type",
    );
  });
});

describe("a repeated query parameter takes its last value (as FastAPI does)", () => {
  it("validates the last value", async () => {
    const good = await t.request("/api/v1/registrar/domains?limit=abc&limit=5", {
      headers: key(),
    });
    expect(good.status).toBe(200);
    const bad = await t.request("/api/v1/registrar/domains?limit=5&limit=abc", {
      headers: key(),
    });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({
      detail: [
        {
          type: "int_parsing",
          loc: ["query", "limit"],
          msg: "Input should be a valid integer, unable to parse string as an integer",
          input: "abc",
        },
      ],
    });
  });

  it("handlers read the same value the validation checked", async () => {
    const res = await t.request("/api/v1/registrar/suggestions?q=first&q=second", {
      headers: key(),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { query: string; items: { domain: string }[] };
    expect(body.query).toBe("second");
    expect(body.items.every((i) => !i.domain.startsWith("first"))).toBe(true);
  });
});
