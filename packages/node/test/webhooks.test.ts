import { describe, expect, it } from "vitest";
import { signPayload } from "../../../src/server/events/signature";
import {
  SIGNATURE_HEADER,
  WebhookSignatureError,
  constructWebhookEvent,
  verifyWebhookSignature,
} from "../src/index.js";

const body = JSON.stringify({
  id: "evt_1",
  type: "order.updated",
  created_at: "2026-01-01T00:00:00.000Z",
  data: { order_id: "o1", status: "completed" },
});
const now = new Date("2026-01-01T00:00:10Z");

describe("webhook verification matches what the service signs (src/server/events)", () => {
  it("accepts the service's signature of the raw body, as a string or as bytes", () => {
    const header = signPayload("whsec_a", body, now);
    expect(() => verifyWebhookSignature(body, header, "whsec_a", { now })).not.toThrow();
    const event = constructWebhookEvent(Buffer.from(body), header, "whsec_a", { now });
    expect(event).toMatchObject({ id: "evt_1", type: "order.updated" });
    expect(SIGNATURE_HEADER).toBe("Registrar-Signature");
  });

  it("accepts during the service's rotation overlap (several v1) with either secret", () => {
    const header = signPayload(["whsec_new", "whsec_old"], body, now);
    expect(header.match(/v1=/g)).toHaveLength(2);
    expect(() => verifyWebhookSignature(body, header, "whsec_old", { now })).not.toThrow();
    expect(() => verifyWebhookSignature(body, header, "whsec_new", { now })).not.toThrow();
    expect(() =>
      verifyWebhookSignature(
        body,
        signPayload("whsec_old", body, now),
        ["whsec_new", "whsec_old"],
        {
          now,
        },
      ),
    ).not.toThrow();
  });

  it("refuses a changed body, another secret, an old or future timestamp and bad headers", () => {
    const header = signPayload("whsec_a", body, now);
    const refuse = (b: string, h: string | undefined, s: string, at = now) =>
      expect(() => verifyWebhookSignature(b, h, s, { now: at })).toThrow(WebhookSignatureError);
    refuse(body.replace("completed", "failed"), header, "whsec_a");
    refuse(body, header, "whsec_b");
    refuse(body, header, "whsec_a", new Date(now.getTime() + 301_000));
    refuse(body, header, "whsec_a", new Date(now.getTime() - 301_000));
    refuse(body, undefined, "whsec_a");
    refuse(body, "v1=abc", "whsec_a");
    refuse(body, header.replace(/v1=[0-9a-f]+/, "v1=" + "0".repeat(64)), "whsec_a");
    expect(() =>
      verifyWebhookSignature(body, header, "whsec_a", {
        now: new Date(now.getTime() + 3_600_000),
        toleranceSeconds: 7200,
      }),
    ).not.toThrow();
  });
});
