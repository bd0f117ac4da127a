/**
 * Type tests of the loader's public API, checked by `npm run typecheck` (tsc): what a partner's
 * TypeScript accepts and refuses. `@ts-expect-error` fails the type check when a line compiles.
 */
import { expectTypeOf } from "vitest";
import type {
  MountOptions,
  RegistrarWidgetApi,
  WidgetEvent,
  WidgetEventPayload,
  WidgetHandle,
  WidgetSuccess,
} from "../src/index.js";

declare const api: RegistrarWidgetApi;
declare const el: HTMLElement;

// Either the session's embed_url…
expectTypeOf(
  api.mount(el, { url: "https://r.example/embed/s#token=t" }),
).toEqualTypeOf<WidgetHandle>();
// …or its id, with a token and the service's address.
api.mount(el, { sessionId: "s", clientToken: "rct_x", baseUrl: "https://r.example" });
api.mount(el, { sessionId: "s", fetchClientToken: async () => "rct_y", maxHeight: 900 });

// @ts-expect-error neither the url nor a session id
api.mount(el, { clientToken: "rct_x" });
// @ts-expect-error both ways at once
api.mount(el, { url: "https://r.example/embed/s", sessionId: "s" });
// @ts-expect-error a token belongs with a session id, not with the url (which carries its own)
api.mount(el, { url: "https://r.example/embed/s", clientToken: "rct_x" });
// @ts-expect-error heights are numbers
api.mount(el, { url: "https://r.example/embed/s", maxHeight: "900px" });
// @ts-expect-error fetchClientToken returns a promise of the token
api.mount(el, { sessionId: "s", fetchClientToken: () => "rct_y" });

declare const handle: WidgetHandle;
expectTypeOf(handle.on("order.created", () => {})).toEqualTypeOf<() => void>();
handle.on("*", (event) => expectTypeOf(event).toEqualTypeOf<WidgetEvent>());
// @ts-expect-error not an event the widget sends
handle.on("order.deleted", () => {});
handle.update({ maxHeight: 600, onEvent: (e) => expectTypeOf(e.type).toBeString() });
// @ts-expect-error the session cannot change under a mounted widget
handle.update({ url: "https://r.example/embed/other" });

// Events are a union on `type`: the type narrows the payload, whose fields are typed.
handle.on("order.updated", (e) => {
  expectTypeOf(e.payload.order_id).toBeString();
  expectTypeOf(e.payload.expires_at).toEqualTypeOf<string | undefined>();
  expectTypeOf(e.payload.livemode).toEqualTypeOf<boolean>();
  expectTypeOf(e.payload.status).toExtend<"pending" | "completed" | "failed" | string>();
});
declare const event: WidgetEvent;
if (event.type === "session.loaded")
  expectTypeOf(event.payload).toEqualTypeOf<{ livemode: boolean }>();
if (event.type === "resize") expectTypeOf(event.payload).toEqualTypeOf<{ height: number }>();
if (event.type === "dns.changed" && event.payload.action === "nameservers")
  // @ts-expect-error a nameserver change has no record id
  void event.payload.record_id;
// @ts-expect-error not a field of `search`
if (event.type === "search") void event.payload.status;
expectTypeOf<WidgetEventPayload<"error">["code"]>().toExtend<string>();
// The callbacks: a completed order, and why the widget is done.
api.mount(el, {
  url: "https://r.example/embed/s",
  onSuccess: (o) => expectTypeOf(o).toEqualTypeOf<WidgetSuccess>(),
  onExit: (x) =>
    expectTypeOf(x.reason).toEqualTypeOf<
      "closed" | "expired" | "revoked" | "origin_not_allowed" | "invalid_session"
    >(),
});
handle.update({ onSuccess: (o) => expectTypeOf(o.domain).toBeString() });
expectTypeOf<{ url: string; title: string }>().toExtend<MountOptions>();
expectTypeOf<{ title: string }>().not.toExtend<MountOptions>();
api.mount(el, { url: "https://r.example/embed/s", closable: true });
// @ts-expect-error the close button is chosen at mount, not changed later
handle.update({ closable: true });
