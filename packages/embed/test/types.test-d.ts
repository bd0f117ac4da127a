/**
 * Type tests of the loader's public API, checked by `npm run typecheck` (tsc): what a partner's
 * TypeScript accepts and refuses. `@ts-expect-error` fails the type check when a line compiles.
 */
import { expectTypeOf } from "vitest";
import type { MountOptions, RegistrarWidgetApi, WidgetEvent, WidgetHandle } from "../src/index.js";

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

expectTypeOf<WidgetEvent["payload"]>().toEqualTypeOf<Record<string, unknown>>();
expectTypeOf<{ url: string; title: string }>().toExtend<MountOptions>();
expectTypeOf<{ title: string }>().not.toExtend<MountOptions>();
api.mount(el, { url: "https://r.example/embed/s", closable: true });
// @ts-expect-error the close button is chosen at mount, not changed later
handle.update({ closable: true });
