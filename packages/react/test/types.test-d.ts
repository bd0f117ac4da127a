/** Type tests of the React wrapper's props, checked by `npm run typecheck` (tsc). */
import { expectTypeOf } from "vitest";
import type { MountOptions } from "@registrar/embed";
import type { RegistrarWidgetProps } from "../src/index.js";

// The React wrapper's props are the loader's options plus where the loader is and styling.
expectTypeOf<{ url: string; className: string }>().toExtend<RegistrarWidgetProps>();
expectTypeOf<{ clientToken: string }>().not.toExtend<RegistrarWidgetProps>();
expectTypeOf<MountOptions>().toExtend<RegistrarWidgetProps>();

// Typed callbacks: `onEvent`'s event narrows on `type`; `onSuccess` and `onExit` as the loader's.
const props: RegistrarWidgetProps = {
  url: "https://r.example/embed/s",
  onEvent: (e) => {
    if (e.type === "order.created") expectTypeOf(e.payload.order_id).toBeString();
  },
  onSuccess: (order) => expectTypeOf(order.expires_at).toEqualTypeOf<string | null>(),
  onExit: (exit) => expectTypeOf(exit.reason).toBeString(),
};
void props;
