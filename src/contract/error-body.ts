import { z } from "zod";

/** Body of every error other than 422 (401, 403, 404, 409, 429, 5xx). */
export const ErrorBody = z
  .object({ detail: z.string().meta({ example: "Not authenticated" }) })
  .meta({ id: "ErrorBody" });
export type ErrorBody = z.infer<typeof ErrorBody>;
