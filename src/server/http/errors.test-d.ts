/**
 * Type tests of `ApiError` and its helpers, checked by `npm run typecheck` (tsc): every error
 * but a 422 takes a code of the catalogue, and a helper only the codes of its status.
 * `@ts-expect-error` fails the type check when a line compiles.
 */
import { expectTypeOf } from "vitest";
import type { ErrorCode } from "../../contract/error-codes";
import { ApiError, conflict, forbidden, notAuthenticated } from "./errors";

export const typeChecks = () => {
  expectTypeOf(new ApiError("not_found", "Order not found").code).toEqualTypeOf<
    ErrorCode | undefined
  >();
  new ApiError(422, [{ type: "missing", loc: ["body"], msg: "Field required" }]);
  // @ts-expect-error a status alone: the code is required
  new ApiError(404, "Order not found");
  // @ts-expect-error not a code of the catalogue
  new ApiError("order_missing", "Order not found");
  // @ts-expect-error a 404's code is not a 403's
  forbidden("not_found", "Order not found");
  // @ts-expect-error a 403's code is not a 409's
  conflict("forbidden", "This order belongs to another organization");
  // @ts-expect-error a 429's code is not a 401's
  notAuthenticated("rate_limited", "Too many requests");
};
