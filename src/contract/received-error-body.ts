import { z } from "zod";

/**
 * An error body as a client reads it: any `code` (a newer service may send a code this build
 * does not list) or none, so an unknown code never hides the `detail` to show.
 */
export const ReceivedErrorBody = z.object({
  detail: z.string(),
  code: z.string().optional(),
});
export type ReceivedErrorBody = z.infer<typeof ReceivedErrorBody>;
