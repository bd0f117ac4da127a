/**
 * A partner's file using every public API of the three packages, type-checked with `strict`
 * in a project that installed the packed tarballs (scripts/pack-test/run.ts). Never run.
 */
import { PROTOCOL_VERSION, mount, scan } from "@registrar/embed";
import type {
  MountOptions,
  RegistrarWidgetApi,
  UpdateOptions,
  WidgetEvent,
  WidgetEventPayload,
  WidgetEventType,
  WidgetExit,
  WidgetExitReason,
  WidgetHandle,
  WidgetSuccess,
} from "@registrar/embed";
import { WIDGET_EVENTS, checkWidgetEvent } from "@registrar/embed/events";
import { RegistrarWidget, loadRegistrarWidget, useRegistrarWidget } from "@registrar/react";
import type { RegistrarWidgetOptions, RegistrarWidgetProps } from "@registrar/react";
import {
  RegistrarApiError,
  SIGNATURE_HEADER,
  WebhookSignatureError,
  collect,
  constructWebhookEvent,
  createRegistrarClient,
  generateTestHeaderString,
  newIdempotencyKey,
  paginate,
  retryAfterMs,
  retryingFetch,
  verifyWebhookSignature,
  type RegistrarClient,
  type Schema,
  type WebhookEvent,
  type WebhookEventOf,
  type WebhookEventType,
  type WebhookSignatureErrorReason,
} from "@registrar/node";
import { useRef } from "react";

// embed
const version: 1 = PROTOCOL_VERSION;
const el = document.createElement("div");
const handle: WidgetHandle = mount(el, {
  url: "https://r.example/embed/s#token=t",
  maxHeight: 900,
});
const stop: () => void = handle.on("order.created", (e: WidgetEvent) => void e.payload);
handle.update({ minHeight: 300 } satisfies UpdateOptions);
handle.destroy();
stop();
const all: WidgetHandle[] = scan(document);
// @ts-expect-error neither a url nor a session id
mount(el, { title: "x" });
// @ts-expect-error not an event of the widget
handle.on("order.deleted", () => {});
const byId: MountOptions = { sessionId: "s", fetchClientToken: async () => "rct_new" };
const type: WidgetEventType = "session.expired";
// Typed events and callbacks (the catalogue, and its run-time check, on their own subpath).
handle.on("order.updated", (e) => {
  const status: string = e.payload.status;
  const expiry: string | undefined = e.payload.expires_at;
  const livemode: boolean = e.payload.livemode;
  void [status, expiry, livemode];
});
const callbacks: MountOptions = {
  url: "https://r.example/embed/s",
  onSuccess: (o: WidgetSuccess) => void [o.order_id, o.domain, o.expires_at],
  onExit: (x: WidgetExit) => {
    const reason: WidgetExitReason = x.reason;
    void reason;
  },
};
const resize: WidgetEventPayload<"resize"> = { height: 320 };
const problems: string[] = checkWidgetEvent("resize", resize);
const catalogue: readonly string[] = Object.keys(WIDGET_EVENTS);
const api: RegistrarWidgetApi | undefined = window.RegistrarWidget;

// react
function Shop({ embedUrl }: { embedUrl: string }) {
  const box = useRef<HTMLDivElement>(null);
  const widget: WidgetHandle | undefined = useRegistrarWidget(box, { url: embedUrl });
  void widget;
  return (
    <>
      <div ref={box} />
      <RegistrarWidget url={embedUrl} onEvent={(e) => void e.type} maxHeight={900} className="w" />
      <RegistrarWidget
        url={embedUrl}
        onSuccess={(o) => void o.domain}
        onExit={(x) => void x.reason}
      />
      <RegistrarWidget sessionId="s" clientToken="rct" baseUrl="https://r.example" />
      {/* @ts-expect-error a token goes with a session id, not with the url */}
      <RegistrarWidget url={embedUrl} clientToken="rct" />
    </>
  );
}
const props: RegistrarWidgetProps = { url: "https://r.example/embed/s", scriptSrc: "/embed.js" };
const options: RegistrarWidgetOptions = props;
const loader: Promise<RegistrarWidgetApi> = loadRegistrarWidget("https://r.example/embed.js");

// node
const client: RegistrarClient = createRegistrarClient({
  baseUrl: "https://r.example",
  apiKey: "rk_x",
  retry: { retries: 3, maxDelayMs: 10_000 },
});
async function server() {
  const { data, error } = await client.GET("/api/v1/registrar/availability/{domain}", {
    params: { path: { domain: "example.com" } },
  });
  if (data) {
    const available: boolean = data.available;
    void available;
  } else void error;
  // @ts-expect-error the path parameter is required
  await client.GET("/api/v1/registrar/availability/{domain}", {});
  const bought = await client.POST("/api/v1/registrar/purchase", {
    body: {
      domain: "example.com",
      contact: {
        first_name: "A",
        last_name: "B",
        email: "a@b.example",
        phone: "+1.5555550100",
        address1: "1 Main St",
        city: "Springfield",
        state: "IL",
        postal_code: "12345",
        country: "US",
      },
    },
    headers: { "Idempotency-Key": newIdempotencyKey() },
  });
  // Action results narrow on `success`.
  if (bought.data?.success === true) {
    const id: string = bought.data.order_id;
    void id;
  } else if (bought.data) {
    const message: string = bought.data.error_message;
    void message;
  }
  for await (const order of paginate((page) =>
    client.GET("/api/v1/registrar/orders", { params: { query: { ...page, limit: 50 } } }),
  )) {
    const o: Schema<"OrderDetail"> = order;
    void o;
  }
  const events: WebhookEvent[] = await collect((page) =>
    client.GET("/api/v1/events", { params: { query: page } }),
  );
  void events;
}
function hook(raw: Buffer, header: string | undefined): WebhookEvent | undefined {
  try {
    verifyWebhookSignature(raw, header, ["whsec_new", "whsec_old"], { toleranceSeconds: 300 });
    return constructWebhookEvent(raw.toString("utf8"), header, "whsec_new");
  } catch (err) {
    if (err instanceof WebhookSignatureError) {
      const why: WebhookSignatureErrorReason | undefined = err.reason;
      const by: [number | undefined, number | undefined] = [err.toleranceSeconds, err.ageSeconds];
      void [why, by];
      return undefined;
    }
    if (err instanceof RegistrarApiError) void err.requestId;
    throw err;
  }
}
// A webhook event narrows on its type: each type's data is typed, not a record.
function describeEvent(event: WebhookEvent): string {
  switch (event.type) {
    case "order.updated":
      return `${event.data.order_id}: ${event.data.from} → ${event.data.to}`;
    case "domain.renewed":
      return `${event.data.domain} renewed for ${event.data.price} ${event.data.currency}`;
    case "domain.expiring":
      return `${event.data.domain} expires in ${event.data.days_before satisfies 30 | 7} days`;
    default:
      return event.type satisfies WebhookEventType;
  }
}
const ping: WebhookEventOf<"webhook.ping">["data"] = { endpoint_id: "5a2c" };
void [describeEvent, ping];
const headerName: "Registrar-Signature" = SIGNATURE_HEADER;
const testHeader: string = generateTestHeaderString({
  payload: Buffer.from("{}"),
  secret: ["whsec_new", "whsec_old"],
  timestamp: 1_795_262_400,
});
const wait: number | undefined = retryAfterMs("5");
const f: (r: Request) => Promise<Response> = retryingFetch((r) => fetch(r), { retries: 1 });

export {
  version,
  all,
  byId,
  type,
  callbacks,
  problems,
  catalogue,
  api,
  Shop,
  options,
  loader,
  server,
  hook,
  headerName,
  testHeader,
  wait,
  f,
};
