import { z } from "zod";

/**
 * `livemode` on every object: true when it belongs to live mode (a real registry and real money),
 * false in test mode (the sandbox registrar and payment page). A credential sees its own mode's
 * objects only.
 */
export const Livemode = z.boolean().meta({
  description:
    "Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox)",
});
