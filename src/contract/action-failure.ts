import { z } from "zod";

/** HTTP 200 body of a purchase or renewal the registrar failed; `order_id` for purchases. */
export const ActionFailure = z
  .object({
    success: z.literal(false),
    domain: z.string(),
    order_id: z.uuid().optional(),
    error_message: z.string(),
  })
  .meta({ id: "ActionFailure" });
export type ActionFailure = z.infer<typeof ActionFailure>;
