/**
 * `@registrar/node`: a typed client of the registrar API (generated from its OpenAPI document,
 * openapi-fetch underneath) with idempotency keys, retries and cursor pagination, and the
 * verification of webhook signatures.
 */
export {
  createRegistrarClient,
  newIdempotencyKey,
  type RegistrarClient,
  type RegistrarClientOptions,
} from "./client.js";
export {
  RegistrarApiError,
  RegistrarAuthenticationError,
  RegistrarConflictError,
  RegistrarError,
  RegistrarNotFoundError,
  RegistrarPermissionError,
  RegistrarRateLimitError,
  RegistrarServerError,
  RegistrarUnavailableError,
  RegistrarValidationError,
  isRegistrarError,
  toRegistrarError,
  unwrap,
  type ErrorCode,
  type ValidationErrorItem,
} from "./errors.js";
export { collect, paginate, type Page, type PageResult, type PageStart } from "./paginate.js";
export { retryAfterMs, retryingFetch, type RetryOptions } from "./retry.js";
export {
  SIGNATURE_HEADER,
  WebhookSignatureError,
  constructWebhookEvent,
  generateTestHeaderString,
  verifyWebhookSignature,
  type VerifyOptions,
  type WebhookEvent,
  type WebhookEventOf,
  type WebhookEventType,
  type WebhookSignatureErrorDetails,
  type WebhookSignatureErrorReason,
} from "./webhooks.js";
import type { components } from "./schema.js";
export type { components, operations, paths } from "./schema.js";

/** A schema of the API by name, e.g. `Schema<"OrderDetail">`. */
export type Schema<Name extends keyof components["schemas"]> = components["schemas"][Name];
