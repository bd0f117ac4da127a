import { z } from "zod";
import { pyBool } from "./pydantic/py-bool";
import { pyObject } from "./pydantic/py-object";
import { Livemode } from "./livemode";

/** `GET /api/v1/auth/mode`: the signed-in user's mode, and whether the deployment has live mode. */
export const AuthMode = z
  .object({
    livemode: Livemode,
    live_mode_available: z.boolean().meta({
      description:
        "Whether this deployment has live mode (a real registrar is configured); without it, test mode only",
    }),
  })
  .meta({ id: "AuthMode" });
export type AuthMode = z.infer<typeof AuthMode>;

/** Body of `POST /api/v1/auth/mode`: the mode to switch the dashboard to. */
export const ModeSwitchRequest = pyObject({
  livemode: pyBool(),
}).meta({ id: "ModeSwitchRequest" });
export type ModeSwitchRequest = z.infer<typeof ModeSwitchRequest>;
