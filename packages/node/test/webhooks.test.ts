import { describe, expect, it } from "vitest";
import { signPayload } from "../../../src/server/events/signature";
import {
  SIGNATURE_HEADER,
  WebhookSignatureError,
  constructWebhookEvent,
  generateTestHeaderString,
  verifyWebhookSignature,
  type WebhookSignatureErrorReason,
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

/** The error `verifyWebhookSignature` throws (fails the test when it throws none). */
function refusal(...args: Parameters<typeof verifyWebhookSignature>): WebhookSignatureError {
  try {
    verifyWebhookSignature(...args);
  } catch (err) {
    expect(err).toBeInstanceOf(WebhookSignatureError);
    return err as WebhookSignatureError;
  }
  throw new Error("verifyWebhookSignature accepted the delivery");
}

describe("generateTestHeaderString", () => {
  const timestamp = Math.floor(now.getTime() / 1000);

  it("signs as the service does, so receivers can test their endpoint", () => {
    const header = generateTestHeaderString({ payload: body, secret: "whsec_a", timestamp });
    expect(header).toBe(signPayload("whsec_a", body, now));
    expect(
      generateTestHeaderString({ payload: Buffer.from(body), secret: "whsec_a", timestamp }),
    ).toBe(header);
    expect(
      generateTestHeaderString({ payload: body, secret: ["whsec_new", "whsec_old"], timestamp }),
    ).toBe(signPayload(["whsec_new", "whsec_old"], body, now));
    const event = constructWebhookEvent(body, header, "whsec_a", { now });
    expect(event).toMatchObject({ id: "evt_1", type: "order.updated" });
  });

  it("stamps the current time by default", () => {
    const header = generateTestHeaderString({ payload: body, secret: "whsec_a" });
    const t = Number(/^t=(\d+),/.exec(header)?.[1]);
    expect(Math.abs(t - Date.now() / 1000)).toBeLessThan(5);
    expect(() => verifyWebhookSignature(body, header, "whsec_a")).not.toThrow();
  });

  it("refuses a payload that is not a string or bytes", () => {
    const payload = JSON.parse(body) as unknown as string;
    expect(() => generateTestHeaderString({ payload, secret: "whsec_a" })).toThrow(
      /payload must be a string or bytes, not a value of type object/,
    );
  });
});

describe("verification errors say which check failed", () => {
  const header = generateTestHeaderString({
    payload: body,
    secret: "whsec_a",
    timestamp: now.getTime() / 1000,
  });
  const hint = /did you pass the raw request body, unparsed\?/;
  const check = (reason: WebhookSignatureErrorReason, err: WebhookSignatureError) => {
    expect(err.reason).toBe(reason);
    expect(err.name).toBe("WebhookSignatureError");
    return err;
  };

  it("a parsed body: payload_not_raw, with the hint", () => {
    const parsed = JSON.parse(body) as unknown as string;
    const err = check("payload_not_raw", refusal(parsed, header, "whsec_a", { now }));
    expect(err.message).toMatch(/not a value of type object/);
    expect(err.message).toMatch(hint);
  });

  it("no header: no_header", () => {
    for (const h of [undefined, null, ""]) {
      const err = check("no_header", refusal(body, h, "whsec_a", { now }));
      expect(err.message).toMatch(/^no Registrar-Signature header/);
    }
  });

  it("a header without t or v1: malformed_header, naming what is missing", () => {
    const noT = check("malformed_header", refusal(body, "v1=abc", "whsec_a", { now }));
    expect(noT.message).toMatch(
      /^malformed Registrar-Signature header: no t=<unix seconds> in "v1=abc"/,
    );
    const noV1 = check("malformed_header", refusal(body, "t=1,v1=xyz", "whsec_a", { now }));
    expect(noV1.message).toMatch(/no v1=<64 hex digits> in "t=1,v1=xyz"/);
  });

  it("an old or future timestamp: timestamp_outside_tolerance, with the tolerance and the age", () => {
    const late = check(
      "timestamp_outside_tolerance",
      refusal(body, header, "whsec_a", { now: new Date(now.getTime() + 301_000) }),
    );
    expect(late).toMatchObject({ toleranceSeconds: 300, ageSeconds: 301 });
    expect(late.message).toMatch(/is 301 s old, the tolerance is 300 s/);
    const early = check(
      "timestamp_outside_tolerance",
      refusal(body, header, "whsec_a", {
        now: new Date(now.getTime() - 90_000),
        toleranceSeconds: 60,
      }),
    );
    expect(early).toMatchObject({ toleranceSeconds: 60, ageSeconds: -90 });
    expect(early.message).toMatch(/is 90 s ahead of this machine's clock, the tolerance is 60 s/);
  });

  it("another body or secret: no_matching_signature, with the hint", () => {
    const reserialised = JSON.stringify(JSON.parse(body), null, 2);
    const err = check("no_matching_signature", refusal(reserialised, header, "whsec_a", { now }));
    expect(err.message).toMatch(hint);
    const secrets = check(
      "no_matching_signature",
      refusal(body, header, ["whsec_b", "whsec_c"], { now }),
    );
    expect(secrets.message).toMatch(/with any of the 2 secrets given/);
  });

  it("an error made by hand still works as before (no reason)", () => {
    const err = new WebhookSignatureError("refused");
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({ message: "refused", reason: undefined });
  });
});
