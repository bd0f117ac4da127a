/**
 * The error catalogue: every machine `code` an error body (other than 422) carries, with its
 * HTTP status, what it means and what a client should do. It is the one source: the OpenAPI
 * document's `ErrorBody.code` enum, the server's `ApiError` (a code from here, or a type
 * error), `@registrar/node`'s `ErrorCode` union (generated from the document) and the "Error
 * codes" table of docs/api.md (checked against this by test/contract/error-codes.test.ts).
 *
 * Codes are stable: a new code is added, never renamed or reused; a client treats an unknown
 * code by its status. 422 has no code: its body is the interface spec's list of field errors
 * (each item's `type` says what failed).
 */
export const ERROR_CODES = {
  authentication_required: {
    status: 401,
    meaning: "No credentials were sent, or the Authorization header is not `Bearer <token>`.",
    action: "Send `X-API-Key` or `Authorization: Bearer <token>`.",
  },
  invalid_credentials: {
    status: 401,
    meaning:
      "The API key or token is unknown or revoked, or `POST /api/v1/auth/token` got a wrong email or password.",
    action: "Do not retry with the same credentials: use a live API key, or sign in again.",
  },
  access_token_expired: {
    status: 401,
    meaning: "The user's access token has expired.",
    action: "Request a new one from `POST /api/v1/auth/token`, then retry.",
  },
  session_expired: {
    status: 401,
    meaning: "The hosted session's client token expired, or the session was revoked.",
    action: "Create (or refresh) a session from your backend and show the new one.",
  },
  dashboard_session_ended: {
    status: 401,
    meaning:
      "The dashboard's refresh token is missing, unknown, used before (its session is then ended) or expired, or its session was ended (signed out, a password change, an admin).",
    action: "Sign in again with email and password.",
  },
  second_factor_required: {
    status: 401,
    meaning:
      "`POST /api/v1/auth/token` got the right email and password of a user with a second factor, without `otp` or `passkey`.",
    action:
      "Send the request again with `otp` (the current code of the user's authenticator app, or one of their recovery codes) or `passkey` (an assertion over the options of `POST /api/v1/auth/second-factor`, which also says which factors the user has).",
  },
  invalid_second_factor: {
    status: 401,
    meaning:
      "`POST /api/v1/auth/token` got a wrong, expired or already used `otp` (a code is accepted once; a recovery code once), or a `passkey` assertion that is not the user's, over a challenge not handed out or already used, or whose signature counter did not go up.",
    action:
      "Wait for the authenticator's next code (or use an unused recovery code) and sign in again.",
  },
  second_factor_missing: {
    status: 403,
    meaning:
      "The organization requires a second factor and the signed-in user has none yet: only enrolment (`/api/v1/users/me/second-factor/*`), the user's own account and signing out are open.",
    action: "Set up a second factor (the dashboard's account screen), then sign in again or retry.",
  },
  credential_not_accepted: {
    status: 403,
    meaning:
      "The credentials are valid but of a kind this route does not take (e.g. a client token outside `/api/v1/hosted/*`, an API key on a signed-in user's route).",
    action: "Use the kind of credential the message names.",
  },
  insufficient_role: {
    status: 403,
    meaning: "The signed-in user's role may not do this (admins only).",
    action: "Ask an organization admin.",
  },
  forbidden: {
    status: 403,
    meaning:
      "The resource belongs to another organization (or, in a hosted session, another end user's account).",
    action: "Check the id; use a credential of the organization that owns it.",
  },
  action_not_allowed: {
    status: 403,
    meaning: "The hosted session's `allowed_actions` do not include this action.",
    action: "Create a session with the action in `allowed_actions`.",
  },
  cross_site_request: {
    status: 403,
    meaning:
      "A dashboard session route was called from another origin, or without the `X-Registrar-Dashboard: 1` header.",
    action: "Call it from the dashboard's own pages (same origin) with the header.",
  },
  not_found: {
    status: 404,
    meaning: "No such resource (or no such path).",
    action: "Check the id or path; do not retry.",
  },
  exists_in_other_mode: {
    status: 404,
    meaning:
      "No such resource in this credential's mode: the organization has one with this id (or name) in the other mode (live or test).",
    action:
      "Use a credential of the resource's mode (`rk_live_…` or `rk_test_…`; the message says which).",
  },
  method_not_allowed: {
    status: 405,
    meaning: "The path exists, but not with this method.",
    action: "Use a method listed in the `Allow` header.",
  },
  request_body_unreadable: {
    status: 400,
    meaning: "The request body could not be read (the upload broke off).",
    action: "Send the request again.",
  },
  stripe_signature_invalid: {
    status: 400,
    meaning:
      "A request to the Stripe webhook endpoint whose `Stripe-Signature` header does not sign its body with the endpoint's secret.",
    action:
      "Only Stripe calls this endpoint: check that `STRIPE_WEBHOOK_SECRET_FILE` holds the signing secret of the endpoint Stripe sends to.",
  },
  request_too_large: {
    status: 413,
    meaning: "The request body is larger than the service accepts (`MAX_BODY_BYTES`).",
    action: "Send a smaller body.",
  },
  idempotency_key_in_use: {
    status: 409,
    meaning: "A request with the same `Idempotency-Key` is still being processed.",
    action: "Retry after `Retry-After` with the same key: you get the first request's answer.",
  },
  domain_unavailable: {
    status: 409,
    meaning: "The domain cannot be ordered: it is registered, or its suffix is not sold here.",
    action: "Pick another name (`GET /api/v1/registrar/suggestions`).",
  },
  price_mismatch: {
    status: 409,
    meaning: "The price the order quoted (`expected_price`) is not the price now.",
    action: "Show the new price, and order again with it once confirmed.",
  },
  order_in_progress: {
    status: 409,
    meaning: "Another order of the organization for this domain is in progress.",
    action: "Follow that order (the message names it) instead of ordering again.",
  },
  transfer_not_possible: {
    status: 409,
    meaning:
      "The domain cannot be transferred now: it is not registered, already held here, locked at its registrar or the registry, or within the policy's period after a registration, transfer or registrant change (the message says until when).",
    action:
      "Show the message; for a lock, the holder lifts it at the current registrar; else retry after the date given.",
  },
  transfer_code_invalid: {
    status: 409,
    meaning: "The registry refused the transfer code: it is wrong or expired.",
    action: "Ask the domain's current registrar for its transfer code again, then retry.",
  },
  transfer_locked: {
    status: 409,
    meaning:
      "The domain's transfer lock is on, or the policy's period after a registration, transfer in or registrant change has not passed: no transfer code is issued.",
    action:
      "Lift the lock (`PUT …/domains/{domain}/transfer-lock`), or wait until the date in the message.",
  },
  transfer_not_pending: {
    status: 409,
    meaning: "No transfer away of this domain is pending: there is nothing to approve or reject.",
    action: "Read `GET …/domains/{domain}/transfer` for its state.",
  },
  verification_not_pending: {
    status: 409,
    meaning:
      "The domain's registrant has nothing to verify: already verified, or no verification was asked for.",
    action: "Read the domain's `registrant_verification`.",
  },
  verification_link_invalid: {
    status: 404,
    meaning:
      "The verification link is unknown, already used or expired (a newer message replaced it, or its days ran out).",
    action:
      "Ask for a new message: `POST …/domains/{domain}/verification`, or the widget's resend.",
  },
  not_in_redemption: {
    status: 409,
    meaning:
      "The domain is not in its redemption period: only a domain deleted after its grace period can be restored.",
    action:
      "Read the domain's `lifecycle.phase`: in `grace` renew it instead; `pending_delete` is too late.",
  },
  invalid_state: {
    status: 409,
    meaning:
      "The resource's current state does not allow this (an order's transition, a session that is no longer active, a disabled endpoint, the last admin).",
    action: "Read the resource again, then act on its current state.",
  },
  allocation_refused: {
    status: 409,
    meaning:
      "A payment allocation that would over-allocate the payment, over-pay the order, or mix currencies.",
    action: "Allocate at most what the message says is left, in the order's currency.",
  },
  already_exists: {
    status: 409,
    meaning: "A user with this email already exists.",
    action: "Use the existing user, or another email.",
  },
  registration_pending: {
    status: 409,
    meaning: "The registrar did not answer a purchase; its order will be retried.",
    action: "Read the order (its id is in the message) later; do not buy again.",
  },
  dns_zone_busy: {
    status: 409,
    meaning: "The zone is being delivered to its DNS engine at this moment.",
    action: "Retry in a few seconds.",
  },
  live_mode_unavailable: {
    status: 409,
    meaning:
      "Live mode was asked for on a deployment that has test mode only (no real registrar is configured).",
    action:
      "Use test mode here, or configure a real registrar (`REGISTRAR=epp`) on the deployment.",
  },
  live_mode_only: {
    status: 409,
    meaning:
      "The resource exists in live mode only (the prepaid balance): test mode is never billed.",
    action: "Use a live credential (rk_live_…, or a token of live mode).",
  },
  card_payments_unavailable: {
    status: 409,
    meaning:
      "Live mode takes no card payment on this deployment (no payment provider is configured), so there is no card checkout for this.",
    action:
      "Top up by bank transfer (the operator records it), or ask the operator to configure Stripe.",
  },
  rate_limited: {
    status: 429,
    meaning: "Too many requests for this credential (or, without a valid one, this address).",
    action: "Wait the seconds in `Retry-After`, then retry.",
  },
  too_many_failed_logins: {
    status: 429,
    meaning: "Too many failed sign-ins for this email from this address.",
    action: "Wait the seconds in `Retry-After` before signing in again.",
  },
  internal_error: {
    status: 500,
    meaning: "An unexpected error in the service; the body carries `request_id`.",
    action: "Retry with backoff; quote `request_id` to support if it persists.",
  },
  database_unavailable: {
    status: 503,
    meaning: "The service's database is not answering.",
    action: "Retry after the seconds in `Retry-After`.",
  },
  registry_unavailable: {
    status: 503,
    meaning: "The domain registry is not answering.",
    action: "Retry after the seconds in `Retry-After`.",
  },
  dns_engine_unavailable: {
    status: 503,
    meaning:
      "The DNS engine serving the zone (PowerDNS) did not answer or refused the request; the zone's changes are kept and delivered when it does.",
    action: "Retry after the seconds in `Retry-After`; `GET …/dns` shows the zone's `last_error`.",
  },
  service_starting: {
    status: 503,
    meaning: "The service is starting and does not answer requests yet.",
    action: "Retry after the seconds in `Retry-After`.",
  },
} as const satisfies Record<string, { status: number; meaning: string; action: string }>;

/** A machine error code of the catalogue. */
export type ErrorCode = keyof typeof ERROR_CODES;

/** The codes whose status is `S`, e.g. `ErrorCodeOf<403>`. */
export type ErrorCodeOf<S extends number> = {
  [K in ErrorCode]: (typeof ERROR_CODES)[K]["status"] extends S ? K : never;
}[ErrorCode];

/** Every code, in catalogue order. */
export const ERROR_CODE_NAMES = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/** The body of an error other than 422: what a person reads, and the code a program reads. */
export const errorBody = (code: ErrorCode, detail: string) => ({ detail, code });
