import type { ValidationErrorItem } from "../../../contract/pydantic/validation-error";
import { messages } from "../i18n/messages";

/** A failed call to the hosted API: the status, its message, and a 422's items. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly items: ValidationErrorItem[] = [],
    readonly retryAfter: number | null = null,
    /** The error body's machine `code` (e.g. `transfer_code_invalid`), when it has one. */
    readonly code: string | null = null,
  ) {
    super(detail);
    this.name = "ApiError";
  }
}

/**
 * A sentence to show for any error thrown by a query or mutation: the widget's own, by status,
 * in the active language (the API's `detail` and `msg` are for developers, never shown).
 */
export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return messages.errorGeneric;
  if (error.status === 0) return messages.errorNetwork;
  if (error.status === 429) return messages.errorRateLimited(error.retryAfter);
  if (error.status === 403) return messages.errorForbidden;
  if (error.status === 404) return messages.errorNotFound;
  if (error.status === 409) return messages.errorConflict;
  if (error.status === 422) return messages.errorInvalid;
  return messages.errorGeneric;
}
