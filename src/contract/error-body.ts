import { z } from "zod";
import { ERROR_CODE_NAMES } from "./error-codes";

/** The machine code of an error body (the catalogue in ./error-codes.ts), `ErrorCode` in the document. */
const ErrorCodeSchema = z.enum(ERROR_CODE_NAMES).meta({
  id: "ErrorCode",
  description:
    "A stable machine code saying what went wrong, for a program to act on. New codes may be added; treat an unknown one by the HTTP status.",
});

/** Body of every error other than 422 (400, 401, 403, 404, 405, 409, 413, 429, 5xx). */
export const ErrorBody = z
  .object({
    detail: z.string().meta({ example: "Not authenticated" }),
    code: ErrorCodeSchema,
  })
  .meta({ id: "ErrorBody" });
export type ErrorBody = z.infer<typeof ErrorBody>;
