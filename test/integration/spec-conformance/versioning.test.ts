/**
 * Spec conformance: Versioning and aliases. See support.ts for the set-up; the interface is
 * the partner API of docs/api.md (its OpenAPI document at /api/v1/openapi.json) and its 422
 * body pydantic v2's error list (src/contract/pydantic/README.md).
 */
import { describe, expect, it } from "vitest";
import { CONTACT } from "../../helpers/contact";
import { json } from "../../helpers/test-app";
import { t, call, key, useSpecApp } from "./support";

useSpecApp();

describe("Versioning and aliases", () => {
  it("the unprefixed /registrar/purchase and /registrar/orders are the /api/v1/ routes", async () => {
    const bought = await call(
      "/registrar/purchase",
      json("POST", { domain: "alias-bought.com", contact: CONTACT }, key()),
    );
    expect(bought.status).toBe(200);
    expect(bought.body).toMatchObject({ success: true, domain: "alias-bought.com" });
    const a = await call("/registrar/orders?domain=alias-bought.com", { headers: key() });
    const b = await call("/api/v1/registrar/orders?domain=alias-bought.com", { headers: key() });
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect((a.body.items as { order_id: string }[])[0]!.order_id).toBe(bought.body.order_id);
    const invalid = await call("/registrar/purchase", json("POST", {}, key()));
    expect(invalid.status).toBe(422);
  });

  it("the OpenAPI document carries the interface version 0.1.1 and the /api/v1/ paths", async () => {
    const doc = (await (await t.request("/api/v1/openapi.json")).json()) as {
      info: { version: string };
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.info.version).toBe("0.1.1");
    for (const [path, method] of [
      ["/api/v1/registrar/availability/{domain}", "get"],
      ["/api/v1/registrar/order", "post"],
      ["/api/v1/registrar/domains/{domain}/nameservers", "put"],
      ["/api/v1/registrar/domains/{domain}/renew", "post"],
      ["/api/v1/hosted/sessions", "post"],
      ["/api/v1/registrar/dns/{domain_name}/records", "get"],
      ["/api/v1/registrar/dns/{domain_name}/records/{record_id}", "delete"],
      ["/registrar/purchase", "post"],
      ["/registrar/orders", "get"],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });
});
