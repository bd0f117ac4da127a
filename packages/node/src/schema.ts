/**
 * The registrar API's types, generated from its OpenAPI document by openapi-typescript
 * (`npm run generate:client` in the service's repository). Do not edit.
 */
export interface paths {
  "/api/v1/auth/second-factor": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Which second factors a user has, with passkey options
     * @description The first step of a sign-in with a second factor: the same email and password as `POST /api/v1/auth/token` (checked, limited and counted the same way) answer which factors the user has and, when they have passkeys, WebAuthn authentication options with a new challenge (good once, for 5 minutes). The browser's assertion over them goes to the token request as `passkey`.
     *
     *     No credentials.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["getSecondFactorOptions"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/auth/token": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Exchange a user's email and password for an access token
     * @description The OAuth2 password grant, as a form (`application/x-www-form-urlencoded`) or JSON: `username` is the user's email. Failed logins are limited per client address and username as well (429 with Retry-After). The dashboard sends `X-Registrar-Dashboard: 1`: its sign-in also starts a session whose refresh token is set in an HttpOnly cookie (`POST /api/v1/dashboard/session/refresh`). A user with a second factor also sends `otp`: a current TOTP code (accepted once) or an unused recovery code, or `passkey`: the JSON of a passkey's assertion over the options of `POST /api/v1/auth/second-factor` (its challenge used once, its signature counter going up); without either the answer is 401 `second_factor_required`, with a wrong one 401 `invalid_second_factor` (counted as a failed login).
     *
     *     No credentials.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["issueAccessToken"];
    /**
     * Sign out: revoke the access token sent with this request
     * @description Sign out: revoke the access token sent with this request.
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    delete: operations["signOut"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/auth/mode": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in user's mode (live or test), and whether the deployment has live mode
     * @description The signed-in user's mode (live or test), and whether the deployment has live mode.
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["getAuthMode"];
    put?: never;
    /**
     * Switch the signed-in user between live and test data
     * @description The dashboard's test-data switch: a new access token of the same user in the mode asked for; the token sent is revoked. Live mode exists only where a real registrar is configured (409 `live_mode_unavailable` otherwise).
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["switchAuthMode"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/dashboard/session/refresh": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Exchange the dashboard's refresh-token cookie for a new access token
     * @description The dashboard's refresh: the `registrar_refresh` cookie (HttpOnly, set by a sign-in that sent `X-Registrar-Dashboard: 1`) is exchanged, once, for a new access token and the next cookie. A refresh token used twice ends its whole session. Same-origin requests with `X-Registrar-Dashboard: 1` only.
     *
     *     No credentials.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["refreshDashboardSession"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/dashboard/session/sign-out": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign the dashboard out of this browser's session
     * @description Ends the session of the `registrar_refresh` cookie (its refresh tokens and access tokens) and clears the cookie; without a live session, only clears it. Same-origin requests with `X-Registrar-Dashboard: 1` only.
     *
     *     No credentials.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["signOutDashboardSession"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/auth/password-reset": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask for a password-reset link by email
     * @description Mails a single-use link (valid one hour) to set a new password, if the address has an account. The answer is 202 either way: it never says whether the address has an account. Limited per client address and per email address (429 with Retry-After).
     *
     *     No credentials.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["requestPasswordReset"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/auth/password-reset/confirm": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a new password with a reset link's token
     * @description Sets the new password with the emailed link's token (once; an unknown, used, replaced or expired link is a 422 on `token`). Every session and access token of the account ends; the answer names the account so the dashboard can sign in.
     *
     *     No credentials.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["confirmPasswordReset"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/auth/invitations/accept": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accept an invitation: choose a password
     * @description Chooses the invited user's password with the emailed link's token (once; an unknown, used, replaced, withdrawn or expired link is a 422 on `token`). The answer names the account so the dashboard can sign in.
     *
     *     No credentials.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["acceptInvitation"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/invitations": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Pending invitations: users who have not chosen a password yet (admins only)
     * @description Pending invitations: users who have not chosen a password yet (admins only).
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["listInvitations"];
    put?: never;
    /**
     * Invite a person by email with a role: they get a link to choose a password (admins only)
     * @description Invite a person by email with a role: they get a link to choose a password (admins only).
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["createInvitation"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/invitations/{user_id}/resend": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail a new invitation link; the previous one stops working (admins only)
     * @description Mail a new invitation link; the previous one stops working (admins only).
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["resendInvitation"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/invitations/{user_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Withdraw a pending invitation: its link stops working, the user is removed (admins only)
     * @description Withdraw a pending invitation: its link stops working, the user is removed (admins only).
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    delete: operations["revokeInvitation"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/organization": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organization the credential belongs to
     * @description The organization the credential belongs to.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["getOwnOrganization"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/organizations/{organization_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One organization, readable only with its own credentials
     * @description One organization, readable only with its own credentials.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["getOrganization"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/api-keys": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organization's API keys (never their secrets)
     * @description The organization's API keys (never their secrets).
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["listApiKeys"];
    put?: never;
    /**
     * Create an API key (signed-in admins); its secret is returned this once
     * @description Create an API key (signed-in admins); its secret is returned this once.
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["createApiKey"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/api-keys/{key_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke an API key at once (signed-in admins); revoking twice is harmless
     * @description Revoke an API key at once (signed-in admins); revoking twice is harmless.
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    delete: operations["revokeApiKey"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/users": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organization's users (admins only)
     * @description The organization's users (admins only).
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["listUsers"];
    put?: never;
    /**
     * Add a user with a role; the initial password is returned once (admins only)
     * @description Add a user with a role; the initial password is returned once (admins only).
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["createUser"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/users/me": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in user (any role)
     * @description The signed-in user (any role).
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["getCurrentUser"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/users/me/password": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change your own password; your other sessions are signed out
     * @description Change your own password; your other sessions are signed out.
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    put: operations["changeOwnPassword"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/users/me/sessions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Your signed-in dashboard sessions (one per browser), most recently used first
     * @description Your signed-in dashboard sessions (one per browser), most recently used first.
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["listOwnSessions"];
    put?: never;
    post?: never;
    /**
     * Sign out everywhere: end every session and access token of yours, this one too
     * @description Sign out everywhere: end every session and access token of yours, this one too.
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    delete: operations["signOutEverywhere"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/users/{user_id}/sessions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * End every session and access token of a user of your organization (admins only)
     * @description End every session and access token of a user of your organization (admins only).
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    delete: operations["endUserSessions"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/users/{user_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a user and sign them out everywhere (admins only); not the last admin
     * @description Remove a user and sign them out everywhere (admins only); not the last admin.
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    delete: operations["removeUser"];
    options?: never;
    head?: never;
    /**
     * Change a user's role (admins only); the last admin stays admin
     * @description Change a user's role (admins only); the last admin stays admin.
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    patch: operations["updateUser"];
    trace?: never;
  };
  "/api/v1/users/me/second-factor": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Your second factor, and whether your organization requires one
     * @description Your second factor, and whether your organization requires one.
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["getOwnSecondFactor"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/users/me/second-factor/totp": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start setting up an authenticator app
     * @description A new TOTP secret (RFC 6238: SHA-1, 6 digits, 30 s) as text and as an `otpauth://` URI for a QR code. It becomes the second factor once confirmed with a code (`…/totp/confirm`); asking again before that replaces it.
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["startTotpEnrolment"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/users/me/second-factor/totp/confirm": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm the authenticator app with a current code; answers the recovery codes once
     * @description Confirm the authenticator app with a current code; answers the recovery codes once.
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["confirmTotp"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/users/me/second-factor/totp/disable": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Remove the authenticator app and its recovery codes, with a current code or your password
     * @description Remove the authenticator app and its recovery codes, with a current code or your password.
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["disableTotp"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/users/me/second-factor/passkeys": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Your passkeys
     * @description Your passkeys.
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["listPasskeys"];
    put?: never;
    /**
     * Add a passkey
     * @description Verifies the browser's new credential (attestation `none` is enough: the passkey is a second factor after the password) against a challenge of `…/passkeys/options` not used yet, and keeps it under `name`.
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["addPasskey"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/users/me/second-factor/passkeys/options": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start adding a passkey
     * @description WebAuthn registration options with a new challenge (good once, for 5 minutes) for `navigator.credentials.create()`; the relying party is the service's public URL's host. Send the browser's answer to `POST …/passkeys`.
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["startPasskeyRegistration"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/users/me/second-factor/passkeys/{passkey_id}/remove": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Remove a passkey, with a current code or your password
     * @description Remove a passkey, with a current code or your password.
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["removePasskey"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/organization/second-factor-policy": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Require a second factor of every user of the organization (admins only)
     * @description With `required: true`, a user without a second factor who signs in can only set one up (403 `second_factor_missing` elsewhere) until they have.
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    put: operations["setSecondFactorPolicy"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/audit-log": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What the organization's users did (keys, users, roles, webhooks, settings)
     * @description What the organization's users did (keys, users, roles, webhooks, settings).
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["listAuditLog"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/exports/orders": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The orders list's filters, as CSV (newest first)
     * @description The orders list's filters, as CSV (newest first).
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["exportOrders"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/exports/payments": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Recorded payments as CSV (newest first); `unallocated=true` for those with money left
     * @description Recorded payments as CSV (newest first); `unallocated=true` for those with money left.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["exportPayments"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/exports/domains": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The domains list's filters, as CSV (by name)
     * @description The domains list's filters, as CSV (by name).
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["exportDomains"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/exports/audit-log": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The audit log's filters, as CSV (newest first; admins only)
     * @description The audit log's filters, as CSV (newest first; admins only).
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["exportAuditLog"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/overview": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What needs attention now: counts for the dashboard's first page
     * @description What needs attention now: counts for the dashboard's first page.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["getOverview"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/organization/settings": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organization's name, embed origins and default widget theme
     * @description The organization's name, embed origins and default widget theme.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["getOrganizationSettings"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the organization's settings (signed-in admins)
     * @description Change the organization's settings (signed-in admins).
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    patch: operations["updateOrganizationSettings"];
    trace?: never;
  };
  "/api/v1/registrar/order": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a pending order (pay later by card checkout or wire)
     * @description Create a pending order (pay later by card checkout or wire).
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     *
     *     Idempotent with an Idempotency-Key header: a repeat replays the first response.
     */
    post: operations["createOrder"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registrar/orders": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List orders, newest first; filter by domain, status and kind, or search
     * @description List orders, newest first; filter by domain, status and kind, or search.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["listOrders"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registrar/orders/{order_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One order with its payments and timeline
     * @description One order with its payments and timeline.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["getOrder"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registrar/orders/{order_id}/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel an order that has not started processing (refunded when paid)
     * @description Cancel an order that has not started processing (refunded when paid).
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["cancelOrder"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registrar/orders/{order_id}/accept-price": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accept the registrar's new price of a price_changed order
     * @description Accept the registrar's new price of a price_changed order.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["acceptOrderPrice"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registrar/purchase": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Buy a domain at once, billed to the organization
     * @description Registers the domain at once and bills the organization. A registrar refusal is HTTP 200 with `success: false` and `error_message` (and the `order_id`): check `success`, not only the status.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     *
     *     Idempotent with an Idempotency-Key header: a repeat replays the first response.
     */
    post: operations["purchaseDomain"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/registrar/orders": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List orders, newest first; filter by domain, status and kind, or search (the spec's unprefixed path)
     * @description List orders, newest first; filter by domain, status and kind, or search.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     *
     *     The same operation as `GET /api/v1/registrar/orders`, at the path the interface spec names.
     */
    get: operations["listOrdersAlias"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/registrar/orders/{order_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One order with its payments and timeline (the spec's unprefixed path)
     * @description One order with its payments and timeline.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     *
     *     The same operation as `GET /api/v1/registrar/orders/{order_id}`, at the path the interface spec names.
     */
    get: operations["getOrderAlias"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/registrar/purchase": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Buy a domain at once, billed to the organization (the spec's unprefixed path)
     * @description Registers the domain at once and bills the organization. A registrar refusal is HTTP 200 with `success: false` and `error_message` (and the `order_id`): check `success`, not only the status.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     *
     *     Idempotent with an Idempotency-Key header: a repeat replays the first response.
     *
     *     The same operation as `POST /api/v1/registrar/purchase`, at the path the interface spec names.
     */
    post: operations["purchaseDomainAlias"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registrar/transfers": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Order the transfer of a domain registered elsewhere (pay later by card or wire)
     * @description A transfer is an order of kind `transfer` (one year added, at the quote's price): the code is checked with the registry before anything is paid, kept sealed until the registry has the request, then erased. Read it with `GET /api/v1/registrar/orders/{order_id}`.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     *
     *     Idempotent with an Idempotency-Key header: a repeat replays the first response.
     */
    post: operations["createTransferOrder"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registry/account": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether the registrar's account at the registry has funds (signed-in admins)
     * @description Whether the registrar's account at the registry has funds (signed-in admins).
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["getRegistryAccount"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registry/receipts/{order_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The registry's receipt for an order it executed (signed-in admins)
     * @description The registry's receipt for an order it executed (signed-in admins).
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["getRegistryReceipt"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registrar/payments": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Recorded payments, newest first; `unallocated=true` for those with money left
     * @description Recorded payments, newest first; `unallocated=true` for those with money left.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["listPayments"];
    put?: never;
    /**
     * Record a payment received (a wire transfer, say)
     * @description Record a payment received (a wire transfer, say).
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     *
     *     Idempotent with an Idempotency-Key header: a repeat replays the first response.
     */
    post: operations["recordPayment"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registrar/payments/{payment_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One payment with its allocations and the orders it most likely pays
     * @description One payment with its allocations and the orders it most likely pays.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["getPayment"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registrar/payments/{payment_id}/allocations": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Allocate a payment to an order; an order paid in full becomes ready_to_process
     * @description Allocate a payment to an order; an order paid in full becomes ready_to_process.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     *
     *     Idempotent with an Idempotency-Key header: a repeat replays the first response.
     */
    post: operations["allocatePayment"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registrar/refunds": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Refund a failed or cancelled order by hand (admins; audited)
     * @description Asks the payment provider again for each payment of the order whose refund failed or was never made. The order becomes `refunded` once the provider has returned everything; its `refunds` say where each stands.
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["refundOrder"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/balance/top-ups": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Top up the live balance by card: a Stripe checkout for the amount
     * @description The balance is credited once Stripe confirms the payment (docs/payments.md); `GET /api/v1/balance/entries` then shows a `top_up_card` entry.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     *
     *     Idempotent with an Idempotency-Key header: a repeat replays the first response.
     */
    post: operations["createTopUp"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/hosted/sessions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organization's hosted sessions, newest first, with what was ordered
     * @description The organization's hosted sessions, newest first, with what was ordered.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["listHostedSessions"];
    put?: never;
    /**
     * Create a hosted session for an end user of your product
     * @description Create a hosted session for an end user of your product.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     *
     *     Idempotent with an Idempotency-Key header: a repeat replays the first response.
     */
    post: operations["createHostedSession"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/hosted/sessions/{session_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A session's status, scope and what its end user did
     * @description A session's status, scope and what its end user did.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["getHostedSession"];
    put?: never;
    post?: never;
    /**
     * Revoke a session: its client token gets 401 at once
     * @description Revoke a session: its client token gets 401 at once.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    delete: operations["revokeHostedSession"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/hosted/sessions/{session_id}/refresh": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A new client token for the same session; the old one stops working
     * @description A new client token for the same session; the old one stops working.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["refreshHostedSession"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/hosted/session": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The session the client token belongs to: actions, theme, expiry, brand
     * @description The session the client token belongs to: actions, theme, expiry, brand.
     *
     *     Credentials: a hosted session's client token (Bearer).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["hostedGetSession"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/hosted/availability/{domain}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Availability and prices of one name (domain_search)
     * @description Availability and prices of one name (domain_search).
     *
     *     Credentials: a hosted session's client token (Bearer).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["hostedCheckAvailability"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/hosted/suggestions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Alternatives across popular suffixes for a search term (domain_search)
     * @description Alternatives across popular suffixes for a search term (domain_search).
     *
     *     Credentials: a hosted session's client token (Bearer).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["hostedSuggestDomains"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/hosted/orders": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The end user's orders, newest first (domain_purchase)
     * @description The session's end user's orders, newest first, a page at a time: pass `next_cursor` as `cursor` for the next page (null on the last).
     *
     *     Credentials: a hosted session's client token (Bearer).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["hostedListOrders"];
    put?: never;
    /**
     * Order a domain for the session's end user (domain_purchase)
     * @description Order a domain for the session's end user (domain_purchase).
     *
     *     Credentials: a hosted session's client token (Bearer).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     *
     *     Idempotent with an Idempotency-Key header: a repeat replays the first response.
     */
    post: operations["hostedCreateOrder"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/hosted/orders/{order_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One of the end user's orders (domain_purchase)
     * @description One of the end user's orders (domain_purchase).
     *
     *     Credentials: a hosted session's client token (Bearer).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["hostedGetOrder"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/hosted/orders/{order_id}/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel one of the end user's orders before it is processed (domain_purchase)
     * @description Cancel one of the end user's orders before it is processed (domain_purchase).
     *
     *     Credentials: a hosted session's client token (Bearer).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["hostedCancelOrder"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/hosted/orders/{order_id}/accept-price": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accept the new price of one of the end user's price_changed orders
     * @description Accept the new price of one of the end user's price_changed orders.
     *
     *     Credentials: a hosted session's client token (Bearer).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["hostedAcceptOrderPrice"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/hosted/transfers": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Order the transfer of the end user's domain registered elsewhere (domain_purchase)
     * @description Order the transfer of the end user's domain registered elsewhere (domain_purchase).
     *
     *     Credentials: a hosted session's client token (Bearer).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     *
     *     Idempotent with an Idempotency-Key header: a repeat replays the first response.
     */
    post: operations["hostedCreateTransferOrder"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/hosted/domains": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Domains of the end user's account (dns_manage or renew)
     * @description Domains of the end user's account (dns_manage or renew).
     *
     *     Credentials: a hosted session's client token (Bearer).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["hostedListDomains"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/hosted/domains/{domain}/renew": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Renew one of the end user's domains (renew)
     * @description Renew one of the end user's domains (renew).
     *
     *     Credentials: a hosted session's client token (Bearer).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     *
     *     Idempotent with an Idempotency-Key header: a repeat replays the first response.
     */
    post: operations["hostedRenewDomain"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/hosted/domains/{domain}/nameservers": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Nameservers of one of the end user's domains (dns_manage)
     * @description Nameservers of one of the end user's domains (dns_manage).
     *
     *     Credentials: a hosted session's client token (Bearer).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["hostedGetNameservers"];
    /**
     * Set the nameservers of one of the end user's domains (dns_manage)
     * @description Set the nameservers of one of the end user's domains (dns_manage).
     *
     *     Credentials: a hosted session's client token (Bearer).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    put: operations["hostedSetNameservers"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/hosted/domains/{domain}/records": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * DNS records of one of the end user's domains (dns_manage)
     * @description DNS records of one of the end user's domains (dns_manage).
     *
     *     Credentials: a hosted session's client token (Bearer).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["hostedListDnsRecords"];
    put?: never;
    /**
     * Add a DNS record (dns_manage)
     * @description Add a DNS record (dns_manage).
     *
     *     Credentials: a hosted session's client token (Bearer).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     *
     *     Idempotent with an Idempotency-Key header: a repeat replays the first response.
     */
    post: operations["hostedCreateDnsRecord"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/hosted/domains/{domain}/records/{record_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Replace a DNS record (dns_manage)
     * @description Replace a DNS record (dns_manage).
     *
     *     Credentials: a hosted session's client token (Bearer).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    put: operations["hostedReplaceDnsRecord"];
    post?: never;
    /**
     * Delete a DNS record (dns_manage)
     * @description Delete a DNS record (dns_manage).
     *
     *     Credentials: a hosted session's client token (Bearer).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    delete: operations["hostedDeleteDnsRecord"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/hosted/domains/{domain}/renewal-orders": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Renew one of the end user's domains, paid by the end user's card (renew)
     * @description For a session whose `renewal_payment` is `card`: a pending renewal order priced at the registrar's renewal price × years, with its `checkout_url`. Once paid, the domain is renewed by the order worker (the order becomes `completed`), or the order `failed` and the payment is refunded. Nothing is billed to the organization.
     *
     *     Credentials: a hosted session's client token (Bearer).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     *
     *     Idempotent with an Idempotency-Key header: a repeat replays the first response.
     */
    post: operations["hostedCreateRenewalOrder"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/hosted/domains/{domain}/renewal-orders/{order_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One renewal order of one of the end user's domains (renew)
     * @description One renewal order of one of the end user's domains (renew).
     *
     *     Credentials: a hosted session's client token (Bearer).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["hostedGetRenewalOrder"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/hosted/domains/{domain}/registrant": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The registrant of one of the end user's domains (dns_manage or renew)
     * @description The registrant of one of the end user's domains (dns_manage or renew).
     *
     *     Credentials: a hosted session's client token (Bearer).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["hostedGetDomainRegistrant"];
    /**
     * Change the registrant of one of the end user's domains (dns_manage or renew)
     * @description The registrant is changed at the registry first (a new contact object; the old one is kept in the domain's history). A change starts the change of registrant's transfer lock (the registrar's period, 60 days by default, from now; it never shortens a lock already running) unless `transfer_lock_opt_out`. The same contact again changes nothing (no event).
     *
     *     Credentials: a hosted session's client token (Bearer).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    put: operations["hostedChangeDomainRegistrant"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/hosted/domains/{domain}/verification": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send the registrant of one of the end user's domains a new verification message (dns_manage or renew)
     * @description Sends the registrant a new verification message with a new link (earlier links stay valid; the deadline does not move). One message per domain a minute (429 with Retry-After); 409 `verification_not_pending` when the registrant has nothing to verify.
     *
     *     Credentials: a hosted session's client token (Bearer).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["hostedResendRegistrantVerification"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/hosted/domains/{domain}/restore": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What restoring one of the end user's domains from redemption costs (renew)
     * @description What restoring one of the end user's domains from redemption costs (renew).
     *
     *     Credentials: a hosted session's client token (Bearer).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["hostedGetRestoreQuote"];
    put?: never;
    /**
     * Restore one of the end user's domains from redemption (renew)
     * @description A domain deleted at the registry after its grace period is restorable until `lifecycle.redemption_ends_at` (RFC 3915 restore), at the restore price (the registry's restore fee and the year it adds), billed like a renewal. A registry refusal (or a price that is no longer `expected_price`) is HTTP 200 with `success: false`; nothing is charged then.
     *
     *     Credentials: a hosted session's client token (Bearer).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     *
     *     Idempotent with an Idempotency-Key header: a repeat replays the first response.
     */
    post: operations["hostedRestoreDomain"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/hosted/domains/{domain}/dns": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Where the end user's domain's zone is served, and its DNSSEC (dns_manage)
     * @description Where the end user's domain's zone is served, and its DNSSEC (dns_manage).
     *
     *     Credentials: a hosted session's client token (Bearer).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["hostedGetDnsZone"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registrar/availability/{domain}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether a domain can be registered, and its yearly prices
     * @description Whether a domain can be registered, and its yearly prices.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["checkAvailability"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registrar/suggestions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Availability of a search term across popular suffixes (search-as-you-type)
     * @description Availability of a search term across popular suffixes (search-as-you-type).
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["suggestDomains"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registrar/domains": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organization's domains, by name, a page at a time
     * @description The organization's domains, by name, a page at a time.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["listDomains"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registrar/domains/{domain}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One of the organization's domains
     * @description One of the organization's domains.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["getDomain"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change a domain's auto-renew or privacy setting
     * @description Change a domain's auto-renew or privacy setting.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    patch: operations["updateDomain"];
    trace?: never;
  };
  "/api/v1/registrar/domains/{domain}/renew": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Renew a domain (billable); a registrar refusal is 200 with success false
     * @description Extends the expiry by `years` and bills the renewal price. A registrar refusal is HTTP 200 with `success: false` and `error_message`; nothing is charged then: check `success`, not only the status.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     *
     *     Idempotent with an Idempotency-Key header: a repeat replays the first response.
     */
    post: operations["renewDomain"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registrar/domains/{domain}/nameservers": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Replace a domain's nameservers (2 to 13 host names, no repeats)
     * @description Replace a domain's nameservers (2 to 13 host names, no repeats).
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    put: operations["setNameservers"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registrar/domains/{domain}/registrant": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A domain's registrant and its earlier registrants
     * @description A domain's registrant and its earlier registrants.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["getDomainRegistrant"];
    /**
     * Change a domain's registrant
     * @description The registrant is changed at the registry first (a new contact object; the old one is kept in the domain's history). A change starts the change of registrant's transfer lock (the registrar's period, 60 days by default, from now; it never shortens a lock already running) unless `transfer_lock_opt_out`. The same contact again changes nothing (no event).
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    put: operations["changeDomainRegistrant"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registrar/domains/{domain}/verification": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send the domain's registrant a new verification message
     * @description Sends the registrant a new verification message with a new link (earlier links stay valid; the deadline does not move). One message per domain a minute (429 with Retry-After); 409 `verification_not_pending` when the registrant has nothing to verify.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["resendRegistrantVerification"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registrar/domains/{domain}/transfer": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A domain's transfer state: its lock, the policy's lock, its code's expiry, a pending transfer away
     * @description A domain's transfer state: its lock, the policy's lock, its code's expiry, a pending transfer away.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["getDomainTransfer"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registrar/domains/{domain}/transfer-lock": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Put a domain's transfer lock on or lift it (clientTransferProhibited)
     * @description Put a domain's transfer lock on or lift it (clientTransferProhibited).
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    put: operations["setDomainTransferLock"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registrar/domains/{domain}/transfer-code": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Get a new transfer code for a domain (shown once)
     * @description Generates a new transfer code, sets it at the registry (which keeps only a hash) and returns it this once: it is not stored here and cannot be read again. Valid 14 days, or until a transfer completes. Refused while the transfer lock is on or the policy's lock runs.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["createDomainTransferCode"];
    /**
     * Clear a domain's transfer code at the registry
     * @description Clear a domain's transfer code at the registry.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    delete: operations["deleteDomainTransferCode"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registrar/domains/{domain}/transfer/approve": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Let a pending transfer away go now: the domain leaves the account
     * @description Let a pending transfer away go now: the domain leaves the account.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["approveDomainTransfer"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registrar/domains/{domain}/transfer/reject": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Refuse a pending transfer away: the domain stays
     * @description Refuse a pending transfer away: the domain stays.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["rejectDomainTransfer"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registrar/domains/{domain}/restore": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What restoring a domain from redemption costs
     * @description What restoring a domain from redemption costs.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["getRestoreQuote"];
    put?: never;
    /**
     * Restore a domain from redemption (billable); a refusal is 200 with success false
     * @description A domain deleted at the registry after its grace period is restorable until `lifecycle.redemption_ends_at` (RFC 3915 restore), at the restore price (the registry's restore fee and the year it adds), billed like a renewal. A registry refusal (or a price that is no longer `expected_price`) is HTTP 200 with `success: false`; nothing is charged then.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     *
     *     Idempotent with an Idempotency-Key header: a repeat replays the first response.
     */
    post: operations["restoreDomain"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registrar/domains/{domain}/dns": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Where a domain's zone is served and whether its changes have reached it
     * @description The zone's DNS provider and its nameservers, whether the domain is delegated to them, the latest serial and the one the engine confirmed (`pending` while a change waits, with `last_error`), and its DNSSEC state.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["getDnsZone"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registrar/domains/{domain}/dns/drift-check": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Compare the engine's copy of the zone with the service's, and repair it
     * @description Reads the zone back from its engine, repairs every RRset that differs (added, updated or removed) and says what it repaired. A zone the built-in server answers is always in sync.
     *
     *     Credentials: an API key (X-API-Key).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["checkDnsZoneDrift"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/sandbox/transfer-requests": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sandbox: another registrar asks for one of your domains
     * @description Test mode only. Plays another registrar asking the registry for one of your domains with its transfer code: the request is pending (`domain.transfer_requested`) until you approve or reject it, or the sandbox registry approves it by itself after SANDBOX_TRANSFER_SECONDS.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["createSandboxTransferRequest"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registrar/renewal-charges": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Renewal charges, manual and automatic, newest first
     * @description Renewal charges, manual and automatic, newest first.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["listRenewalCharges"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registrar/dns/{domain_name}/records": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a domain's DNS records, or export the zone (format=bind)
     * @description The zone's records as JSON, filtered by `type` and `name`; with `format=bind` the same records as an RFC 1035 master file (`text/plain`, with SOA and NS).
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["listDnsRecords"];
    put?: never;
    /**
     * Create a DNS record
     * @description Create a DNS record.
     *
     *     Credentials: an API key (X-API-Key).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     *
     *     Idempotent with an Idempotency-Key header: a repeat replays the first response.
     */
    post: operations["createDnsRecord"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registrar/dns/{domain_name}/records/sync": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Make the zone hold exactly the given records
     * @description Make the zone hold exactly the given records.
     *
     *     Credentials: an API key (X-API-Key).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["syncDnsRecords"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registrar/dns/{domain_name}/records/{record_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a DNS record
     * @description Get a DNS record.
     *
     *     Credentials: an API key (X-API-Key).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["getDnsRecord"];
    /**
     * Replace a DNS record
     * @description Replace a DNS record.
     *
     *     Credentials: an API key (X-API-Key).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    put: operations["replaceDnsRecord"];
    post?: never;
    /**
     * Delete a DNS record
     * @description Delete a DNS record.
     *
     *     Credentials: an API key (X-API-Key).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    delete: operations["deleteDnsRecord"];
    options?: never;
    head?: never;
    /**
     * Change some fields of a DNS record
     * @description Change some fields of a DNS record.
     *
     *     Credentials: an API key (X-API-Key).
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    patch: operations["updateDnsRecord"];
    trace?: never;
  };
  "/api/v1/webhooks/endpoints": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organization's webhook endpoints
     * @description The organization's webhook endpoints.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["listWebhookEndpoints"];
    put?: never;
    /**
     * Add a webhook endpoint; its signing secret is shown this once
     * @description Add a webhook endpoint; its signing secret is shown this once.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     *
     *     Idempotent with an Idempotency-Key header: a repeat replays the first response.
     */
    post: operations["createWebhookEndpoint"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/webhooks/endpoints/{endpoint_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A webhook endpoint (without its secret)
     * @description A webhook endpoint (without its secret).
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["getWebhookEndpoint"];
    put?: never;
    post?: never;
    /**
     * Delete an endpoint and its pending deliveries
     * @description Delete an endpoint and its pending deliveries.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    delete: operations["deleteWebhookEndpoint"];
    options?: never;
    head?: never;
    /**
     * Change an endpoint's URL, event types, description, or enable/disable it
     * @description Change an endpoint's URL, event types, description, or enable/disable it.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    patch: operations["updateWebhookEndpoint"];
    trace?: never;
  };
  "/api/v1/webhooks/endpoints/{endpoint_id}/rotate-secret": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A new signing secret, shown this once; the previous one also signs during the overlap (24 h by default)
     * @description A new signing secret, shown this once; the previous one also signs during the overlap (24 h by default).
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["rotateWebhookSecret"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/webhooks/endpoints/{endpoint_id}/test": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a `webhook.ping` event to this endpoint, signed and delivered like every other (it shows in its deliveries)
     * @description Send a `webhook.ping` event to this endpoint, signed and delivered like every other (it shows in its deliveries).
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["sendWebhookTestEvent"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/webhooks/endpoints/{endpoint_id}/deliveries": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An endpoint's deliveries, newest first, with attempts and last outcome
     * @description An endpoint's deliveries, newest first, with attempts and last outcome.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["listWebhookDeliveries"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/events": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organization's events, newest first; catch up after downtime
     * @description The organization's events, newest first; catch up after downtime.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["listEvents"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/events/{event_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One event
     * @description One event.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["getEvent"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/events/{event_id}/resend": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send an event again (same id) to every enabled endpoint subscribed to its type (a `webhook.ping` to its one endpoint)
     * @description Send an event again (same id) to every enabled endpoint subscribed to its type (a `webhook.ping` to its one endpoint).
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["resendEvent"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/balance": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The live balance, credit limit, what is available and the low-balance threshold
     * @description The live balance, credit limit, what is available and the low-balance threshold.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["getBalance"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Set the low-balance threshold (signed-in admins)
     * @description Set the low-balance threshold (signed-in admins).
     *
     *     Credentials: a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    patch: operations["updateBalanceSettings"];
    trace?: never;
  };
  "/api/v1/balance/entries": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The ledger: every movement of the live balance, newest first
     * @description The ledger: every movement of the live balance, newest first.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["listBalanceEntries"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/balance/statements/{month}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A month's statement: opening balance, movements, closing balance
     * @description `month` is `YYYY-MM` (JSON), `YYYY-MM.csv` (RFC 4180 CSV, a row per movement with the running balance) or `YYYY-MM.html` (a printable page). Months are UTC.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["getBalanceStatement"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registrant-verifications": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm a registrant's email with the token of a verification link
     * @description The verification page (`GET /verify#<token>`) sends the token from its link here. A token is single use and valid until 15 days after the verification's deadline; confirming verifies every domain of that registrant (same organization, mode and email) and releases the suspended ones. 404 `verification_link_invalid` for an unknown, used or expired token.
     *
     *     No credentials.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["confirmRegistrantVerification"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/registrar/registrant-messages": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Messages to the organization's registrants (verification, reminders), newest first
     * @description Messages to the organization's registrants (verification, reminders), newest first.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["listRegistrantMessages"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/abuse-reports": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Abuse reports about the organization's domains, newest first
     * @description Abuse reports about the organization's domains, newest first.
     *
     *     Credentials: an API key (X-API-Key) or a user's bearer access token.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    get: operations["listAbuseReports"];
    put?: never;
    /**
     * Report abuse of a domain (public)
     * @description Records the report and answers with its receipt at once. The organization holding the domain is told (`domain.abuse_reported`); a report marked `law_enforcement` must be reviewed within 24 hours (`review_by`, RAA 3.18.2).
     *
     *     No credentials.
     *
     *     Rate limited per credential, or per client address without a valid one: see the RateLimit-* headers; 429 with Retry-After when exceeded.
     */
    post: operations["createAbuseReport"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface webhooks {
  "order.created": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An order was made (by the API or in a hosted session)
     * @description Sent to every enabled endpoint subscribed to `order.created` (or to `*`). Verify the `Registrar-Signature` header against the raw body before parsing; deduplicate on the event's `id` (a retry or a resend delivers it again).
     */
    post: operations["orderCreatedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "order.updated": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An order moved from one state to another (every transition)
     * @description Sent to every enabled endpoint subscribed to `order.updated` (or to `*`). Verify the `Registrar-Signature` header against the raw body before parsing; deduplicate on the event's `id` (a retry or a resend delivers it again).
     */
    post: operations["orderUpdatedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "domain.registered": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An order's domain was registered
     * @description Sent to every enabled endpoint subscribed to `domain.registered` (or to `*`). Verify the `Registrar-Signature` header against the raw body before parsing; deduplicate on the event's `id` (a retry or a resend delivers it again).
     */
    post: operations["domainRegisteredWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "domain.renewed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A domain was renewed and the renewal charged
     * @description Sent to every enabled endpoint subscribed to `domain.renewed` (or to `*`). Verify the `Registrar-Signature` header against the raw body before parsing; deduplicate on the event's `id` (a retry or a resend delivers it again).
     */
    post: operations["domainRenewedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "domain.renewal_failed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A renewal was refused; nothing was charged
     * @description Sent to every enabled endpoint subscribed to `domain.renewal_failed` (or to `*`). Verify the `Registrar-Signature` header against the raw body before parsing; deduplicate on the event's `id` (a retry or a resend delivers it again).
     */
    post: operations["domainRenewalFailedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "domain.expiring": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A domain expires in 30 days, or in 7
     * @description Sent to every enabled endpoint subscribed to `domain.expiring` (or to `*`). Verify the `Registrar-Signature` header against the raw body before parsing; deduplicate on the event's `id` (a retry or a resend delivers it again).
     */
    post: operations["domainExpiringWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "domain.transfer_requested": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Another registrar asked the registry to transfer a domain away (it can still be stopped)
     * @description Sent to every enabled endpoint subscribed to `domain.transfer_requested` (or to `*`). Verify the `Registrar-Signature` header against the raw body before parsing; deduplicate on the event's `id` (a retry or a resend delivers it again).
     */
    post: operations["domainTransferRequestedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "domain.transfer_cancelled": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A transfer away was rejected or cancelled: the domain stays
     * @description Sent to every enabled endpoint subscribed to `domain.transfer_cancelled` (or to `*`). Verify the `Registrar-Signature` header against the raw body before parsing; deduplicate on the event's `id` (a retry or a resend delivers it again).
     */
    post: operations["domainTransferCancelledWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "domain.transferred_away": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A domain was transferred to another registrar: it is no longer listed, billed or renewed
     * @description Sent to every enabled endpoint subscribed to `domain.transferred_away` (or to `*`). Verify the `Registrar-Signature` header against the raw body before parsing; deduplicate on the event's `id` (a retry or a resend delivers it again).
     */
    post: operations["domainTransferredAwayWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "domain.deleted": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The registry deleted a domain (or released it after redemption): it is no longer listed, billed or renewed
     * @description Sent to every enabled endpoint subscribed to `domain.deleted` (or to `*`). Verify the `Registrar-Signature` header against the raw body before parsing; deduplicate on the event's `id` (a retry or a resend delivers it again).
     */
    post: operations["domainDeletedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "domain.transfer_in_requested": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A transfer order's request reached the registry: the losing registrar has up to five days
     * @description Sent to every enabled endpoint subscribed to `domain.transfer_in_requested` (or to `*`). Verify the `Registrar-Signature` header against the raw body before parsing; deduplicate on the event's `id` (a retry or a resend delivers it again).
     */
    post: operations["domainTransferInRequestedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "domain.transferred_in": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A transfer order completed: the domain is held here
     * @description Sent to every enabled endpoint subscribed to `domain.transferred_in` (or to `*`). Verify the `Registrar-Signature` header against the raw body before parsing; deduplicate on the event's `id` (a retry or a resend delivers it again).
     */
    post: operations["domainTransferredInWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "domain.transfer_in_failed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A transfer order failed (refused, wrong code, locked, timed out): it is refunded
     * @description Sent to every enabled endpoint subscribed to `domain.transfer_in_failed` (or to `*`). Verify the `Registrar-Signature` header against the raw body before parsing; deduplicate on the event's `id` (a retry or a resend delivers it again).
     */
    post: operations["domainTransferInFailedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "domain.transfer_lock_changed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A domain's transfer lock was put on or lifted
     * @description Sent to every enabled endpoint subscribed to `domain.transfer_lock_changed` (or to `*`). Verify the `Registrar-Signature` header against the raw body before parsing; deduplicate on the event's `id` (a retry or a resend delivers it again).
     */
    post: operations["domainTransferLockChangedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "domain.transfer_code_issued": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A transfer code was set for a domain (never sent in the event)
     * @description Sent to every enabled endpoint subscribed to `domain.transfer_code_issued` (or to `*`). Verify the `Registrar-Signature` header against the raw body before parsing; deduplicate on the event's `id` (a retry or a resend delivers it again).
     */
    post: operations["domainTransferCodeIssuedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "domain.registrant_changed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A domain's registrant was changed
     * @description Sent to every enabled endpoint subscribed to `domain.registrant_changed` (or to `*`). Verify the `Registrar-Signature` header against the raw body before parsing; deduplicate on the event's `id` (a retry or a resend delivers it again).
     */
    post: operations["domainRegistrantChangedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "registrant.verification_requested": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A registrant was asked to verify their email (after a registration, a transfer in or a new email)
     * @description Sent to every enabled endpoint subscribed to `registrant.verification_requested` (or to `*`). Verify the `Registrar-Signature` header against the raw body before parsing; deduplicate on the event's `id` (a retry or a resend delivers it again).
     */
    post: operations["registrantVerificationRequestedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "registrant.verified": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A registrant verified their email: the domain is released if it was held
     * @description Sent to every enabled endpoint subscribed to `registrant.verified` (or to `*`). Verify the `Registrar-Signature` header against the raw body before parsing; deduplicate on the event's `id` (a retry or a resend delivers it again).
     */
    post: operations["registrantVerifiedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "registrant.message": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A message for a registrant, for organizations that send them themselves (it carries the text)
     * @description Sent to every enabled endpoint subscribed to `registrant.message` (or to `*`). Verify the `Registrar-Signature` header against the raw body before parsing; deduplicate on the event's `id` (a retry or a resend delivers it again).
     */
    post: operations["registrantMessageWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "domain.suspended": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A domain was put on hold at the registry (an unverified registrant)
     * @description Sent to every enabled endpoint subscribed to `domain.suspended` (or to `*`). Verify the `Registrar-Signature` header against the raw body before parsing; deduplicate on the event's `id` (a retry or a resend delivers it again).
     */
    post: operations["domainSuspendedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "domain.unsuspended": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A domain's hold was lifted
     * @description Sent to every enabled endpoint subscribed to `domain.unsuspended` (or to `*`). Verify the `Registrar-Signature` header against the raw body before parsing; deduplicate on the event's `id` (a retry or a resend delivers it again).
     */
    post: operations["domainUnsuspendedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "domain.expired": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A domain expired unrenewed: it is parked and renewable at the renewal price until its grace period ends
     * @description Sent to every enabled endpoint subscribed to `domain.expired` (or to `*`). Verify the `Registrar-Signature` header against the raw body before parsing; deduplicate on the event's `id` (a retry or a resend delivers it again).
     */
    post: operations["domainExpiredWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "domain.redemption_started": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A domain was deleted at the registry after its grace period: restorable at the restore price
     * @description Sent to every enabled endpoint subscribed to `domain.redemption_started` (or to `*`). Verify the `Registrar-Signature` header against the raw body before parsing; deduplicate on the event's `id` (a retry or a resend delivers it again).
     */
    post: operations["domainRedemptionStartedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "domain.restored": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A domain in redemption was restored
     * @description Sent to every enabled endpoint subscribed to `domain.restored` (or to `*`). Verify the `Registrar-Signature` header against the raw body before parsing; deduplicate on the event's `id` (a retry or a resend delivers it again).
     */
    post: operations["domainRestoredWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "domain.abuse_reported": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Someone reported abuse of a domain (`POST /api/v1/abuse-reports`)
     * @description Sent to every enabled endpoint subscribed to `domain.abuse_reported` (or to `*`). Verify the `Registrar-Signature` header against the raw body before parsing; deduplicate on the event's `id` (a retry or a resend delivers it again).
     */
    post: operations["domainAbuseReportedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "dns.changed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A domain's DNS records were added, changed or removed
     * @description Sent to every enabled endpoint subscribed to `dns.changed` (or to `*`). Verify the `Registrar-Signature` header against the raw body before parsing; deduplicate on the event's `id` (a retry or a resend delivers it again).
     */
    post: operations["dnsChangedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "hosted_session.created": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A hosted session was created
     * @description Sent to every enabled endpoint subscribed to `hosted_session.created` (or to `*`). Verify the `Registrar-Signature` header against the raw body before parsing; deduplicate on the event's `id` (a retry or a resend delivers it again).
     */
    post: operations["hostedSessionCreatedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "hosted_session.completed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An order made in a hosted session completed
     * @description Sent to every enabled endpoint subscribed to `hosted_session.completed` (or to `*`). Verify the `Registrar-Signature` header against the raw body before parsing; deduplicate on the event's `id` (a retry or a resend delivers it again).
     */
    post: operations["hostedSessionCompletedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "balance.low": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A debit took the live balance below the organization's threshold (once per crossing)
     * @description Sent to every enabled endpoint subscribed to `balance.low` (or to `*`). Verify the `Registrar-Signature` header against the raw body before parsing; deduplicate on the event's `id` (a retry or a resend delivers it again).
     */
    post: operations["balanceLowWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "balance.insufficient": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A purchase or renewal was refused: the live balance could not cover it
     * @description Sent to every enabled endpoint subscribed to `balance.insufficient` (or to `*`). Verify the `Registrar-Signature` header against the raw body before parsing; deduplicate on the event's `id` (a retry or a resend delivers it again).
     */
    post: operations["balanceInsufficientWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "webhook.ping": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A test event, sent to one endpoint on request
     * @description Sent to every enabled endpoint subscribed to `webhook.ping` (or to `*`), or to the one endpoint a test event is sent to. Verify the `Registrar-Signature` header against the raw body before parsing; deduplicate on the event's `id` (a retry or a resend delivers it again).
     */
    post: operations["webhookPingWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface components {
  schemas: {
    /** @description An order was made (by the API or in a hosted session) */
    OrderCreatedEvent: {
      /**
       * Format: uuid
       * @description The event's id: deduplicate on it
       */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "order.created";
      /** Format: date-time */
      created_at: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      data: components["schemas"]["OrderCreatedEventData"];
    };
    OrderCreatedEventData: {
      /**
       * Format: uuid
       * @description The new order
       */
      order_id: string;
      /**
       * @description The domain name
       * @example example.com
       */
      domain: string;
      /**
       * @description A new order is always pending
       * @enum {string}
       */
      status: "pending";
      /**
       * Format: uuid
       * @description The hosted session it was made in; null for an API order
       */
      hosted_session_id: string | null;
    };
    /** @description An order moved from one state to another (every transition) */
    OrderUpdatedEvent: {
      /**
       * Format: uuid
       * @description The event's id: deduplicate on it
       */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "order.updated";
      /** Format: date-time */
      created_at: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      data: components["schemas"]["OrderUpdatedEventData"];
    };
    OrderUpdatedEventData: {
      /**
       * Format: uuid
       * @description The order
       */
      order_id: string;
      /**
       * @description The domain name
       * @example example.com
       */
      domain: string;
      from: components["schemas"]["DomainOrderStatus"];
      to: components["schemas"]["DomainOrderStatus"];
    };
    /**
     * @example pending
     * @enum {string}
     */
    DomainOrderStatus:
      | "pending"
      | "ready_to_process"
      | "price_changed"
      | "processing"
      | "completed"
      | "failed"
      | "cancelled"
      | "refunded";
    /** @description An order's domain was registered */
    DomainRegisteredEvent: {
      /**
       * Format: uuid
       * @description The event's id: deduplicate on it
       */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "domain.registered";
      /** Format: date-time */
      created_at: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      data: components["schemas"]["DomainRegisteredEventData"];
    };
    DomainRegisteredEventData: {
      /**
       * Format: uuid
       * @description The registered domain
       */
      domain_id: string;
      /**
       * @description The domain name
       * @example example.com
       */
      domain: string;
      /**
       * Format: uuid
       * @description The order that registered it
       */
      order_id: string;
      /**
       * Format: date-time
       * @description When the registration expires
       */
      expires_at: string;
    };
    /** @description A domain was renewed and the renewal charged */
    DomainRenewedEvent: {
      /**
       * Format: uuid
       * @description The event's id: deduplicate on it
       */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "domain.renewed";
      /** Format: date-time */
      created_at: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      data: components["schemas"]["DomainRenewedEventData"];
    };
    DomainRenewedEventData: {
      /**
       * Format: uuid
       * @description The renewed domain
       */
      domain_id: string;
      /**
       * @description The domain name
       * @example example.com
       */
      domain: string;
      /** @description Years added */
      years: number;
      /**
       * @description `api`: a renewal asked for; `auto_renew`: the renewal worker's
       * @enum {string}
       */
      trigger: "api" | "auto_renew";
      /**
       * Format: date-time
       * @description The new expiry
       */
      expires_at: string;
      /**
       * Format: uuid
       * @description The renewal charge (GET /api/v1/registrar/renewal-charges); null when the end user paid by card
       */
      charge_id: string | null;
      /**
       * @description What the renewal charged, or the end user paid
       * @example 12.99
       */
      price: string;
      /** @example USD */
      currency: string;
      /**
       * @description organization: charged to it (its balance in live mode); card: paid by the end user through a renewal order
       * @enum {string}
       */
      paid_by: "organization" | "card";
      /**
       * Format: uuid
       * @description The renewal order the end user paid by card; null otherwise
       */
      order_id: string | null;
    };
    /** @description A renewal was refused; nothing was charged */
    DomainRenewalFailedEvent: {
      /**
       * Format: uuid
       * @description The event's id: deduplicate on it
       */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "domain.renewal_failed";
      /** Format: date-time */
      created_at: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      data: components["schemas"]["DomainRenewalFailedEventData"];
    };
    DomainRenewalFailedEventData: {
      /**
       * Format: uuid
       * @description The domain
       */
      domain_id: string;
      /**
       * @description The domain name
       * @example example.com
       */
      domain: string;
      /** @description Years asked for */
      years: number;
      /**
       * @description `api`: a renewal asked for; `auto_renew`: the renewal worker's
       * @enum {string}
       */
      trigger: "api" | "auto_renew";
      /**
       * Format: date-time
       * @description The expiry, unchanged
       */
      expires_at: string;
      /** @description Why the registry or the service refused */
      error: string;
    };
    /** @description A domain expires in 30 days, or in 7 */
    DomainExpiringEvent: {
      /**
       * Format: uuid
       * @description The event's id: deduplicate on it
       */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "domain.expiring";
      /** Format: date-time */
      created_at: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      data: components["schemas"]["DomainExpiringEventData"];
    };
    DomainExpiringEventData: {
      /**
       * Format: uuid
       * @description The domain
       */
      domain_id: string;
      /**
       * @description The domain name
       * @example example.com
       */
      domain: string;
      /**
       * Format: date-time
       * @description When it expires
       */
      expires_at: string;
      /** @description Which notice this is: 30 or 7 days before expiry */
      days_before: 30 | 7;
      /** @description Whether the domain renews automatically */
      auto_renew: boolean;
    };
    /** @description Another registrar asked the registry to transfer a domain away (it can still be stopped) */
    DomainTransferRequestedEvent: {
      /**
       * Format: uuid
       * @description The event's id: deduplicate on it
       */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "domain.transfer_requested";
      /** Format: date-time */
      created_at: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      data: components["schemas"]["DomainTransferRequestedEventData"];
    };
    DomainTransferRequestedEventData: {
      /**
       * Format: uuid
       * @description The domain another registrar asked to transfer away
       */
      domain_id: string;
      /**
       * @description The domain name
       * @example example.com
       */
      domain: string;
      /** @description The registry's id of the registrar asking (EPP reID) */
      gaining_registrar: string | null;
      /**
       * Format: date-time
       * @description When the registry approves it unless it is rejected first (EPP acDate); null when not said
       */
      auto_approve_at: string | null;
    };
    /** @description A transfer away was rejected or cancelled: the domain stays */
    DomainTransferCancelledEvent: {
      /**
       * Format: uuid
       * @description The event's id: deduplicate on it
       */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "domain.transfer_cancelled";
      /** Format: date-time */
      created_at: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      data: components["schemas"]["DomainTransferCancelledEventData"];
    };
    DomainTransferCancelledEventData: {
      /**
       * Format: uuid
       * @description The domain, still held
       */
      domain_id: string;
      /**
       * @description The domain name
       * @example example.com
       */
      domain: string;
      /**
       * @description How the transfer request ended (EPP trStatus)
       * @enum {string}
       */
      transfer_status: "clientRejected" | "clientCancelled" | "serverCancelled";
    };
    /** @description A domain was transferred to another registrar: it is no longer listed, billed or renewed */
    DomainTransferredAwayEvent: {
      /**
       * Format: uuid
       * @description The event's id: deduplicate on it
       */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "domain.transferred_away";
      /** Format: date-time */
      created_at: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      data: components["schemas"]["DomainTransferredAwayEventData"];
    };
    DomainTransferredAwayEventData: {
      /**
       * Format: uuid
       * @description The domain that left the account
       */
      domain_id: string;
      /**
       * @description The domain name
       * @example example.com
       */
      domain: string;
      /** @description The registry's id of the registrar that took it (EPP reID) */
      gaining_registrar: string | null;
      /**
       * @description Who approved it: the registrar, or the registry (EPP trStatus)
       * @enum {string}
       */
      transfer_status: "clientApproved" | "serverApproved";
    };
    /** @description The registry deleted a domain (or released it after redemption): it is no longer listed, billed or renewed */
    DomainDeletedEvent: {
      /**
       * Format: uuid
       * @description The event's id: deduplicate on it
       */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "domain.deleted";
      /** Format: date-time */
      created_at: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      data: components["schemas"]["DomainDeletedEventData"];
    };
    DomainDeletedEventData: {
      /**
       * Format: uuid
       * @description The domain the registry deleted
       */
      domain_id: string;
      /**
       * @description The domain name
       * @example example.com
       */
      domain: string;
    };
    /** @description A transfer order's request reached the registry: the losing registrar has up to five days */
    DomainTransferInRequestedEvent: {
      /**
       * Format: uuid
       * @description The event's id: deduplicate on it
       */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "domain.transfer_in_requested";
      /** Format: date-time */
      created_at: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      data: components["schemas"]["DomainTransferInRequestedEventData"];
    };
    DomainTransferInRequestedEventData: {
      /**
       * Format: uuid
       * @description The transfer order
       */
      order_id: string;
      /**
       * @description The domain name
       * @example example.com
       */
      domain: string;
      /**
       * Format: date-time
       * @description When the registry completes it unless the losing registrar refuses first; null when not said
       */
      auto_approve_at: string | null;
    };
    /** @description A transfer order completed: the domain is held here */
    DomainTransferredInEvent: {
      /**
       * Format: uuid
       * @description The event's id: deduplicate on it
       */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "domain.transferred_in";
      /** Format: date-time */
      created_at: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      data: components["schemas"]["DomainTransferredInEventData"];
    };
    DomainTransferredInEventData: {
      /**
       * Format: uuid
       * @description The domain, now held here
       */
      domain_id: string;
      /**
       * @description The domain name
       * @example example.com
       */
      domain: string;
      /**
       * Format: uuid
       * @description The transfer order
       */
      order_id: string;
      /**
       * Format: date-time
       * @description Its expiry after the transfer (one year added)
       */
      expires_at: string;
    };
    /** @description A transfer order failed (refused, wrong code, locked, timed out): it is refunded */
    DomainTransferInFailedEvent: {
      /**
       * Format: uuid
       * @description The event's id: deduplicate on it
       */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "domain.transfer_in_failed";
      /** Format: date-time */
      created_at: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      data: components["schemas"]["DomainTransferInFailedEventData"];
    };
    DomainTransferInFailedEventData: {
      /**
       * Format: uuid
       * @description The transfer order (failed, then refunded)
       */
      order_id: string;
      /**
       * @description The domain name
       * @example example.com
       */
      domain: string;
      /**
       * @description rejected: the losing registrar refused; auth_code_invalid: the code was wrong or expired; transfer_prohibited: the domain is locked; timed_out: no answer in time; cancelled: withdrawn
       * @enum {string}
       */
      reason: "rejected" | "auth_code_invalid" | "transfer_prohibited" | "timed_out" | "cancelled";
      /** @description What the registry said, in words */
      message: string;
    };
    /** @description A domain's transfer lock was put on or lifted */
    DomainTransferLockChangedEvent: {
      /**
       * Format: uuid
       * @description The event's id: deduplicate on it
       */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "domain.transfer_lock_changed";
      /** Format: date-time */
      created_at: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      data: components["schemas"]["DomainTransferLockChangedEventData"];
    };
    DomainTransferLockChangedEventData: {
      /**
       * Format: uuid
       * @description The domain
       */
      domain_id: string;
      /**
       * @description The domain name
       * @example example.com
       */
      domain: string;
      /** @description Whether transfers out are now forbidden */
      locked: boolean;
    };
    /** @description A transfer code was set for a domain (never sent in the event) */
    DomainTransferCodeIssuedEvent: {
      /**
       * Format: uuid
       * @description The event's id: deduplicate on it
       */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "domain.transfer_code_issued";
      /** Format: date-time */
      created_at: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      data: components["schemas"]["DomainTransferCodeIssuedEventData"];
    };
    DomainTransferCodeIssuedEventData: {
      /**
       * Format: uuid
       * @description The domain
       */
      domain_id: string;
      /**
       * @description The domain name
       * @example example.com
       */
      domain: string;
      /**
       * Format: date-time
       * @description When the code stops being accepted (the code itself is never sent)
       */
      expires_at: string;
    };
    /** @description A domain's registrant was changed */
    DomainRegistrantChangedEvent: {
      /**
       * Format: uuid
       * @description The event's id: deduplicate on it
       */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "domain.registrant_changed";
      /** Format: date-time */
      created_at: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      data: components["schemas"]["DomainRegistrantChangedEventData"];
    };
    DomainRegistrantChangedEventData: {
      /**
       * Format: uuid
       * @description The domain
       */
      domain_id: string;
      /**
       * @description The domain name
       * @example example.com
       */
      domain: string;
      /**
       * Format: date-time
       * @description No transfer out before this (the change of registrant's lock); null when it was opted out of
       */
      policy_lock_until: string | null;
    };
    /** @description A registrant was asked to verify their email (after a registration, a transfer in or a new email) */
    RegistrantVerificationRequestedEvent: {
      /**
       * Format: uuid
       * @description The event's id: deduplicate on it
       */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "registrant.verification_requested";
      /** Format: date-time */
      created_at: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      data: components["schemas"]["RegistrantVerificationRequestedEventData"];
    };
    RegistrantVerificationRequestedEventData: {
      /**
       * Format: uuid
       * @description The domain whose registrant must verify their email
       */
      domain_id: string;
      /**
       * @description The domain name
       * @example example.com
       */
      domain: string;
      /**
       * @description What asked for it: a registration, a transfer in, a new email, a resend
       * @enum {string}
       */
      reason: "registration" | "transfer_in" | "email_change" | "resend";
      /**
       * Format: date-time
       * @description Unverified then, the domain is suspended (clientHold)
       */
      deadline_at: string;
    };
    /** @description A registrant verified their email: the domain is released if it was held */
    RegistrantVerifiedEvent: {
      /**
       * Format: uuid
       * @description The event's id: deduplicate on it
       */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "registrant.verified";
      /** Format: date-time */
      created_at: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      data: components["schemas"]["RegistrantVerifiedEventData"];
    };
    RegistrantVerifiedEventData: {
      /**
       * Format: uuid
       * @description A domain of the registrant who verified (one event per domain)
       */
      domain_id: string;
      /**
       * @description The domain name
       * @example example.com
       */
      domain: string;
      /**
       * Format: date-time
       * @description When the registrant confirmed
       */
      verified_at: string;
    };
    /** @description A message for a registrant, for organizations that send them themselves (it carries the text) */
    RegistrantMessageEvent: {
      /**
       * Format: uuid
       * @description The event's id: deduplicate on it
       */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "registrant.message";
      /** Format: date-time */
      created_at: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      data: components["schemas"]["RegistrantMessageEventData"];
    };
    /** @description Sent only to organizations that send registrant messages themselves (settings: `registrant_messages: "partner"`): the one event that carries contact data */
    RegistrantMessageEventData: {
      /**
       * Format: uuid
       * @description The message (GET /api/v1/registrar/registrant-messages)
       */
      message_id: string;
      /**
       * Format: uuid
       * @description The domain it is about; null for none
       */
      domain_id: string | null;
      /**
       * @description The domain name
       * @example example.com
       */
      domain: string | null;
      /**
       * @description What the message is about
       * @enum {string}
       */
      kind:
        "verification" | "expiry_reminder" | "expiry_notice" | "data_reminder" | "order_receipt";
      /** @description The registrant's email address */
      to: string;
      /** @description The message's language (en, de, fr, es) */
      locale: string;
      subject: string;
      /** @description The message as plain text, ready to send */
      text: string;
      /** @description The same message as HTML */
      html: string;
      /** @description The link the message carries (a verification link); null for none */
      link: string | null;
    };
    /** @description A domain was put on hold at the registry (an unverified registrant) */
    DomainSuspendedEvent: {
      /**
       * Format: uuid
       * @description The event's id: deduplicate on it
       */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "domain.suspended";
      /** Format: date-time */
      created_at: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      data: components["schemas"]["DomainSuspendedEventData"];
    };
    DomainSuspendedEventData: {
      /**
       * Format: uuid
       * @description The suspended domain (on hold at the registry: it does not resolve)
       */
      domain_id: string;
      /**
       * @description The domain name
       * @example example.com
       */
      domain: string;
      /**
       * @description Why
       * @enum {string}
       */
      reason: "unverified_registrant";
    };
    /** @description A domain's hold was lifted */
    DomainUnsuspendedEvent: {
      /**
       * Format: uuid
       * @description The event's id: deduplicate on it
       */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "domain.unsuspended";
      /** Format: date-time */
      created_at: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      data: components["schemas"]["DomainUnsuspendedEventData"];
    };
    DomainUnsuspendedEventData: {
      /**
       * Format: uuid
       * @description The domain released from its hold
       */
      domain_id: string;
      /**
       * @description The domain name
       * @example example.com
       */
      domain: string;
    };
    /** @description A domain expired unrenewed: it is parked and renewable at the renewal price until its grace period ends */
    DomainExpiredEvent: {
      /**
       * Format: uuid
       * @description The event's id: deduplicate on it
       */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "domain.expired";
      /** Format: date-time */
      created_at: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      data: components["schemas"]["DomainExpiredEventData"];
    };
    DomainExpiredEventData: {
      /**
       * Format: uuid
       * @description The domain that expired unrenewed
       */
      domain_id: string;
      /**
       * @description The domain name
       * @example example.com
       */
      domain: string;
      /**
       * Format: date-time
       * @description Its expiry
       */
      expired_at: string;
      /**
       * Format: date-time
       * @description Renewable at the renewal price until then; deleted after
       */
      grace_ends_at: string;
    };
    /** @description A domain was deleted at the registry after its grace period: restorable at the restore price */
    DomainRedemptionStartedEvent: {
      /**
       * Format: uuid
       * @description The event's id: deduplicate on it
       */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "domain.redemption_started";
      /** Format: date-time */
      created_at: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      data: components["schemas"]["DomainRedemptionStartedEventData"];
    };
    DomainRedemptionStartedEventData: {
      /**
       * Format: uuid
       * @description The domain deleted at the registry after its grace period
       */
      domain_id: string;
      /**
       * @description The domain name
       * @example example.com
       */
      domain: string;
      /**
       * Format: date-time
       * @description Restorable at the restore price until then
       */
      redemption_ends_at: string;
    };
    /** @description A domain in redemption was restored */
    DomainRestoredEvent: {
      /**
       * Format: uuid
       * @description The event's id: deduplicate on it
       */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "domain.restored";
      /** Format: date-time */
      created_at: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      data: components["schemas"]["DomainRestoredEventData"];
    };
    DomainRestoredEventData: {
      /**
       * Format: uuid
       * @description The domain restored from redemption
       */
      domain_id: string;
      /**
       * @description The domain name
       * @example example.com
       */
      domain: string;
      /**
       * Format: date-time
       * @description Its new expiry
       */
      expires_at: string;
    };
    /** @description Someone reported abuse of a domain (`POST /api/v1/abuse-reports`) */
    DomainAbuseReportedEvent: {
      /**
       * Format: uuid
       * @description The event's id: deduplicate on it
       */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "domain.abuse_reported";
      /** Format: date-time */
      created_at: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      data: components["schemas"]["DomainAbuseReportedEventData"];
    };
    DomainAbuseReportedEventData: {
      /**
       * Format: uuid
       * @description The reported domain
       */
      domain_id: string;
      /**
       * @description The domain name
       * @example example.com
       */
      domain: string;
      /**
       * Format: uuid
       * @description The report (`GET /api/v1/abuse-reports`)
       */
      report_id: string;
      /** @enum {string} */
      category: "phishing" | "malware" | "botnet" | "pharming" | "spam" | "fraud" | "other";
      /** @description Marked as from law enforcement */
      law_enforcement: boolean;
      /**
       * Format: date-time
       * @description A law-enforcement report's review deadline (24 hours, RAA 3.18.2); null otherwise
       */
      review_by: string | null;
    };
    /** @description A domain's DNS records were added, changed or removed */
    DnsChangedEvent: {
      /**
       * Format: uuid
       * @description The event's id: deduplicate on it
       */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "dns.changed";
      /** Format: date-time */
      created_at: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      data: components["schemas"]["DnsChangedEventData"];
    };
    DnsChangedEventData: {
      /**
       * Format: uuid
       * @description The domain whose zone changed
       */
      domain_id: string;
      /**
       * @description The domain name
       * @example example.com
       */
      domain: string;
      /** @description Ids of the records added */
      created: string[];
      /** @description Ids of the records changed */
      updated: string[];
      /** @description Ids of the records removed */
      deleted: string[];
    };
    /** @description A hosted session was created */
    HostedSessionCreatedEvent: {
      /**
       * Format: uuid
       * @description The event's id: deduplicate on it
       */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "hosted_session.created";
      /** Format: date-time */
      created_at: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      data: components["schemas"]["HostedSessionCreatedEventData"];
    };
    HostedSessionCreatedEventData: {
      /**
       * Format: uuid
       * @description The new hosted session
       */
      session_id: string;
      /** @description Your end-user account */
      external_account_id: string;
      allowed_actions: components["schemas"]["HostedAction"][];
      /**
       * Format: date-time
       * @description When the session expires
       */
      expires_at: string;
    };
    /** @enum {string} */
    HostedAction: "domain_search" | "domain_purchase" | "dns_manage" | "renew";
    /** @description An order made in a hosted session completed */
    HostedSessionCompletedEvent: {
      /**
       * Format: uuid
       * @description The event's id: deduplicate on it
       */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "hosted_session.completed";
      /** Format: date-time */
      created_at: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      data: components["schemas"]["HostedSessionCompletedEventData"];
    };
    HostedSessionCompletedEventData: {
      /**
       * Format: uuid
       * @description The hosted session
       */
      session_id: string;
      /**
       * Format: uuid
       * @description Its completed order
       */
      order_id: string;
      /**
       * Format: uuid
       * @description The domain registered
       */
      domain_id: string;
      /**
       * @description The domain name
       * @example example.com
       */
      domain: string;
      /** @description Your end-user account (the session's) */
      external_account_id: string | null;
    };
    /** @description A debit took the live balance below the organization's threshold (once per crossing) */
    BalanceLowEvent: {
      /**
       * Format: uuid
       * @description The event's id: deduplicate on it
       */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "balance.low";
      /** Format: date-time */
      created_at: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      data: components["schemas"]["BalanceLowEventData"];
    };
    BalanceLowEventData: {
      /**
       * Format: uuid
       * @description The organization
       */
      organization_id: string;
      /**
       * @description The balance after the debit
       * @example 12.99
       */
      balance: string;
      /**
       * @description The threshold it went below
       * @example 12.99
       */
      low_balance_threshold: string;
      /** @example 12.99 */
      credit_limit: string;
      /**
       * @description balance + credit_limit
       * @example 12.99
       */
      available: string;
      /** @example USD */
      currency: string;
    };
    /** @description A purchase or renewal was refused: the live balance could not cover it */
    BalanceInsufficientEvent: {
      /**
       * Format: uuid
       * @description The event's id: deduplicate on it
       */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "balance.insufficient";
      /** Format: date-time */
      created_at: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      data: components["schemas"]["BalanceInsufficientEventData"];
    };
    BalanceInsufficientEventData: {
      /**
       * Format: uuid
       * @description The organization
       */
      organization_id: string;
      /**
       * @description What was refused
       * @enum {string}
       */
      kind: "purchase" | "renewal" | "auto_renewal";
      /**
       * @description The price the balance could not cover; null when nothing at all was available (refused before the registry was asked the price)
       * @example 12.99
       */
      amount: string | null;
      /**
       * @description balance + credit_limit when it was refused
       * @example 12.99
       */
      available: string;
      /** @example USD */
      currency: string;
      /**
       * Format: uuid
       * @description The purchase's order
       */
      order_id: string | null;
      /**
       * @description The domain name
       * @example example.com
       */
      domain: string | null;
    };
    /** @description A test event, sent to one endpoint on request */
    WebhookPingEvent: {
      /**
       * Format: uuid
       * @description The event's id: deduplicate on it
       */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "webhook.ping";
      /** Format: date-time */
      created_at: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      data: components["schemas"]["WebhookPingEventData"];
    };
    WebhookPingEventData: {
      /**
       * Format: uuid
       * @description The endpoint the test event was sent to
       */
      endpoint_id: string;
    };
    SecondFactorOptions: {
      /** @description An authenticator app (and recovery codes): send `otp` */
      totp: boolean;
      /** @description At least one passkey: send `passkey` */
      passkey: boolean;
      /** @description Options over the user's passkeys with a new challenge; null without passkeys */
      passkey_options:
        | ({
            /** @description base64url; good for one sign-in, 5 minutes */
            challenge: string;
            rpId?: string;
            timeout?: number;
            allowCredentials?: components["schemas"]["PublicKeyCredentialDescriptor"][];
            userVerification?: string;
          } & {
            [key: string]: unknown;
          })
        | null;
    };
    PublicKeyCredentialDescriptor: {
      /** @description A credential id, base64url */
      id: string;
      /** @description "public-key" */
      type: string;
      transports?: string[];
    };
    ErrorBody: {
      /** @example Not authenticated */
      detail: string;
      code: components["schemas"]["ErrorCode"];
    };
    /**
     * @description A stable machine code saying what went wrong, for a program to act on. New codes may be added; treat an unknown one by the HTTP status.
     * @enum {string}
     */
    ErrorCode:
      | "authentication_required"
      | "invalid_credentials"
      | "access_token_expired"
      | "session_expired"
      | "dashboard_session_ended"
      | "second_factor_required"
      | "invalid_second_factor"
      | "second_factor_missing"
      | "credential_not_accepted"
      | "insufficient_role"
      | "forbidden"
      | "action_not_allowed"
      | "cross_site_request"
      | "not_found"
      | "exists_in_other_mode"
      | "method_not_allowed"
      | "request_body_unreadable"
      | "stripe_signature_invalid"
      | "request_too_large"
      | "idempotency_key_in_use"
      | "domain_unavailable"
      | "price_mismatch"
      | "order_in_progress"
      | "transfer_not_possible"
      | "transfer_code_invalid"
      | "transfer_locked"
      | "transfer_not_pending"
      | "verification_not_pending"
      | "verification_link_invalid"
      | "not_in_redemption"
      | "invalid_state"
      | "allocation_refused"
      | "already_exists"
      | "registration_pending"
      | "dns_zone_busy"
      | "live_mode_unavailable"
      | "live_mode_only"
      | "card_payments_unavailable"
      | "rate_limited"
      | "too_many_failed_logins"
      | "internal_error"
      | "database_unavailable"
      | "registry_unavailable"
      | "dns_engine_unavailable"
      | "service_starting";
    HTTPValidationError: {
      detail: components["schemas"]["ValidationErrorItem"][];
    };
    ValidationErrorItem: {
      /** @example string_too_short */
      type: string;
      /**
       * @example [
       *       "body",
       *       "domain"
       *     ]
       */
      loc: (string | number)[];
      /** @example String should have at least 1 character */
      msg: string;
      input?: unknown;
      ctx?: {
        [key: string]: unknown;
      };
    };
    ServerError: {
      /** @example Internal server error; it is safe to retry with backoff. */
      detail: string;
      /** @description The X-Request-Id of the failed request */
      request_id: string;
      /** @enum {string} */
      code: "internal_error";
    };
    SecondFactorOptionsRequest: {
      username: string;
      password: string;
    };
    AccessTokenResponse: {
      access_token: string;
      /** @enum {string} */
      token_type: "bearer";
      expires_in: number;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
    };
    AccessTokenRequest: {
      username: string;
      password: string;
      grant_type?: "password" | null;
      /** @description Default: `""`. */
      scope?: string;
      otp?: string | null;
      passkey?: string | null;
    };
    AuthMode: {
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      /** @description Whether this deployment has live mode (a real registrar is configured); without it, test mode only */
      live_mode_available: boolean;
    };
    ModeSwitchRequest: {
      livemode: boolean;
    };
    PasswordResetRequest: {
      /** Format: email */
      email: string;
    };
    PasswordResetDone: {
      /** @description The account's email (its username) */
      email: string;
    };
    PasswordResetConfirm: {
      /** @description The token of the emailed link */
      token: string;
      new_password: string;
    };
    InvitationList: {
      items: components["schemas"]["Invitation"][];
    };
    Invitation: {
      /** Format: uuid */
      user_id: string;
      email: string;
      /** @enum {string} */
      role: "admin" | "member";
      /** Format: date-time */
      invited_at: string;
      /**
       * Format: date-time
       * @description When the emailed link stops working (7 days); resend for a new one
       */
      expires_at: string;
    };
    InvitationCreateRequest: {
      /** Format: email */
      email: string;
      /** @enum {string} */
      role: "admin" | "member";
    };
    Organization: {
      /** Format: uuid */
      id: string;
      name: string;
      /** Format: date-time */
      created_at: string;
    };
    ApiKeyList: {
      items: components["schemas"]["ApiKeyListItem"][];
    };
    ApiKeyListItem: {
      /** Format: uuid */
      id: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      name: string | null;
      /** @example rk_test_Ab12Cd */
      prefix: string;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      revoked_at: string | null;
      /**
       * Format: date-time
       * @description Last request made with the key (to the minute); null: never used
       */
      last_used_at: string | null;
      /** @description Email of the user who made it in the dashboard (kept if they are removed); null for keys made outside it (first start, admin CLI) */
      created_by: string | null;
    };
    ApiKeyCreated: {
      /** Format: uuid */
      id: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      name: string | null;
      /** @example rk_test_Ab12Cd */
      prefix: string;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      revoked_at: string | null;
      /**
       * Format: date-time
       * @description Last request made with the key (to the minute); null: never used
       */
      last_used_at: string | null;
      /** @description Email of the user who made it in the dashboard (kept if they are removed); null for keys made outside it (first start, admin CLI) */
      created_by: string | null;
      /**
       * @description The secret, shown this once
       * @example rk_…
       */
      api_key: string;
    };
    ApiKeyCreateRequest: {
      /**
       * @description What the key is for, shown in listings
       * @example production checkout
       */
      name: string;
    };
    UserList: {
      items: components["schemas"]["User"][];
    };
    User: {
      /** Format: uuid */
      id: string;
      email: string;
      /** @enum {string} */
      role: "admin" | "member";
      /** Format: date-time */
      created_at: string;
    };
    UserCreated: {
      /** Format: uuid */
      id: string;
      email: string;
      /** @enum {string} */
      role: "admin" | "member";
      /** Format: date-time */
      created_at: string;
      /** @description Shown this once; the user changes it */
      initial_password: string;
    };
    UserCreateRequest: {
      /** Format: email */
      email: string;
      /** @enum {string} */
      role: "admin" | "member";
    };
    PasswordChangeRequest: {
      current_password: string;
      new_password: string;
    };
    DashboardSessionList: {
      items: components["schemas"]["DashboardSession"][];
    };
    DashboardSession: {
      /** Format: uuid */
      id: string;
      user_agent: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      last_used_at: string;
      /** Format: date-time */
      expires_at: string;
      current: boolean;
    };
    UserRoleUpdate: {
      /** @enum {string} */
      role: "admin" | "member";
    };
    SecondFactorStatus: {
      /** @description An authenticator app (TOTP) is confirmed */
      totp: boolean;
      /** @description The user's passkeys (WebAuthn) */
      passkeys: number;
      /** @description Unused recovery codes */
      recovery_codes_left: number;
      /** @description The organization requires every user to have a second factor */
      required_by_organization: boolean;
    };
    TotpEnrolment: {
      /** @description The shared secret in base32, to type in by hand */
      secret: string;
      /** @description The `otpauth://totp/…` URI an authenticator app reads from a QR code */
      otpauth_uri: string;
    };
    RecoveryCodes: {
      /** @description Ten single-use codes, shown once; each signs in instead of a TOTP code */
      recovery_codes: string[];
    };
    TotpConfirmRequest: {
      code: string;
    };
    TotpDisableRequest: {
      code?: string | null;
      password?: string | null;
    };
    /** @description The signed-in user's passkeys, oldest first */
    PasskeyList: {
      items: components["schemas"]["Passkey"][];
    };
    Passkey: {
      /** @description The passkey's id in this service */
      id: string;
      /** @description The name the user gave it */
      name: string;
      /** Format: date-time */
      created_at: string;
      /**
       * Format: date-time
       * @description Its last sign-in; null before the first
       */
      last_used_at: string | null;
    };
    /** @description WebAuthn's PublicKeyCredentialCreationOptionsJSON: hand it to `navigator.credentials.create()` (or @simplewebauthn/browser's `startRegistration`) */
    PasskeyRegistrationOptions: {
      /** @description base64url; good for one registration, 5 minutes */
      challenge: string;
      rp: {
        name: string;
        id?: string;
      };
      user: {
        id: string;
        name: string;
        displayName: string;
      };
      pubKeyCredParams: {
        alg: number;
        type: string;
      }[];
      timeout?: number;
      excludeCredentials?: components["schemas"]["PublicKeyCredentialDescriptor"][];
      attestation?: string;
    } & {
      [key: string]: unknown;
    };
    /** @description `credential` is the JSON (as a string) of the RegistrationResponseJSON the browser answered the registration options with */
    PasskeyRegisterRequest: {
      name: string;
      credential: string;
    };
    PasskeyRemoveRequest: {
      code?: string | null;
      password?: string | null;
    };
    SecondFactorPolicy: {
      required: boolean;
    };
    AuditLog: {
      items: components["schemas"]["AuditEntry"][];
      next_cursor: string | null;
    };
    AuditEntry: {
      /** @description Increasing with time */
      id: string;
      /** Format: date-time */
      at: string;
      actor: {
        /** Format: uuid */
        user_id: string | null;
        email: string;
      };
      /** @example api_key.created */
      action: string;
      target_type: string;
      target_id: string | null;
      details: {
        [key: string]: unknown;
      };
    };
    Overview: {
      /**
       * @description When it was counted
       * @example 2026-11-28T09:30:00Z
       */
      at: string;
      orders: {
        /** @description Orders in `pending` (waiting for their payment) */
        awaiting_payment: number;
        /** @description Orders that failed since the start of the day (UTC) */
        failed_today: number;
        /** @description Orders refunded since the start of the day (UTC) */
        refunded_today: number;
      };
      domains: {
        /** @description Domains expiring from the start of today (UTC) to the end of the 30th day after it */
        expiring_soon: number;
        /**
         * @description The domains list's `expires_after` giving those domains
         * @example 2026-11-28
         */
        expires_after: string;
        /**
         * @description The domains list's `expires_before` giving those domains
         * @example 2026-11-28
         */
        expires_before: string;
      };
      webhooks: {
        /** @description Enabled endpoints with a delivery in the last 24 hours that failed or is being retried */
        endpoints_failing: number;
        /** @description Endpoints that are disabled */
        endpoints_disabled: number;
      };
      abuse_reports: {
        /** @description Reports received in the last 7 days */
        received_last_7_days: number;
        /** @description Law enforcement's reports of the last 7 days whose 24-hour review-by is past or within 6 hours */
        law_enforcement_due: number;
      };
    };
    OrganizationSettings: {
      /** Format: uuid */
      id: string;
      name: string;
      allowed_origins: string[];
      default_theme: {
        primary_color?: string | null;
        logo_url?: string | null;
        brand_name?: string | null;
        /** @enum {string|null} */
        color_scheme?: "light" | "dark" | "auto" | null;
        radius?: number | null;
        /** @enum {string|null} */
        font_family?: "system" | "humanist" | "geometric" | "serif" | "rounded" | "mono" | null;
      } | null;
      /**
       * @description Who sends messages to the organization's registrants (verification, reminders): `service` by email (SMTP), `partner` from its own product, each arriving as a `registrant.message` event
       * @enum {string}
       */
      registrant_messages: "service" | "partner";
    };
    OrganizationSettingsUpdate: {
      name?: string;
      allowed_origins?: string[];
      default_theme?: {
        /** @example #0a66c2 */
        primary_color?: string | null;
        /** @example https://partner.example/logo.svg */
        logo_url?: string | null;
        /** @example Partner Domains */
        brand_name?: string | null;
        /**
         * @description light (default), dark, or auto (follows the user's prefers-color-scheme); the whole page follows it, and the primary color is adjusted to keep AA contrast on it
         * @example auto
         */
        color_scheme?: ("light" | "dark" | "auto") | null;
        /**
         * @description Corner radius of cards, buttons and inputs in CSS pixels (default 8)
         * @example 8
         */
        radius?: number | null;
        /**
         * @description A font stack of fonts already on the device (no web fonts are loaded)
         * @example system
         */
        font_family?: ("system" | "humanist" | "geometric" | "serif" | "rounded" | "mono") | null;
      } | null;
      /** @enum {string} */
      registrant_messages?: "service" | "partner";
    };
    DomainOrderResponse: {
      /** Format: uuid */
      order_id: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      /** @example example.com */
      domain_name: string;
      years: number;
      /** @example 12.99 */
      price: string;
      /** @example USD */
      currency: string;
      status: components["schemas"]["DomainOrderStatus"];
      checkout_url?: string | null;
      banking_details?: components["schemas"]["BankDetails"] | null;
      /**
       * @description The reference a wire transfer must quote (every order has one)
       * @example RG-7K2M9QX4TB
       */
      payment_reference: string;
    };
    BankDetails: {
      bank_name: string;
      account_name: string;
      account_number: string;
      /** @description The US routing number (ABA) */
      routing_number: string;
      /** @description The account's IBAN, for international wires (always sent) */
      iban?: string;
      /** @description The bank's BIC (SWIFT code), for international wires (always sent) */
      bic?: string;
    };
    DomainOrderRequest: {
      domain: string;
      /** @description Default: `1`. */
      years?: number;
      /**
       * @example {
       *       "first_name": "Ada",
       *       "last_name": "Lovelace",
       *       "email": "ada@example.com",
       *       "phone": "+14155550100",
       *       "address1": "1 Main St",
       *       "city": "San Francisco",
       *       "state": "CA",
       *       "postal_code": "94105",
       *       "country": "US"
       *     }
       */
      contact: {
        first_name: string;
        last_name: string;
        /** Format: email */
        email: string;
        phone: string;
        address1: string;
        city: string;
        state: string;
        postal_code: string;
        /** @description ISO 3166-1 alpha-2 code assigned to a country (GB, not UK); lowercase is accepted and stored in capitals. */
        country: string;
        organization?: string | null;
        address2?: string | null;
      };
      /**
       * @description Default: `"card"`.
       * @enum {string}
       */
      payment_method?: "wire" | "card";
      nameservers?: string[] | null;
      /** @description Default: `true`. */
      privacy?: boolean;
      /** @description Default: `true`. */
      auto_renew?: boolean;
      /** @description Registrar to use; only one is supported and it is the default */
      registrar?: "sandbox" | null;
      /** @description Create default DNS records after purchase. Default: `false`. */
      setup_dns?: boolean;
      /** @description DNS provider used for setup; a default provider applies */
      dns_provider?: ("builtin" | "powerdns") | null;
      /** @description Price the caller agreed to; when the registrar's live price differs the order is not charged */
      expected_price?: string | null;
    };
    OrderList: {
      items: components["schemas"]["OrderDetail"][];
      next_cursor: string | null;
    };
    OrderDetail: {
      /** Format: uuid */
      order_id: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      /** @example example.com */
      domain_name: string;
      years: number;
      /** @example 12.99 */
      price: string;
      /** @example USD */
      currency: string;
      status: components["schemas"]["DomainOrderStatus"];
      checkout_url?: string | null;
      banking_details?: components["schemas"]["BankDetails"] | null;
      /**
       * @description The reference a wire transfer must quote (every order has one)
       * @example RG-7K2M9QX4TB
       */
      payment_reference: string;
      /**
       * @description order: a registration its payer pays (card or wire); purchase: the spec's registration billed to the organization; renewal: a renewal of a held domain the end user pays by card; transfer: a domain brought from another registrar (POST /api/v1/registrar/transfers)
       * @enum {string}
       */
      kind: "order" | "purchase" | "renewal" | "transfer";
      /** @enum {string} */
      payment_method: "wire" | "card";
      /** @example 12.99 */
      amount_paid: string;
      /**
       * @description The registrar's new total while price_changed
       * @example 12.99
       */
      new_price: string | null;
      failure_reason: string | null;
      /**
       * @description The registry's pending state while the order is processing: pending_create when the registry accepted the registration without executing it yet (it settles it later); pending_transfer while the losing registrar has the transfer request (up to five days); null otherwise
       * @enum {string|null}
       */
      registry_status: "pending_create" | "pending_transfer" | null;
      /** Format: uuid */
      domain_id: string | null;
      external_account_id: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      transitions: components["schemas"]["OrderTransition"][];
      refunds: components["schemas"]["OrderRefund"][];
      disputes: components["schemas"]["OrderDispute"][];
    };
    OrderTransition: {
      from: components["schemas"]["DomainOrderStatus"] | null;
      to: components["schemas"]["DomainOrderStatus"];
      /** Format: date-time */
      at: string;
      reason: string | null;
    };
    OrderRefund: {
      /** Format: uuid */
      refund_id: string;
      /** @example 12.99 */
      amount: string;
      currency: string;
      /**
       * @description requested: not yet sent to the provider; pending: the provider is returning it; succeeded: returned; failed or canceled: not returned (the operator is alerted)
       * @enum {string}
       */
      status: "requested" | "pending" | "succeeded" | "failed" | "canceled";
      reason: string;
      failure_reason: string | null;
      /** @description Who asked for it by hand (an admin's email); null when the service did */
      requested_by: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    OrderDispute: {
      dispute_id: string;
      /** @example 12.99 */
      amount: string;
      currency: string;
      reason: string;
      status: string;
      /** Format: date-time */
      created_at: string;
    };
    PurchaseResult:
      components["schemas"]["PurchaseResponse"] | components["schemas"]["ActionFailure"];
    PurchaseResponse: {
      /** @enum {boolean} */
      success: true;
      domain: string;
      /** Format: uuid */
      order_id: string;
      status: components["schemas"]["DomainOrderStatus"];
      /** Format: date-time */
      expires_at: string | null;
      /** @example 12.99 */
      price: string;
      currency: string;
    };
    ActionFailure: {
      /** @enum {boolean} */
      success: false;
      domain: string;
      /** Format: uuid */
      order_id?: string;
      error_message: string;
    };
    TransferOrderRequest: {
      domain: string;
      /**
       * @description The domain's transfer code (also called auth code or EPP code), from its current registrar
       * @example x7T!p2Qe-9vLm
       */
      auth_code: string;
      /**
       * @example {
       *       "first_name": "Ada",
       *       "last_name": "Lovelace",
       *       "email": "ada@example.com",
       *       "phone": "+14155550100",
       *       "address1": "1 Main St",
       *       "city": "San Francisco",
       *       "state": "CA",
       *       "postal_code": "94105",
       *       "country": "US"
       *     }
       */
      contact: {
        first_name: string;
        last_name: string;
        /** Format: email */
        email: string;
        phone: string;
        address1: string;
        city: string;
        state: string;
        postal_code: string;
        /** @description ISO 3166-1 alpha-2 code assigned to a country (GB, not UK); lowercase is accepted and stored in capitals. */
        country: string;
        organization?: string | null;
        address2?: string | null;
      };
      /**
       * @description Default: `"card"`.
       * @enum {string}
       */
      payment_method?: "wire" | "card";
      /** @description Nameservers after the transfer; null keeps the domain's own */
      nameservers?: string[] | null;
      /** @description Default: `true`. */
      privacy?: boolean;
      /** @description Default: `true`. */
      auto_renew?: boolean;
      /** @description Price the caller agreed to; when the registrar's price differs the order is not charged */
      expected_price?: string | null;
    };
    RegistryAccount: {
      livemode: boolean;
      /** @description The registry refused a registration or renewal because the registrar's deposit there is empty: paid orders wait and resume by themselves once it is topped up */
      funds_exhausted: boolean;
      /** @description When the registry first refused (ISO 8601) */
      since: string | null;
      /** @description The registry's refusal, in words */
      message: string | null;
      /** @description When one waiting order is next tried (ISO 8601) */
      next_attempt_at: string | null;
      /** @description The deposit, when the registry said it */
      balance: string | null;
      credit_limit: string | null;
      currency: string | null;
    };
    RegistryReceipt: {
      order_id: string;
      /** @description The registry's transaction id (EPP svTRID) */
      transaction_id: string | null;
      /** @description What the registry charged the registrar */
      fee: string | null;
      currency: string | null;
    };
    PaymentList: {
      items: components["schemas"]["Payment"][];
      next_cursor: string | null;
    };
    Payment: {
      /** Format: uuid */
      payment_id: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      /** @example 12.99 */
      amount: string;
      currency: string;
      /** @enum {string} */
      method: "wire" | "card";
      reference: string | null;
      /** Format: date-time */
      received_at: string;
      /** @example 12.99 */
      allocated: string;
      /** @example 12.99 */
      unallocated: string;
      allocations: {
        /** Format: uuid */
        allocation_id: string;
        /** Format: uuid */
        order_id: string;
        /** @description The domain of the order it paid */
        domain_name: string;
        /** @example 12.99 */
        amount: string;
        /** Format: date-time */
        created_at: string;
      }[];
    };
    PaymentRequest: {
      /**
       * @description Decimal number as text, > 0, at most 12 digits, at most 2 decimal places
       * @example 10.99
       */
      amount: string;
      /** @description Default: `"USD"`. */
      currency?: string;
      /**
       * @description Default: `"wire"`.
       * @enum {string}
       */
      method?: "wire" | "card";
      /** @description The payer's reference, e.g. the order's payment reference */
      reference?: string | null;
      /** @description ISO 8601 time the money arrived; now by default */
      received_at?: string | null;
    };
    PaymentDetail: {
      /** Format: uuid */
      payment_id: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      /** @example 12.99 */
      amount: string;
      currency: string;
      /** @enum {string} */
      method: "wire" | "card";
      reference: string | null;
      /** Format: date-time */
      received_at: string;
      /** @example 12.99 */
      allocated: string;
      /** @example 12.99 */
      unallocated: string;
      allocations: {
        /** Format: uuid */
        allocation_id: string;
        /** Format: uuid */
        order_id: string;
        /** @description The domain of the order it paid */
        domain_name: string;
        /** @example 12.99 */
        amount: string;
        /** Format: date-time */
        created_at: string;
      }[];
      /** @description Orders awaiting payment in the payment's currency that it most likely pays, best first (at most five; empty once nothing is left). Nothing is allocated until the operator confirms. */
      suggestions: {
        /** Format: uuid */
        order_id: string;
        domain_name: string;
        payment_reference: string;
        /** @example 12.99 */
        owed: string;
        /**
         * @description `reference`: the order's payment reference is the payment's (case, spaces and dashes aside); `amount`: it owes exactly what the payment has left
         * @enum {string}
         */
        match: "reference" | "amount";
      }[];
    };
    Allocation: {
      /** Format: uuid */
      allocation_id: string;
      /** Format: uuid */
      payment_id: string;
      /** Format: uuid */
      order_id: string;
      /** @example 12.99 */
      amount: string;
      order_status: components["schemas"]["DomainOrderStatus"];
    };
    AllocationRequest: {
      /** Format: uuid */
      order_id: string;
      /** @description Defaults to what the order still owes, capped by what is left */
      amount?: string | null;
    };
    RefundRequest: {
      /** Format: uuid */
      order_id: string;
    };
    TopUp: {
      /** @description The Stripe Checkout Session's id */
      top_up_id: string;
      /**
       * @description What the balance is credited once the payment is confirmed
       * @example 120.00
       */
      amount: string;
      /**
       * @description ISO 4217
       * @example USD
       */
      currency: string;
      /**
       * Format: uri
       * @description Stripe's checkout page for this top-up
       */
      checkout_url: string;
      /** Format: date-time */
      expires_at: string;
    };
    TopUpRequest: {
      /**
       * @description Decimal number as text, > 0, <= 100000, at most 12 digits, at most 2 decimal places
       * @example 12.50
       */
      amount: string;
    };
    HostedSessionList: {
      items: components["schemas"]["HostedSessionStatus"][];
      next_cursor: string | null;
    };
    HostedSessionStatus: {
      /** Format: uuid */
      session_id: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      /** @enum {string} */
      status: "active" | "expired" | "revoked";
      allowed_actions: components["schemas"]["HostedAction"][];
      external_user_id: string | null;
      external_account_id: string;
      theme_config: components["schemas"]["Theme"];
      metadata: {
        [key: string]: unknown;
      };
      allowed_origins: string[];
      locale: string | null;
      /** @enum {string} */
      renewal_payment: "organization" | "card";
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      expires_at: string;
      /** Format: date-time */
      revoked_at: string | null;
      orders: {
        /** Format: uuid */
        order_id: string;
        domain_name: string;
        status: string;
        created_at: string;
      }[];
    };
    Theme: {
      primary_color?: string | null;
      logo_url?: string | null;
      brand_name?: string | null;
      /** @enum {string|null} */
      color_scheme?: "light" | "dark" | "auto" | null;
      radius?: number | null;
      /** @enum {string|null} */
      font_family?: "system" | "humanist" | "geometric" | "serif" | "rounded" | "mono" | null;
    };
    HostedSessionResponse: {
      /** Format: uuid */
      session_id: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      /** Format: uri */
      hosted_url: string;
      /** Format: uri */
      embed_url: string;
      client_token: string;
      /** Format: date-time */
      expires_at: string;
    };
    HostedSessionRequest: {
      /**
       * @example [
       *       "domain_search",
       *       "domain_purchase"
       *     ]
       */
      allowed_actions: ("domain_search" | "domain_purchase" | "dns_manage" | "renew")[];
      external_user_id?: string | null;
      /** @example acct_42 */
      external_account_id: string;
      theme_config?: {
        /** @example #0a66c2 */
        primary_color?: string | null;
        /** @example https://partner.example/logo.svg */
        logo_url?: string | null;
        /** @example Partner Domains */
        brand_name?: string | null;
        /**
         * @description light (default), dark, or auto (follows the user's prefers-color-scheme); the whole page follows it, and the primary color is adjusted to keep AA contrast on it
         * @example auto
         */
        color_scheme?: ("light" | "dark" | "auto") | null;
        /**
         * @description Corner radius of cards, buttons and inputs in CSS pixels (default 8)
         * @example 8
         */
        radius?: number | null;
        /**
         * @description A font stack of fonts already on the device (no web fonts are loaded)
         * @example system
         */
        font_family?: ("system" | "humanist" | "geometric" | "serif" | "rounded" | "mono") | null;
      } | null;
      locale?: string | null;
      metadata?: {
        [key: string]: unknown;
      } | null;
      /**
       * @description Who pays the renewals the end user makes in the widget: the organization (as the registrar API's renewal), or the end user by card at the mode's card checkout; card only where the session's mode offers a card checkout. Default: `"organization"`.
       * @enum {string}
       */
      renewal_payment?: "organization" | "card";
      /** @description Default: `60`. */
      expires_in_minutes?: number;
      /** @description Origins allowed to embed the widget, each exactly as a browser spells it (https://host[:port]; http only for localhost, 127.0.0.1 and [::1]; no wildcards); default: the organization's list */
      allowed_origins?: string[] | null;
    };
    HostedSessionInfo: {
      /** Format: uuid */
      session_id: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      allowed_actions: components["schemas"]["HostedAction"][];
      theme: components["schemas"]["Theme"];
      /** Format: date-time */
      expires_at: string;
      organization: {
        name: string;
      };
      external_account_id: string;
      allowed_origins: string[];
      locale: string | null;
      /** @enum {string} */
      renewal_payment: "organization" | "card";
      /** @description The address (http or https) of the registration agreement the end user accepts by paying (the service's REGISTRATION_AGREEMENT_URL); null: none is published */
      registration_agreement_url: string | null;
    };
    AvailabilityResult: {
      /**
       * @description Normalised A-label form
       * @example example.com
       */
      domain: string;
      /** @example bücher.de */
      domain_unicode: string;
      available: boolean;
      premium: boolean;
      /**
       * @description Yearly registration price
       * @example 12.99
       */
      price: string;
      /**
       * @description Yearly renewal price
       * @example 12.99
       */
      renewal_price: string;
      /** @example USD */
      currency: string;
      /**
       * @description Why it is unavailable
       * @enum {string}
       */
      reason?: "registered" | "unsupported_suffix" | "reserved";
      /** @description For a registered name: whether it can be transferred here and at what price; null when it is available or its suffix is not offered */
      transfer?: components["schemas"]["TransferQuote"] | null;
    };
    TransferQuote: {
      transferable: boolean;
      /**
       * @description The transfer's price (it adds one year)
       * @example 12.99
       */
      price: string;
      /** @example USD */
      currency: string;
      /**
       * @description Why not, when not transferable: held_here (this registrar already holds it), transfer_prohibited (locked at its registrar or the registry), recently_moved (registered, transferred or its registrant changed recently: until locked_until)
       * @enum {string|null}
       */
      reason: "held_here" | "transfer_prohibited" | "recently_moved" | null;
      /**
       * Format: date-time
       * @description recently_moved: the first day a transfer is possible; null otherwise
       */
      locked_until: string | null;
    };
    SuggestionList: {
      query: string;
      items: components["schemas"]["AvailabilityResult"][];
    };
    HostedOrderResponse: {
      /** Format: uuid */
      order_id: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      /** @example example.com */
      domain_name: string;
      years: number;
      /** @example 12.99 */
      price: string;
      /** @example USD */
      currency: string;
      status: components["schemas"]["DomainOrderStatus"];
      checkout_url?: string | null;
      banking_details?: components["schemas"]["BankDetails"] | null;
      /**
       * @description The reference a wire transfer must quote (every order has one)
       * @example RG-7K2M9QX4TB
       */
      payment_reference: string;
      /**
       * Format: uuid
       * @description The id of the event this change wrote (its webhook carries the same id)
       */
      event_id: string;
    };
    HostedOrderList: {
      items: components["schemas"]["HostedOrderDetail"][];
      next_cursor: string | null;
    };
    HostedOrderDetail: {
      /** Format: uuid */
      order_id: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      /** @example example.com */
      domain_name: string;
      years: number;
      /** @example 12.99 */
      price: string;
      /** @example USD */
      currency: string;
      status: components["schemas"]["DomainOrderStatus"];
      checkout_url?: string | null;
      banking_details?: components["schemas"]["BankDetails"] | null;
      /**
       * @description The reference a wire transfer must quote (every order has one)
       * @example RG-7K2M9QX4TB
       */
      payment_reference: string;
      /**
       * @description order: a registration its payer pays (card or wire); purchase: the spec's registration billed to the organization; renewal: a renewal of a held domain the end user pays by card; transfer: a domain brought from another registrar (POST /api/v1/registrar/transfers)
       * @enum {string}
       */
      kind: "order" | "purchase" | "renewal" | "transfer";
      /** @enum {string} */
      payment_method: "wire" | "card";
      /** @example 12.99 */
      amount_paid: string;
      /**
       * @description The registrar's new total while price_changed
       * @example 12.99
       */
      new_price: string | null;
      failure_reason: string | null;
      /**
       * @description The registry's pending state while the order is processing: pending_create when the registry accepted the registration without executing it yet (it settles it later); pending_transfer while the losing registrar has the transfer request (up to five days); null otherwise
       * @enum {string|null}
       */
      registry_status: "pending_create" | "pending_transfer" | null;
      /** Format: uuid */
      domain_id: string | null;
      external_account_id: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      transitions: components["schemas"]["OrderTransition"][];
      refunds: components["schemas"]["OrderRefund"][];
      disputes: components["schemas"]["OrderDispute"][];
      /**
       * Format: uuid
       * @description The event that put the order in its current status: `order.created` while pending, else the `order.updated` of the last transition
       */
      event_id: string | null;
      /** @description The email address the order's receipt went to (the registrant's), once the order completed; null before, and for a renewal */
      receipt_to: string | null;
    };
    HostedDomainList: {
      items: components["schemas"]["HostedDomain"][];
    };
    HostedDomain: {
      /** @example example.com */
      domain: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      /** @example example.com */
      domain_unicode: string;
      /** @enum {string} */
      status: "active" | "expired";
      /** Format: date-time */
      registered_at: string;
      /** Format: date-time */
      expires_at: string;
      auto_renew: boolean;
      privacy: boolean;
      nameservers: string[];
      /**
       * @description How it came to the account: registered here, or transferred in
       * @enum {string}
       */
      acquired_by: "registration" | "transfer_in";
      /** @description The owner's transfer lock (clientTransferProhibited); the details: GET …/domains/{domain}/transfer */
      transfer_locked: boolean;
      registrant_verification: components["schemas"]["RegistrantVerification"];
      /** @description Suspended by the service at the registry (clientHold): the domain does not resolve; `hold_reason` says why */
      on_hold: boolean;
      /** @enum {string|null} */
      hold_reason: "unverified_registrant" | null;
      lifecycle: components["schemas"]["DomainLifecycle"];
      renewal_price: string | null;
      currency: string | null;
    };
    RegistrantVerification: {
      /**
       * @description `pending`: a verification message went out; unverified at `deadline_at`, the domain is suspended
       * @enum {string}
       */
      status: "not_required" | "pending" | "verified";
      /**
       * Format: date-time
       * @description When an unverified domain is suspended; null unless pending
       */
      deadline_at: string | null;
      /**
       * Format: date-time
       * @description When the registrant verified; null unless verified
       */
      verified_at: string | null;
    };
    DomainLifecycle: {
      phase: components["schemas"]["DomainPhase"];
      /**
       * Format: date-time
       * @description The expiry it passed unrenewed; null in `registered`
       */
      expired_at: string | null;
      /**
       * Format: date-time
       * @description Renewable at the renewal price until then
       */
      grace_ends_at: string | null;
      /**
       * Format: date-time
       * @description Restorable at the restore price until then
       */
      redemption_ends_at: string | null;
      /**
       * Format: date-time
       * @description The registry releases the name then
       */
      purge_at: string | null;
    };
    /**
     * @description `registered`: before expiry. `grace`: expired; parked; renewable at the renewal price until `grace_ends_at`. `redemption`: deleted at the registry; restorable at the restore price until `redemption_ends_at`. `pending_delete`: no longer restorable; released at `purge_at`
     * @enum {string}
     */
    DomainPhase: "registered" | "grace" | "redemption" | "pending_delete";
    HostedRenewResponse:
      components["schemas"]["HostedRenewSuccess"] | components["schemas"]["HostedRenewFailure"];
    HostedRenewSuccess: {
      /** @enum {boolean} */
      success: true;
      domain: string;
      /** Format: date-time */
      new_expiry_date: string;
      years_renewed: number;
      /** @example 12.99 */
      price: string;
      /** @example USD */
      currency: string;
      /**
       * Format: uuid
       * @description The id of the event this change wrote (its webhook carries the same id)
       */
      event_id: string;
    };
    HostedRenewFailure: {
      /** @enum {boolean} */
      success: false;
      domain: string;
      /** @enum {number} */
      years_renewed: 0;
      error_message: string;
      /**
       * Format: uuid
       * @description The id of the event this change wrote (its webhook carries the same id)
       */
      event_id: string;
    };
    RenewRequest: {
      /**
       * @description Default: `1`.
       * @example 1
       */
      years?: number;
    };
    HostedNameservers: {
      domain: string;
      nameservers: string[];
    };
    NameserverUpdateResponse: {
      success: boolean;
      domain: string;
      nameservers: string[];
      /** @default  */
      message: string;
    };
    NameserverUpdateRequest: {
      /**
       * @example [
       *       "ns1.example.net",
       *       "ns2.example.net"
       *     ]
       */
      nameservers: string[];
    };
    DnsRecordList: {
      domain: string;
      items: components["schemas"]["DnsRecord"][];
    };
    DnsRecord: {
      /** Format: uuid */
      id: string;
      /** @example example.com */
      domain: string;
      /** @enum {string} */
      type: "A" | "AAAA" | "CNAME" | "MX" | "TXT" | "NS" | "SRV" | "CAA";
      /** @example www */
      name: string;
      content: string;
      ttl: number;
      priority: number | null;
      weight: number | null;
      port: number | null;
      flags: number | null;
      tag: string | null;
      /** @description True while the record's last change waits to reach the engine serving the zone (always false for the built-in server) */
      pending: boolean;
    };
    HostedDnsRecord: {
      /** Format: uuid */
      id: string;
      /** @example example.com */
      domain: string;
      /** @enum {string} */
      type: "A" | "AAAA" | "CNAME" | "MX" | "TXT" | "NS" | "SRV" | "CAA";
      /** @example www */
      name: string;
      content: string;
      ttl: number;
      priority: number | null;
      weight: number | null;
      port: number | null;
      flags: number | null;
      tag: string | null;
      /** @description True while the record's last change waits to reach the engine serving the zone (always false for the built-in server) */
      pending: boolean;
      /**
       * Format: uuid
       * @description The id of the event this change wrote (its webhook carries the same id)
       */
      event_id: string;
    };
    DnsRecordInput: {
      /**
       * @example A
       * @enum {string}
       */
      type: "A" | "AAAA" | "CNAME" | "MX" | "TXT" | "NS" | "SRV" | "CAA";
      /**
       * @description Relative to the zone; '@' is the domain itself. Default: `"@"`.
       * @example www
       */
      name?: string;
      /** @example 192.0.2.1 */
      content: string;
      /** @description Default: `3600`. */
      ttl?: number;
      /** @description MX and SRV only */
      priority?: number | null;
      /** @description SRV only */
      weight?: number | null;
      /** @description SRV only */
      port?: number | null;
      /** @description CAA only */
      flags?: number | null;
      /** @description CAA only */
      tag?: ("issue" | "issuewild" | "iodef" | "issuemail") | null;
    };
    HostedDeletion: {
      /** @enum {boolean} */
      deleted: true;
      /**
       * Format: uuid
       * @description The id of the event this change wrote (its webhook carries the same id)
       */
      event_id: string | null;
    };
    DomainRegistrant: {
      /** @example example.com */
      domain: string;
      current: components["schemas"]["RegistrantRecord"];
      /** @description Earlier registrants, newest first */
      history: components["schemas"]["RegistrantRecord"][];
      /**
       * Format: date-time
       * @description No transfer out before this (the change of registrant's lock, when it applies); null when none
       */
      policy_lock_until: string | null;
      /**
       * @description How many days a change of registrant forbids transfers out (the registrar's policy period; 0: none), unless opted out
       * @example 60
       */
      change_lock_days: number;
    };
    RegistrantRecord: {
      contact: components["schemas"]["RegistrantContact"];
      /**
       * Format: date-time
       * @description Since when
       */
      valid_from: string;
      /**
       * Format: date-time
       * @description Until when; null for the current registrant
       */
      valid_to: string | null;
      /** @description Who made the change (an admin's email, an API key id, an end user) */
      changed_by: string | null;
    };
    /**
     * @example {
     *       "first_name": "Ada",
     *       "last_name": "Lovelace",
     *       "email": "ada@example.com",
     *       "phone": "+14155550100",
     *       "address1": "1 Main St",
     *       "city": "San Francisco",
     *       "state": "CA",
     *       "postal_code": "94105",
     *       "country": "US"
     *     }
     */
    RegistrantContact: {
      first_name: string;
      last_name: string;
      /** Format: email */
      email: string;
      phone: string;
      address1: string;
      city: string;
      state: string;
      postal_code: string;
      /** @description ISO 3166-1 alpha-2 code assigned to a country (GB, not UK); lowercase is accepted and stored in capitals. */
      country: string;
      organization?: string | null;
      address2?: string | null;
    };
    RegistrantChangeRequest: {
      /**
       * @example {
       *       "first_name": "Ada",
       *       "last_name": "Lovelace",
       *       "email": "ada@example.com",
       *       "phone": "+14155550100",
       *       "address1": "1 Main St",
       *       "city": "San Francisco",
       *       "state": "CA",
       *       "postal_code": "94105",
       *       "country": "US"
       *     }
       */
      contact: {
        first_name: string;
        last_name: string;
        /** Format: email */
        email: string;
        phone: string;
        address1: string;
        city: string;
        state: string;
        postal_code: string;
        /** @description ISO 3166-1 alpha-2 code assigned to a country (GB, not UK); lowercase is accepted and stored in capitals. */
        country: string;
        organization?: string | null;
        address2?: string | null;
      };
      /** @description The registrant asked not to have the 60-day transfer lock a change of registrant starts (ICANN's Transfer Policy lets them opt out). Default: `false`. */
      transfer_lock_opt_out?: boolean;
    };
    RestoreQuote: {
      domain: string;
      /**
       * @description The registry's restore fee and the year it adds
       * @example 12.99
       */
      price: string;
      currency: string;
      /**
       * Format: date-time
       * @description Restorable until then
       */
      redemption_ends_at: string;
    };
    RestoreResult:
      | {
          /** @enum {boolean} */
          success: true;
          domain: string;
          /**
           * Format: date-time
           * @description The expiry after the restore
           */
          new_expiry_date: string;
          /** @example 12.99 */
          price: string;
          currency: string;
        }
      | {
          /** @enum {boolean} */
          success: false;
          domain: string;
          error_message: string;
        };
    RestoreRequest: {
      /**
       * @description The quote's price: refused (success false) if the price is no longer this
       * @example 12.50
       */
      expected_price?: string;
    };
    DnsZone: {
      /** @example example.com */
      domain: string;
      /** @enum {string} */
      provider: "builtin" | "powerdns";
      /** @description The provider's nameservers: the zone answers only while delegated to them */
      nameservers: string[];
      /** @description Whether the domain's nameservers at the registry are the provider's */
      delegated: boolean;
      /** @description The SOA serial of the zone's latest change */
      serial: number;
      /** @description The serial the serving engine confirmed; null before the first */
      applied_serial: number | null;
      /** @enum {string} */
      status: "applied" | "pending";
      last_error: string | null;
      /**
       * Format: date-time
       * @description When the engine last confirmed a change
       */
      applied_at: string | null;
      /**
       * Format: date-time
       * @description When the engine's zone was last compared with the service's
       */
      drift_checked_at: string | null;
      dnssec: components["schemas"]["DnsZoneDnssec"];
    };
    DnsZoneDnssec: {
      /** @enum {string} */
      status: "off" | "signing" | "signed";
      ds_records: components["schemas"]["DsRecord"][];
      /** @description Whether the registry holds these DS records for the domain */
      published: boolean;
    };
    DsRecord: {
      key_tag: number;
      /**
       * @description 13: ECDSA P-256 with SHA-256; 15: Ed25519
       * @example 13
       */
      algorithm: number;
      /**
       * @description 2: SHA-256
       * @example 2
       */
      digest_type: number;
      /** @description Hexadecimal, upper case */
      digest: string;
    };
    DomainList: {
      items: components["schemas"]["Domain"][];
      next_cursor: string | null;
    };
    Domain: {
      /** @example example.com */
      domain: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      /** @example example.com */
      domain_unicode: string;
      /** @enum {string} */
      status: "active" | "expired";
      /** Format: date-time */
      registered_at: string;
      /** Format: date-time */
      expires_at: string;
      auto_renew: boolean;
      privacy: boolean;
      nameservers: string[];
      external_account_id: string | null;
      /**
       * @description How it came to the account: registered here, or transferred in
       * @enum {string}
       */
      acquired_by: "registration" | "transfer_in";
      /** @description The owner's transfer lock (clientTransferProhibited); the details: GET …/domains/{domain}/transfer */
      transfer_locked: boolean;
      registrant_verification: components["schemas"]["RegistrantVerification"];
      /** @description Suspended by the service at the registry (clientHold): the domain does not resolve; `hold_reason` says why */
      on_hold: boolean;
      /** @enum {string|null} */
      hold_reason: "unverified_registrant" | null;
      lifecycle: components["schemas"]["DomainLifecycle"];
    };
    DomainUpdateRequest: {
      auto_renew?: boolean;
      privacy?: boolean;
    };
    RenewResult: components["schemas"]["RenewResponse"] | components["schemas"]["RenewFailure"];
    RenewResponse: {
      /** @enum {boolean} */
      success: true;
      domain: string;
      /** Format: date-time */
      new_expiry_date: string;
      years_renewed: number;
      /** @example 12.99 */
      price: string;
      /** @example USD */
      currency: string;
    };
    RenewFailure: {
      /** @enum {boolean} */
      success: false;
      domain: string;
      /** @enum {number} */
      years_renewed: 0;
      error_message: string;
    };
    DomainTransferState: {
      /** @example example.com */
      domain: string;
      /** @description The owner's transfer lock (clientTransferProhibited): no transfer out while it is on */
      locked: boolean;
      /**
       * Format: date-time
       * @description No transfer out before this (after a registration, a transfer in or a registrant change); null when past
       */
      policy_lock_until: string | null;
      /**
       * @description What started the policy's lock; null when it is past
       * @enum {string|null}
       */
      policy_lock_reason: "registration" | "transfer_in" | "registrant_change" | null;
      /**
       * Format: date-time
       * @description A transfer code is set at the registry until then; null: the domain has none
       */
      transfer_code_expires_at: string | null;
      pending_transfer_away: components["schemas"]["TransferAway"] | null;
    };
    TransferAway: {
      /** Format: uuid */
      transfer_id: string;
      /**
       * @description pending: waiting for an answer (approved automatically at auto_approve_at); approved or completed: the domain left; rejected or cancelled: it stays
       * @enum {string}
       */
      status: "pending" | "approved" | "rejected" | "cancelled" | "completed";
      /** @description The registry's id of the registrar asking */
      gaining_registrar: string | null;
      /**
       * Format: date-time
       * @description When the registry received the request
       */
      requested_at: string;
      /**
       * Format: date-time
       * @description When the registry approves it unless it is rejected first; null when not said
       */
      auto_approve_at: string | null;
      /**
       * Format: date-time
       * @description When it was approved or rejected here
       */
      answered_at: string | null;
    };
    TransferLockRequest: {
      /** @description true: forbid transfers out; false: allow them */
      locked: boolean;
    };
    TransferCode: {
      /** @example example.com */
      domain: string;
      /**
       * @description Give it to the gaining registrar. Shown once: it cannot be read again
       * @example Vq7#tL2m-Xr9Kd4p
       */
      auth_code: string;
      /**
       * Format: date-time
       * @description When the registry stops accepting it (14 days)
       */
      expires_at: string;
    };
    DriftReport: {
      domain: string;
      /** Format: date-time */
      checked_at: string;
      /** @description True when nothing needed repairing */
      in_sync: boolean;
      repaired: {
        name: string;
        type: string;
        /** @enum {string} */
        change: "added" | "updated" | "removed";
      }[];
    };
    SandboxTransferRequest: {
      domain: string;
      /**
       * @description The domain's transfer code (also called auth code or EPP code), from its current registrar
       * @example x7T!p2Qe-9vLm
       */
      auth_code: string;
    };
    RenewalChargeList: {
      items: components["schemas"]["RenewalCharge"][];
      next_cursor: string | null;
    };
    RenewalCharge: {
      /** Format: uuid */
      id: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      /** Format: uuid */
      domain_id: string;
      /** @example example.com */
      domain: string;
      years: number;
      /** @example 12.99 */
      amount: string;
      /** @example USD */
      currency: string;
      /** @enum {string} */
      trigger: "api" | "auto_renew";
      /** Format: date-time */
      expires_at_before: string;
      /** Format: date-time */
      expires_at_after: string;
      /** Format: date-time */
      created_at: string;
    };
    DnsSyncResult: {
      dry_run: boolean;
      created: {
        /** Format: uuid */
        id: string | null;
        /** @example example.com */
        domain: string;
        /** @enum {string} */
        type: "A" | "AAAA" | "CNAME" | "MX" | "TXT" | "NS" | "SRV" | "CAA";
        /** @example www */
        name: string;
        content: string;
        ttl: number;
        priority: number | null;
        weight: number | null;
        port: number | null;
        flags: number | null;
        tag: string | null;
        /** @description True while the record's last change waits to reach the engine serving the zone (always false for the built-in server) */
        pending: boolean;
      }[];
      updated: components["schemas"]["DnsRecord"][];
      deleted: components["schemas"]["DnsRecord"][];
    };
    DnsSyncRequest: {
      records: {
        /**
         * @example A
         * @enum {string}
         */
        type: "A" | "AAAA" | "CNAME" | "MX" | "TXT" | "NS" | "SRV" | "CAA";
        /**
         * @description Relative to the zone; '@' is the domain itself. Default: `"@"`.
         * @example www
         */
        name?: string;
        /** @example 192.0.2.1 */
        content: string;
        /** @description Default: `3600`. */
        ttl?: number;
        /** @description MX and SRV only */
        priority?: number | null;
        /** @description SRV only */
        weight?: number | null;
        /** @description SRV only */
        port?: number | null;
        /** @description CAA only */
        flags?: number | null;
        /** @description CAA only */
        tag?: ("issue" | "issuewild" | "iodef" | "issuemail") | null;
      }[];
      /** @description Default: `false`. */
      dry_run?: boolean;
    };
    DnsRecordPatch: {
      /**
       * @example A
       * @enum {string}
       */
      type?: "A" | "AAAA" | "CNAME" | "MX" | "TXT" | "NS" | "SRV" | "CAA";
      name?: string;
      /** @example 192.0.2.1 */
      content?: string;
      ttl?: number;
      /** @description MX and SRV only */
      priority?: number | null;
      /** @description SRV only */
      weight?: number | null;
      /** @description SRV only */
      port?: number | null;
      /** @description CAA only */
      flags?: number | null;
      /** @description CAA only */
      tag?: ("issue" | "issuewild" | "iodef" | "issuemail") | null;
    };
    WebhookEndpointWithSecret: {
      /** Format: uuid */
      id: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      url: string;
      description: string | null;
      event_types: string[];
      enabled: boolean;
      /**
       * Format: date-time
       * @description After a rotation, until when the previous secret also signs deliveries (a second v1)
       */
      previous_secret_expires_at: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /** @example whsec_… */
      secret: string;
    };
    WebhookEndpointRequest: {
      /**
       * Format: uri
       * @example https://partner.example/webhooks/registrar
       */
      url: string;
      /**
       * @description The event types to send, or ["*"] for all
       * @example [
       *       "order.updated",
       *       "domain.registered"
       *     ]
       */
      event_types: (
        | "*"
        | "order.created"
        | "order.updated"
        | "domain.registered"
        | "domain.renewed"
        | "domain.renewal_failed"
        | "domain.expiring"
        | "domain.transfer_requested"
        | "domain.transfer_cancelled"
        | "domain.transferred_away"
        | "domain.deleted"
        | "domain.transfer_in_requested"
        | "domain.transferred_in"
        | "domain.transfer_in_failed"
        | "domain.transfer_lock_changed"
        | "domain.transfer_code_issued"
        | "domain.registrant_changed"
        | "registrant.verification_requested"
        | "registrant.verified"
        | "registrant.message"
        | "domain.suspended"
        | "domain.unsuspended"
        | "domain.expired"
        | "domain.redemption_started"
        | "domain.restored"
        | "domain.abuse_reported"
        | "dns.changed"
        | "hosted_session.created"
        | "hosted_session.completed"
        | "balance.low"
        | "balance.insufficient"
        | "webhook.ping"
      )[];
      description?: string | null;
    };
    WebhookEndpointList: {
      items: components["schemas"]["WebhookEndpoint"][];
    };
    WebhookEndpoint: {
      /** Format: uuid */
      id: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      url: string;
      description: string | null;
      event_types: string[];
      enabled: boolean;
      /**
       * Format: date-time
       * @description After a rotation, until when the previous secret also signs deliveries (a second v1)
       */
      previous_secret_expires_at: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    WebhookEndpointUpdate: {
      /**
       * Format: uri
       * @example https://partner.example/webhooks/registrar
       */
      url?: string;
      /**
       * @description The event types to send, or ["*"] for all
       * @example [
       *       "order.updated",
       *       "domain.registered"
       *     ]
       */
      event_types?: (
        | "*"
        | "order.created"
        | "order.updated"
        | "domain.registered"
        | "domain.renewed"
        | "domain.renewal_failed"
        | "domain.expiring"
        | "domain.transfer_requested"
        | "domain.transfer_cancelled"
        | "domain.transferred_away"
        | "domain.deleted"
        | "domain.transfer_in_requested"
        | "domain.transferred_in"
        | "domain.transfer_in_failed"
        | "domain.transfer_lock_changed"
        | "domain.transfer_code_issued"
        | "domain.registrant_changed"
        | "registrant.verification_requested"
        | "registrant.verified"
        | "registrant.message"
        | "domain.suspended"
        | "domain.unsuspended"
        | "domain.expired"
        | "domain.redemption_started"
        | "domain.restored"
        | "domain.abuse_reported"
        | "dns.changed"
        | "hosted_session.created"
        | "hosted_session.completed"
        | "balance.low"
        | "balance.insufficient"
        | "webhook.ping"
      )[];
      description?: string | null;
      enabled?: boolean;
    };
    ResendResponse: {
      /** Format: uuid */
      event_id: string;
      deliveries_queued: number;
    };
    WebhookDeliveryList: {
      items: components["schemas"]["WebhookDelivery"][];
    };
    WebhookDelivery: {
      /** Format: uuid */
      id: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      /** Format: uuid */
      event_id: string;
      event_type: string;
      /** @enum {string} */
      status: "pending" | "delivered" | "failed";
      attempts: number;
      /** Format: date-time */
      next_attempt_at: string | null;
      /** Format: date-time */
      last_attempt_at: string | null;
      last_status: number | null;
      last_error: string | null;
      /** Format: date-time */
      created_at: string;
    };
    WebhookEventList: {
      items: components["schemas"]["WebhookEvent"][];
      next_cursor: string | null;
    };
    WebhookEvent:
      | components["schemas"]["OrderCreatedEvent"]
      | components["schemas"]["OrderUpdatedEvent"]
      | components["schemas"]["DomainRegisteredEvent"]
      | components["schemas"]["DomainRenewedEvent"]
      | components["schemas"]["DomainRenewalFailedEvent"]
      | components["schemas"]["DomainExpiringEvent"]
      | components["schemas"]["DomainTransferRequestedEvent"]
      | components["schemas"]["DomainTransferCancelledEvent"]
      | components["schemas"]["DomainTransferredAwayEvent"]
      | components["schemas"]["DomainDeletedEvent"]
      | components["schemas"]["DomainTransferInRequestedEvent"]
      | components["schemas"]["DomainTransferredInEvent"]
      | components["schemas"]["DomainTransferInFailedEvent"]
      | components["schemas"]["DomainTransferLockChangedEvent"]
      | components["schemas"]["DomainTransferCodeIssuedEvent"]
      | components["schemas"]["DomainRegistrantChangedEvent"]
      | components["schemas"]["RegistrantVerificationRequestedEvent"]
      | components["schemas"]["RegistrantVerifiedEvent"]
      | components["schemas"]["RegistrantMessageEvent"]
      | components["schemas"]["DomainSuspendedEvent"]
      | components["schemas"]["DomainUnsuspendedEvent"]
      | components["schemas"]["DomainExpiredEvent"]
      | components["schemas"]["DomainRedemptionStartedEvent"]
      | components["schemas"]["DomainRestoredEvent"]
      | components["schemas"]["DomainAbuseReportedEvent"]
      | components["schemas"]["DnsChangedEvent"]
      | components["schemas"]["HostedSessionCreatedEvent"]
      | components["schemas"]["HostedSessionCompletedEvent"]
      | components["schemas"]["BalanceLowEvent"]
      | components["schemas"]["BalanceInsufficientEvent"]
      | components["schemas"]["WebhookPingEvent"];
    Balance: {
      /**
       * @description The sum of the ledger: top-ups and refunds less what was billed
       * @example 120.00
       */
      balance: string;
      /**
       * @description How far below zero the operator lets the balance go
       * @example 120.00
       */
      credit_limit: string;
      /**
       * @description balance + credit_limit: the most a debit may take now
       * @example 120.00
       */
      available: string;
      /**
       * @description `balance.low` is sent when a debit takes the balance below it
       * @example 120.00
       */
      low_balance_threshold: string;
      /**
       * @description ISO 4217
       * @example USD
       */
      currency: string;
      /** @description The balance is below the threshold */
      below_threshold: boolean;
      /**
       * Format: date-time
       * @description When a debit was last refused for funds
       */
      last_refused_at: string | null;
    };
    BalanceUpdate: {
      /**
       * @description Decimal number as text, >= 0, at most 12 digits, at most 2 decimal places
       * @example 12.50
       */
      low_balance_threshold: string;
    };
    BalanceEntryList: {
      items: components["schemas"]["BalanceEntry"][];
      next_cursor: string | null;
    };
    BalanceEntry: {
      /** Format: uuid */
      id: string;
      /**
       * @description Signed: credits positive, debits negative
       * @example 12.99
       */
      amount: string;
      /**
       * @description ISO 4217
       * @example USD
       */
      currency: string;
      /** @enum {string} */
      kind:
        | "top_up_wire"
        | "top_up_card"
        | "purchase"
        | "renewal"
        | "auto_renewal"
        | "refund"
        | "adjustment";
      /** @example Registration of example.com, 1 year */
      description: string;
      /** @description A wire's reference, a card payment's */
      reference: string | null;
      /** Format: uuid */
      order_id: string | null;
      /** Format: uuid */
      domain_id: string | null;
      /**
       * Format: uuid
       * @description The debit a refund gives back
       */
      reverses: string | null;
      /**
       * @description Who made it
       * @example admin CLI
       */
      actor: string;
      /** Format: date-time */
      created_at: string;
    };
    BalanceStatement: {
      /** @example 2026-11 */
      month: string;
      /**
       * @description ISO 4217
       * @example USD
       */
      currency: string;
      /**
       * @description The balance at the month's start (00:00 UTC on its first day)
       * @example 120.00
       */
      opening_balance: string;
      /**
       * @description The balance at the month's end
       * @example 120.00
       */
      closing_balance: string;
      /** @description The month's movements by kind; their sum is closing − opening */
      totals: {
        /**
         * @description Top-ups, by wire and by card
         * @example 120.00
         */
        topped_up: string;
        /**
         * @description Registrations billed (negative)
         * @example 120.00
         */
        purchased: string;
        /**
         * @description Renewals and automatic renewals billed (negative)
         * @example 120.00
         */
        renewed: string;
        /**
         * @description Debits given back
         * @example 120.00
         */
        refunded: string;
        /**
         * @description The operator's adjustments
         * @example 120.00
         */
        adjusted: string;
      };
      /** @description The month's movements, oldest first */
      entries: components["schemas"]["BalanceEntry"][];
    };
    VerificationConfirmed: {
      /**
       * Format: date-time
       * @description When the registrant verified
       */
      verified_at: string;
      /** @description The registrant's domains now verified */
      domains: string[];
    };
    VerificationConfirmRequest: {
      token: string;
    };
    RegistrantMessageList: {
      items: components["schemas"]["RegistrantMessage"][];
      next_cursor: string | null;
    };
    RegistrantMessage: {
      /** Format: uuid */
      id: string;
      /** @description Whether this object belongs to live mode (true: a real registry and real money) or to test mode (false: the sandbox) */
      livemode: boolean;
      domain: string | null;
      /** @enum {string} */
      kind:
        "verification" | "expiry_reminder" | "expiry_notice" | "data_reminder" | "order_receipt";
      recipient: string;
      locale: string;
      subject: string | null;
      /**
       * @description `smtp`: sent by the service; `partner`: handed over as an event; `log`: no SMTP configured
       * @enum {string|null}
       */
      delivery: "smtp" | "partner" | "log" | null;
      /** @enum {string} */
      status: "queued" | "sent" | "failed";
      /**
       * Format: date-time
       * @description When it was queued
       */
      created_at: string;
      /**
       * Format: date-time
       * @description When it was delivered
       */
      sent_at: string | null;
    };
    AbuseReportReceipt: {
      /**
       * Format: uuid
       * @description The report's id: quote it in any follow-up
       */
      id: string;
      domain: string;
      /**
       * Format: date-time
       * @description When the report was recorded
       */
      received_at: string;
      law_enforcement: boolean;
      /**
       * Format: date-time
       * @description A law-enforcement report's review deadline (24 hours, RAA 3.18.2); null otherwise
       */
      review_by: string | null;
    };
    AbuseReportRequest: {
      domain: string;
      /** @enum {string} */
      category: "phishing" | "malware" | "botnet" | "pharming" | "spam" | "fraud" | "other";
      description: string;
      /** Format: email */
      reporter_email: string;
      reporter_name?: string | null;
      /** @description Default: `false`. */
      law_enforcement?: boolean;
    };
    AbuseReportList: {
      items: components["schemas"]["AbuseReport"][];
      /** @description Pass as `cursor` for the next page; null on the last page */
      next_cursor: string | null;
    };
    AbuseReport: {
      /**
       * Format: uuid
       * @description The report's id: quote it in any follow-up
       */
      id: string;
      domain: string;
      /**
       * Format: date-time
       * @description When the report was recorded
       */
      received_at: string;
      law_enforcement: boolean;
      /**
       * Format: date-time
       * @description A law-enforcement report's review deadline (24 hours, RAA 3.18.2); null otherwise
       */
      review_by: string | null;
      livemode: boolean;
      /** @enum {string} */
      category: "phishing" | "malware" | "botnet" | "pharming" | "spam" | "fraud" | "other";
      description: string;
      reporter_email: string;
      reporter_name: string | null;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: {
    /** @description The request's id: the caller's X-Request-Id when it is 8 to 128 characters of [A-Za-z0-9._-], else a new UUID. Quote it to support. */
    "X-Request-Id": string;
    /** @description Requests the credential's (or address's) bucket holds */
    "RateLimit-Limit": number;
    /** @description Requests left in the bucket now */
    "RateLimit-Remaining": number;
    /** @description Seconds until the bucket is full again */
    "RateLimit-Reset": number;
    /** @description Seconds to wait before retrying */
    "Retry-After": number;
    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key */
    "Idempotent-Replayed": "true";
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getSecondFactorOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["SecondFactorOptionsRequest"];
        "application/x-www-form-urlencoded": components["schemas"]["SecondFactorOptionsRequest"];
      };
    };
    responses: {
      /** @description The user's second factors */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SecondFactorOptions"];
        };
      };
      /** @description Incorrect username or password */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many attempts */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  issueAccessToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["AccessTokenRequest"];
        "application/x-www-form-urlencoded": components["schemas"]["AccessTokenRequest"];
      };
    };
    responses: {
      /** @description A bearer access token */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AccessTokenResponse"];
        };
      };
      /** @description Incorrect username or password (`invalid_credentials`); the user has a second factor and neither `otp` nor `passkey` was sent (`second_factor_required`) or it is wrong, expired or used (`invalid_second_factor`) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many attempts */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  signOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Revoked; the token is refused from now on */
      204: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getAuthMode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The mode */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AuthMode"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  switchAuthMode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ModeSwitchRequest"];
      };
    };
    responses: {
      /** @description A bearer access token of that mode */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AccessTokenResponse"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Live mode asked for on a test-only deployment */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  refreshDashboardSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A bearer access token; the cookie is rotated */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AccessTokenResponse"];
        };
      };
      /** @description No live session: sign in again */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Another origin, or no dashboard header */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many requests */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  signOutDashboardSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out; the cookie is cleared */
      204: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Another origin, or no dashboard header */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many requests */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  requestPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PasswordResetRequest"];
      };
    };
    responses: {
      /** @description Accepted; a link is mailed if the address has an account */
      202: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  confirmPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PasswordResetConfirm"];
      };
    };
    responses: {
      /** @description The password is set */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PasswordResetDone"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  acceptInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PasswordResetConfirm"];
      };
    };
    responses: {
      /** @description The password is set */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PasswordResetDone"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  listInvitations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The pending invitations */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InvitationList"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  createInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["InvitationCreateRequest"];
      };
    };
    responses: {
      /** @description The invitation; its link is mailed */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Invitation"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description A user with that email exists */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  resendInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        user_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invitation with its new expiry */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Invitation"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No pending invitation of that user here */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  revokeInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        user_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Withdrawn */
      204: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No pending invitation of that user here */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getOwnOrganization: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The organization */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Organization"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getOrganization: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        organization_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The organization */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Organization"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  listApiKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The keys, oldest first */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiKeyList"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  createApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ApiKeyCreateRequest"];
      };
    };
    responses: {
      /** @description The key with its secret */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiKeyCreated"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  revokeApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        key_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Revoked */
      204: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such key */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  listUsers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The users */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UserList"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  createUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["UserCreateRequest"];
      };
    };
    responses: {
      /** @description The user and their initial password */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UserCreated"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description A user with that email exists */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getCurrentUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["User"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  changeOwnPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PasswordChangeRequest"];
      };
    };
    responses: {
      /** @description Changed */
      204: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  listOwnSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The sessions */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DashboardSessionList"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  signOutEverywhere: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out everywhere */
      204: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  endUserSessions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        user_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user is signed out everywhere */
      204: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such user */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  removeUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        user_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed */
      204: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such user */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The organization's last admin cannot be removed or demoted */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  updateUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        user_id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["UserRoleUpdate"];
      };
    };
    responses: {
      /** @description The user */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["User"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such user */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The organization's last admin cannot be removed or demoted */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getOwnSecondFactor: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The second factor */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SecondFactorStatus"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  startTotpEnrolment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The secret to enrol */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["TotpEnrolment"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description An authenticator app is already set up */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  confirmTotp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["TotpConfirmRequest"];
      };
    };
    responses: {
      /** @description The recovery codes, shown once */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RecoveryCodes"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  disableTotp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["TotpDisableRequest"];
      };
    };
    responses: {
      /** @description Removed */
      204: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  listPasskeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The passkeys */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PasskeyList"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  addPasskey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PasskeyRegisterRequest"];
      };
    };
    responses: {
      /** @description The passkey added */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Passkey"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  startPasskeyRegistration: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The registration options */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PasskeyRegistrationOptions"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  removePasskey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        passkey_id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PasskeyRemoveRequest"];
      };
    };
    responses: {
      /** @description Removed */
      204: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description You have no passkey of that id */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  setSecondFactorPolicy: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["SecondFactorPolicy"];
      };
    };
    responses: {
      /** @description The policy */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SecondFactorPolicy"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  listAuditLog: {
    parameters: {
      query?: {
        limit?: number;
        /** @description `next_cursor` of the previous page */
        cursor?: string;
        /** @description Part of the actor's email (or `admin CLI`), case-insensitive */
        actor?: string;
        /** @description One action (`user.added`), or all of a kind (`user.`) */
        action?: string;
        /** @description Only entries at or after this day (UTC) or time */
        since?: string;
        /** @description Only entries before this day (UTC) or time */
        before?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of entries, newest first */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AuditLog"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  exportOrders: {
    parameters: {
      query?: {
        domain?: string;
        status?:
          | "pending"
          | "ready_to_process"
          | "price_changed"
          | "processing"
          | "completed"
          | "failed"
          | "cancelled"
          | "refunded";
        kind?: "order" | "purchase" | "renewal" | "transfer";
        /** @description As the orders list's `q` */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description RFC 4180 CSV with a header row */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "text/csv": string;
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  exportPayments: {
    parameters: {
      query?: {
        unallocated?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description RFC 4180 CSV with a header row */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "text/csv": string;
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  exportDomains: {
    parameters: {
      query?: {
        /** @description Part of the domain name */
        q?: string;
        status?: "active" | "expired";
        expires_before?: string;
        expires_after?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description RFC 4180 CSV with a header row */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "text/csv": string;
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  exportAuditLog: {
    parameters: {
      query?: {
        actor?: string;
        action?: string;
        since?: string;
        before?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description RFC 4180 CSV with a header row */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "text/csv": string;
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getOverview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The counts */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Overview"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getOrganizationSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The settings */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OrganizationSettings"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  updateOrganizationSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["OrganizationSettingsUpdate"];
      };
    };
    responses: {
      /** @description The settings */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OrganizationSettings"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  createOrder: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body within 24 h returns the first response (with `Idempotent-Replayed: true`) instead of acting again. One new key (e.g. a UUID) per user action. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DomainOrderRequest"];
      };
    };
    responses: {
      /** @description The pending order with payment instructions */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DomainOrderResponse"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unavailable, price differs, or an order for it is in progress */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  listOrders: {
    parameters: {
      query?: {
        domain?: string;
        status?:
          | "pending"
          | "ready_to_process"
          | "price_changed"
          | "processing"
          | "completed"
          | "failed"
          | "cancelled"
          | "refunded";
        /** @description Only orders of this kind (see OrderDetail.kind) */
        kind?: "order" | "purchase" | "renewal" | "transfer";
        /** @description Search: part of the domain name, the order id or its start, the payment reference (case, spaces and dashes aside), the external account id, or part of the registrant's email */
        q?: string;
        limit?: number;
        /** @description `next_cursor` of the previous page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of orders */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OrderList"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        order_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OrderDetail"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such order */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  cancelOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        order_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The cancelled (or refunded) order */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OrderDetail"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such order */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Refused in the order's current state */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  acceptOrderPrice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        order_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order, ready again or pending the difference */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OrderDetail"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such order */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Refused in the order's current state */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  purchaseDomain: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body within 24 h returns the first response (with `Idempotent-Replayed: true`) instead of acting again. One new key (e.g. a UUID) per user action. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DomainOrderRequest"];
      };
    };
    responses: {
      /** @description Registered (success true), or the registrar failed it (success false) */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PurchaseResult"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The registrar did not answer; the purchase will be retried */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  listOrdersAlias: {
    parameters: {
      query?: {
        domain?: string;
        status?:
          | "pending"
          | "ready_to_process"
          | "price_changed"
          | "processing"
          | "completed"
          | "failed"
          | "cancelled"
          | "refunded";
        /** @description Only orders of this kind (see OrderDetail.kind) */
        kind?: "order" | "purchase" | "renewal" | "transfer";
        /** @description Search: part of the domain name, the order id or its start, the payment reference (case, spaces and dashes aside), the external account id, or part of the registrant's email */
        q?: string;
        limit?: number;
        /** @description `next_cursor` of the previous page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of orders */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OrderList"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getOrderAlias: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        order_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OrderDetail"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such order */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  purchaseDomainAlias: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body within 24 h returns the first response (with `Idempotent-Replayed: true`) instead of acting again. One new key (e.g. a UUID) per user action. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DomainOrderRequest"];
      };
    };
    responses: {
      /** @description Registered (success true), or the registrar failed it (success false) */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PurchaseResult"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The registrar did not answer; the purchase will be retried */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  createTransferOrder: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body within 24 h returns the first response (with `Idempotent-Replayed: true`) instead of acting again. One new key (e.g. a UUID) per user action. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["TransferOrderRequest"];
      };
    };
    responses: {
      /** @description The pending transfer order with payment instructions */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DomainOrderResponse"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Not transferable (transfer_not_possible), a wrong code (transfer_code_invalid), the price differs (price_mismatch), or an order for it is in progress */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getRegistryAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The registry account */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RegistryAccount"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getRegistryReceipt: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        order_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The receipt */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RegistryReceipt"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such order, or no receipt kept for it */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  listPayments: {
    parameters: {
      query?: {
        /** @description true: only payments with money left to allocate */
        unallocated?: boolean;
        limit?: number;
        /** @description `next_cursor` of the previous page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of payments */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PaymentList"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  recordPayment: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body within 24 h returns the first response (with `Idempotent-Replayed: true`) instead of acting again. One new key (e.g. a UUID) per user action. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PaymentRequest"];
      };
    };
    responses: {
      /** @description The payment, nothing allocated yet */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Payment"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description A request with the same Idempotency-Key is still being processed */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getPayment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        payment_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The payment, with the orders it most likely pays */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PaymentDetail"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such payment */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  allocatePayment: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body within 24 h returns the first response (with `Idempotent-Replayed: true`) instead of acting again. One new key (e.g. a UUID) per user action. */
        "Idempotency-Key"?: string;
      };
      path: {
        payment_id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["AllocationRequest"];
      };
    };
    responses: {
      /** @description The allocation and the order's status */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Allocation"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such payment or order */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Would over-allocate the payment or over-pay the order */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  refundOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["RefundRequest"];
      };
    };
    responses: {
      /** @description The order, with its refunds */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OrderDetail"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such order */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Nothing to refund in the order's state */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  createTopUp: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body within 24 h returns the first response (with `Idempotent-Replayed: true`) instead of acting again. One new key (e.g. a UUID) per user action. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["TopUpRequest"];
      };
    };
    responses: {
      /** @description The top-up and its checkout address */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["TopUp"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description A test-mode credential (`live_mode_only`), or no card payments on this deployment (`card_payments_unavailable`) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  listHostedSessions: {
    parameters: {
      query?: {
        status?: "active" | "expired" | "revoked";
        limit?: number;
        /** @description `next_cursor` of the previous page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of sessions */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HostedSessionList"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  createHostedSession: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body within 24 h returns the first response (with `Idempotent-Replayed: true`) instead of acting again. One new key (e.g. a UUID) per user action. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["HostedSessionRequest"];
      };
    };
    responses: {
      /** @description The session and its URLs */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HostedSessionResponse"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description dns_manage asked for with a bearer access token (API key only), or another credential kind than an API key or access token */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description A request with the same Idempotency-Key is still being processed */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getHostedSession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        session_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The session */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HostedSessionStatus"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such session */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  revokeHostedSession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        session_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Revoked (also when it already was) */
      204: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such session */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  refreshHostedSession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        session_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The new token and URLs */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HostedSessionResponse"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Another organization's session, or a session with dns_manage refreshed with a bearer access token (API key only) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such session */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The session expired or was revoked */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  hostedGetSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The session */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HostedSessionInfo"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The session no longer exists */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  hostedCheckAvailability: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The registrar's answer */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AvailabilityResult"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  hostedSuggestDomains: {
    parameters: {
      query: {
        q: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Candidates, the exact domain first */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SuggestionList"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  hostedListOrders: {
    parameters: {
      query?: {
        limit?: number;
        /** @description `next_cursor` of the previous page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of orders */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HostedOrderList"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  hostedCreateOrder: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body within 24 h returns the first response (with `Idempotent-Replayed: true`) instead of acting again. One new key (e.g. a UUID) per user action. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DomainOrderRequest"];
      };
    };
    responses: {
      /** @description The pending order with payment instructions */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HostedOrderResponse"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unavailable, or an order for it is in progress */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  hostedGetOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        order_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HostedOrderDetail"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such order */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  hostedCancelOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        order_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The cancelled (or refunded) order */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HostedOrderDetail"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such order */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The order can no longer be cancelled */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  hostedAcceptOrderPrice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        order_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order, ready again or pending the difference */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HostedOrderDetail"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such order */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The order has no new price to accept */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  hostedCreateTransferOrder: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body within 24 h returns the first response (with `Idempotent-Replayed: true`) instead of acting again. One new key (e.g. a UUID) per user action. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["TransferOrderRequest"];
      };
    };
    responses: {
      /** @description The pending transfer order with payment instructions */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HostedOrderResponse"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Not transferable (transfer_not_possible), a wrong code (transfer_code_invalid), the price differs (price_mismatch), or an order for it is in progress */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  hostedListDomains: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The domains */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HostedDomainList"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  hostedRenewDomain: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body within 24 h returns the first response (with `Idempotent-Replayed: true`) instead of acting again. One new key (e.g. a UUID) per user action. */
        "Idempotency-Key"?: string;
      };
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["RenewRequest"];
      };
    };
    responses: {
      /** @description Renewed, or success false with the registrar's message */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HostedRenewResponse"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description A request with the same Idempotency-Key is still being processed */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  hostedGetNameservers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The nameservers */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HostedNameservers"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  hostedSetNameservers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["NameserverUpdateRequest"];
      };
    };
    responses: {
      /** @description The update's result */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NameserverUpdateResponse"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  hostedListDnsRecords: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The records */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DnsRecordList"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  hostedCreateDnsRecord: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body within 24 h returns the first response (with `Idempotent-Replayed: true`) instead of acting again. One new key (e.g. a UUID) per user action. */
        "Idempotency-Key"?: string;
      };
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DnsRecordInput"];
      };
    };
    responses: {
      /** @description The new record */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HostedDnsRecord"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description A request with the same Idempotency-Key is still being processed */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  hostedReplaceDnsRecord: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
        record_id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DnsRecordInput"];
      };
    };
    responses: {
      /** @description The record */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HostedDnsRecord"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain or record */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  hostedDeleteDnsRecord: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
        record_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted, with the dns.changed event id */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HostedDeletion"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain or record */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  hostedCreateRenewalOrder: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body within 24 h returns the first response (with `Idempotent-Replayed: true`) instead of acting again. One new key (e.g. a UUID) per user action. */
        "Idempotency-Key"?: string;
      };
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["RenewRequest"];
      };
    };
    responses: {
      /** @description The pending renewal order */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HostedOrderDetail"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The session's renewals are billed to the organization, or an order for the domain is in progress */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  hostedGetRenewalOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
        order_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The renewal order */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HostedOrderDetail"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such renewal order */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  hostedGetDomainRegistrant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The registrant and its history */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DomainRegistrant"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain here */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  hostedChangeDomainRegistrant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["RegistrantChangeRequest"];
      };
    };
    responses: {
      /** @description The new registrant and its history */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DomainRegistrant"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain here */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The registry refused the change in the domain's current state */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  hostedResendRegistrantVerification: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A new message is on its way */
      202: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RegistrantVerification"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain here */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Nothing to verify */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description A message went out less than a minute ago */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  hostedGetRestoreQuote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The restore's price */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RestoreQuote"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain here */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description `not_in_redemption`: the domain cannot be restored now */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  hostedRestoreDomain: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body within 24 h returns the first response (with `Idempotent-Replayed: true`) instead of acting again. One new key (e.g. a UUID) per user action. */
        "Idempotency-Key"?: string;
      };
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["RestoreRequest"];
      };
    };
    responses: {
      /** @description Restored, or `success: false` */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RestoreResult"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain here */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description `not_in_redemption`: the domain cannot be restored now */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  hostedGetDnsZone: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The zone */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DnsZone"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  checkAvailability: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The registrar's answer */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AvailabilityResult"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  suggestDomains: {
    parameters: {
      query: {
        q: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The requested domain first (when `q` is one), then popular suffixes */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SuggestionList"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  listDomains: {
    parameters: {
      query?: {
        limit?: number;
        /** @description `next_cursor` of the previous page */
        cursor?: string;
        /** @description Part of the domain name */
        q?: string;
        status?: "active" | "expired";
        /** @description Only domains expiring before this day (UTC) or time */
        expires_before?: string;
        /** @description Only domains expiring at or after this day (UTC) or time */
        expires_after?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of domains */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DomainList"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getDomain: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The domain */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Domain"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain here */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  updateDomain: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DomainUpdateRequest"];
      };
    };
    responses: {
      /** @description The domain as changed */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Domain"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain here */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  renewDomain: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body within 24 h returns the first response (with `Idempotent-Replayed: true`) instead of acting again. One new key (e.g. a UUID) per user action. */
        "Idempotency-Key"?: string;
      };
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["RenewRequest"];
      };
    };
    responses: {
      /** @description Renewed, or `success: false` with `error_message` */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RenewResult"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain here */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description A request with the same Idempotency-Key is still being processed */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  setNameservers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["NameserverUpdateRequest"];
      };
    };
    responses: {
      /** @description Updated, or `success: false` with `message` */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NameserverUpdateResponse"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain here */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getDomainRegistrant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The registrant and its history */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DomainRegistrant"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain here */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  changeDomainRegistrant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["RegistrantChangeRequest"];
      };
    };
    responses: {
      /** @description The new registrant and its history */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DomainRegistrant"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain here */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The registry refused the change in the domain's current state */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  resendRegistrantVerification: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A new message is on its way */
      202: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RegistrantVerification"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain here */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Nothing to verify */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description A message went out less than a minute ago */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getDomainTransfer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The transfer state */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DomainTransferState"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain here */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  setDomainTransferLock: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["TransferLockRequest"];
      };
    };
    responses: {
      /** @description The transfer state as changed */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DomainTransferState"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain here */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description transfer_not_possible: the registry refused */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  createDomainTransferCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The new code, shown once */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["TransferCode"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain here */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description transfer_locked: the lock is on or the policy's lock runs */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  deleteDomainTransferCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cleared (or there was none) */
      204: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain here */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description transfer_not_possible: the registry refused */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  approveDomainTransfer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The transfer state after the answer */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DomainTransferState"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain here */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description transfer_not_pending: no transfer away is pending */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  rejectDomainTransfer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The transfer state after the answer */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DomainTransferState"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain here */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description transfer_not_pending: no transfer away is pending */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getRestoreQuote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The restore's price */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RestoreQuote"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain here */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description `not_in_redemption`: the domain cannot be restored now */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  restoreDomain: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body within 24 h returns the first response (with `Idempotent-Replayed: true`) instead of acting again. One new key (e.g. a UUID) per user action. */
        "Idempotency-Key"?: string;
      };
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["RestoreRequest"];
      };
    };
    responses: {
      /** @description Restored, or `success: false` */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RestoreResult"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain here */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description `not_in_redemption`: the domain cannot be restored now */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getDnsZone: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The zone */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DnsZone"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain here */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  checkDnsZoneDrift: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description What the check found and repaired */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DriftReport"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain here */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The zone is being delivered at this moment */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description The engine did not answer */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  createSandboxTransferRequest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["SandboxTransferRequest"];
      };
    };
    responses: {
      /** @description The pending transfer away */
      202: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["TransferAway"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description A live credential, or another organization's domain */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain here */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description transfer_code_invalid: wrong or expired code; transfer_not_possible: locked, within the policy's lock or already pending */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  listRenewalCharges: {
    parameters: {
      query?: {
        limit?: number;
        /** @description `next_cursor` of the previous page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of charges */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RenewalChargeList"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  listDnsRecords: {
    parameters: {
      query?: {
        /** @description `bind`: the zone as a BIND master file (text/plain) */
        format?: "json" | "bind";
        type?: "A" | "AAAA" | "CNAME" | "MX" | "TXT" | "NS" | "SRV" | "CAA";
        name?: string;
      };
      header?: never;
      path: {
        domain_name: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The records as JSON, or with `format=bind` the zone as a text/plain master file */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DnsRecordList"];
          "text/plain": string;
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain or record */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  createDnsRecord: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body within 24 h returns the first response (with `Idempotent-Replayed: true`) instead of acting again. One new key (e.g. a UUID) per user action. */
        "Idempotency-Key"?: string;
      };
      path: {
        domain_name: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DnsRecordInput"];
      };
    };
    responses: {
      /** @description The new record */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DnsRecord"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain or record */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description A request with the same Idempotency-Key is still being processed */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  syncDnsRecords: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain_name: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DnsSyncRequest"];
      };
    };
    responses: {
      /** @description What was (or, with dry_run, would be) changed */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DnsSyncResult"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain or record */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getDnsRecord: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain_name: string;
        record_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The record */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DnsRecord"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain or record */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  replaceDnsRecord: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain_name: string;
        record_id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DnsRecordInput"];
      };
    };
    responses: {
      /** @description The record */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DnsRecord"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain or record */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  deleteDnsRecord: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain_name: string;
        record_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted; no body */
      204: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain or record */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  updateDnsRecord: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain_name: string;
        record_id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DnsRecordPatch"];
      };
    };
    responses: {
      /** @description The record */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DnsRecord"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain or record */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  listWebhookEndpoints: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Endpoints */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WebhookEndpointList"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  createWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body within 24 h returns the first response (with `Idempotent-Replayed: true`) instead of acting again. One new key (e.g. a UUID) per user action. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["WebhookEndpointRequest"];
      };
    };
    responses: {
      /** @description The endpoint with its secret */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WebhookEndpointWithSecret"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description A request with the same Idempotency-Key is still being processed */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        endpoint_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Endpoint */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WebhookEndpoint"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such endpoint */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  deleteWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        endpoint_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such endpoint */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  updateWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        endpoint_id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["WebhookEndpointUpdate"];
      };
    };
    responses: {
      /** @description Endpoint */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WebhookEndpoint"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such endpoint */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  rotateWebhookSecret: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        endpoint_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The endpoint with its secret */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WebhookEndpointWithSecret"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such endpoint */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  sendWebhookTestEvent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        endpoint_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The test event, queued */
      202: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ResendResponse"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such endpoint */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The endpoint is disabled */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  listWebhookDeliveries: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path: {
        endpoint_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deliveries */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WebhookDeliveryList"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such endpoint */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  listEvents: {
    parameters: {
      query?: {
        type?:
          | "order.created"
          | "order.updated"
          | "domain.registered"
          | "domain.renewed"
          | "domain.renewal_failed"
          | "domain.expiring"
          | "domain.transfer_requested"
          | "domain.transfer_cancelled"
          | "domain.transferred_away"
          | "domain.deleted"
          | "domain.transfer_in_requested"
          | "domain.transferred_in"
          | "domain.transfer_in_failed"
          | "domain.transfer_lock_changed"
          | "domain.transfer_code_issued"
          | "domain.registrant_changed"
          | "registrant.verification_requested"
          | "registrant.verified"
          | "registrant.message"
          | "domain.suspended"
          | "domain.unsuspended"
          | "domain.expired"
          | "domain.redemption_started"
          | "domain.restored"
          | "domain.abuse_reported"
          | "dns.changed"
          | "hosted_session.created"
          | "hosted_session.completed"
          | "balance.low"
          | "balance.insufficient"
          | "webhook.ping";
        limit?: number;
        /** @description `next_cursor` of the previous page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of events */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WebhookEventList"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getEvent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        event_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Event */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WebhookEvent"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such event */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  resendEvent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        event_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deliveries queued */
      202: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ResendResponse"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such event */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getBalance: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The balance */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Balance"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description A test-mode credential: `live_mode_only` (test mode is never billed) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  updateBalanceSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BalanceUpdate"];
      };
    };
    responses: {
      /** @description The balance */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Balance"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description A test-mode credential: `live_mode_only` (test mode is never billed) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  listBalanceEntries: {
    parameters: {
      query?: {
        limit?: number;
        /** @description `next_cursor` of the previous page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of entries */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BalanceEntryList"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description A test-mode credential: `live_mode_only` (test mode is never billed) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  getBalanceStatement: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        month: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The statement */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BalanceStatement"];
          "text/csv": string;
          "text/html": string;
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description A test-mode credential: `live_mode_only` (test mode is never billed) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  confirmRegistrantVerification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["VerificationConfirmRequest"];
      };
    };
    responses: {
      /** @description Verified */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["VerificationConfirmed"];
        };
      };
      /** @description Unknown, used or expired link */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  listRegistrantMessages: {
    parameters: {
      query?: {
        /** @description Only the messages about this domain of the organization */
        domain?: string;
        limit?: number;
        /** @description `next_cursor` of the previous page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of messages */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RegistrantMessageList"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description No such domain here */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  listAbuseReports: {
    parameters: {
      query?: {
        limit?: number;
        /** @description `next_cursor` of the previous page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of reports */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AbuseReportList"];
        };
      };
      /** @description No credentials, or invalid, expired or revoked ones */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Valid credentials without access to this resource */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests: wait the seconds in Retry-After */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  createAbuseReport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["AbuseReportRequest"];
      };
    };
    responses: {
      /** @description Recorded */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AbuseReportReceipt"];
        };
      };
      /** @description The request body is larger than the service accepts (`MAX_BODY_BYTES`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Validation failed: one item per failing field */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HTTPValidationError"];
        };
      };
      /** @description Too many requests */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
      /** @description Unexpected server error; safe to retry with backoff (quote request_id) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ServerError"];
        };
      };
      /** @description Temporarily unavailable (the registry is not answering, or the service is starting); retry after Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorBody"];
        };
      };
    };
  };
  orderCreatedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation */
        "Registrar-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["OrderCreatedEvent"];
      };
    };
    responses: {
      /** @description Received: any 2xx answer within 10 seconds */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else (or no answer in 10 s): the delivery is retried with backoff */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  orderUpdatedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation */
        "Registrar-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["OrderUpdatedEvent"];
      };
    };
    responses: {
      /** @description Received: any 2xx answer within 10 seconds */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else (or no answer in 10 s): the delivery is retried with backoff */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  domainRegisteredWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation */
        "Registrar-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DomainRegisteredEvent"];
      };
    };
    responses: {
      /** @description Received: any 2xx answer within 10 seconds */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else (or no answer in 10 s): the delivery is retried with backoff */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  domainRenewedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation */
        "Registrar-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DomainRenewedEvent"];
      };
    };
    responses: {
      /** @description Received: any 2xx answer within 10 seconds */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else (or no answer in 10 s): the delivery is retried with backoff */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  domainRenewalFailedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation */
        "Registrar-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DomainRenewalFailedEvent"];
      };
    };
    responses: {
      /** @description Received: any 2xx answer within 10 seconds */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else (or no answer in 10 s): the delivery is retried with backoff */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  domainExpiringWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation */
        "Registrar-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DomainExpiringEvent"];
      };
    };
    responses: {
      /** @description Received: any 2xx answer within 10 seconds */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else (or no answer in 10 s): the delivery is retried with backoff */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  domainTransferRequestedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation */
        "Registrar-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DomainTransferRequestedEvent"];
      };
    };
    responses: {
      /** @description Received: any 2xx answer within 10 seconds */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else (or no answer in 10 s): the delivery is retried with backoff */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  domainTransferCancelledWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation */
        "Registrar-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DomainTransferCancelledEvent"];
      };
    };
    responses: {
      /** @description Received: any 2xx answer within 10 seconds */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else (or no answer in 10 s): the delivery is retried with backoff */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  domainTransferredAwayWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation */
        "Registrar-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DomainTransferredAwayEvent"];
      };
    };
    responses: {
      /** @description Received: any 2xx answer within 10 seconds */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else (or no answer in 10 s): the delivery is retried with backoff */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  domainDeletedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation */
        "Registrar-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DomainDeletedEvent"];
      };
    };
    responses: {
      /** @description Received: any 2xx answer within 10 seconds */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else (or no answer in 10 s): the delivery is retried with backoff */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  domainTransferInRequestedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation */
        "Registrar-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DomainTransferInRequestedEvent"];
      };
    };
    responses: {
      /** @description Received: any 2xx answer within 10 seconds */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else (or no answer in 10 s): the delivery is retried with backoff */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  domainTransferredInWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation */
        "Registrar-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DomainTransferredInEvent"];
      };
    };
    responses: {
      /** @description Received: any 2xx answer within 10 seconds */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else (or no answer in 10 s): the delivery is retried with backoff */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  domainTransferInFailedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation */
        "Registrar-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DomainTransferInFailedEvent"];
      };
    };
    responses: {
      /** @description Received: any 2xx answer within 10 seconds */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else (or no answer in 10 s): the delivery is retried with backoff */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  domainTransferLockChangedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation */
        "Registrar-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DomainTransferLockChangedEvent"];
      };
    };
    responses: {
      /** @description Received: any 2xx answer within 10 seconds */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else (or no answer in 10 s): the delivery is retried with backoff */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  domainTransferCodeIssuedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation */
        "Registrar-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DomainTransferCodeIssuedEvent"];
      };
    };
    responses: {
      /** @description Received: any 2xx answer within 10 seconds */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else (or no answer in 10 s): the delivery is retried with backoff */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  domainRegistrantChangedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation */
        "Registrar-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DomainRegistrantChangedEvent"];
      };
    };
    responses: {
      /** @description Received: any 2xx answer within 10 seconds */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else (or no answer in 10 s): the delivery is retried with backoff */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  registrantVerificationRequestedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation */
        "Registrar-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["RegistrantVerificationRequestedEvent"];
      };
    };
    responses: {
      /** @description Received: any 2xx answer within 10 seconds */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else (or no answer in 10 s): the delivery is retried with backoff */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  registrantVerifiedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation */
        "Registrar-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["RegistrantVerifiedEvent"];
      };
    };
    responses: {
      /** @description Received: any 2xx answer within 10 seconds */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else (or no answer in 10 s): the delivery is retried with backoff */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  registrantMessageWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation */
        "Registrar-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["RegistrantMessageEvent"];
      };
    };
    responses: {
      /** @description Received: any 2xx answer within 10 seconds */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else (or no answer in 10 s): the delivery is retried with backoff */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  domainSuspendedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation */
        "Registrar-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DomainSuspendedEvent"];
      };
    };
    responses: {
      /** @description Received: any 2xx answer within 10 seconds */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else (or no answer in 10 s): the delivery is retried with backoff */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  domainUnsuspendedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation */
        "Registrar-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DomainUnsuspendedEvent"];
      };
    };
    responses: {
      /** @description Received: any 2xx answer within 10 seconds */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else (or no answer in 10 s): the delivery is retried with backoff */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  domainExpiredWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation */
        "Registrar-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DomainExpiredEvent"];
      };
    };
    responses: {
      /** @description Received: any 2xx answer within 10 seconds */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else (or no answer in 10 s): the delivery is retried with backoff */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  domainRedemptionStartedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation */
        "Registrar-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DomainRedemptionStartedEvent"];
      };
    };
    responses: {
      /** @description Received: any 2xx answer within 10 seconds */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else (or no answer in 10 s): the delivery is retried with backoff */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  domainRestoredWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation */
        "Registrar-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DomainRestoredEvent"];
      };
    };
    responses: {
      /** @description Received: any 2xx answer within 10 seconds */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else (or no answer in 10 s): the delivery is retried with backoff */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  domainAbuseReportedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation */
        "Registrar-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DomainAbuseReportedEvent"];
      };
    };
    responses: {
      /** @description Received: any 2xx answer within 10 seconds */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else (or no answer in 10 s): the delivery is retried with backoff */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  dnsChangedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation */
        "Registrar-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DnsChangedEvent"];
      };
    };
    responses: {
      /** @description Received: any 2xx answer within 10 seconds */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else (or no answer in 10 s): the delivery is retried with backoff */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  hostedSessionCreatedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation */
        "Registrar-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["HostedSessionCreatedEvent"];
      };
    };
    responses: {
      /** @description Received: any 2xx answer within 10 seconds */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else (or no answer in 10 s): the delivery is retried with backoff */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  hostedSessionCompletedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation */
        "Registrar-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["HostedSessionCompletedEvent"];
      };
    };
    responses: {
      /** @description Received: any 2xx answer within 10 seconds */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else (or no answer in 10 s): the delivery is retried with backoff */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  balanceLowWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation */
        "Registrar-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BalanceLowEvent"];
      };
    };
    responses: {
      /** @description Received: any 2xx answer within 10 seconds */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else (or no answer in 10 s): the delivery is retried with backoff */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  balanceInsufficientWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation */
        "Registrar-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BalanceInsufficientEvent"];
      };
    };
    responses: {
      /** @description Received: any 2xx answer within 10 seconds */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else (or no answer in 10 s): the delivery is retried with backoff */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookPingWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per signing secret during a rotation */
        "Registrar-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["WebhookPingEvent"];
      };
    };
    responses: {
      /** @description Received: any 2xx answer within 10 seconds */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else (or no answer in 10 s): the delivery is retried with backoff */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
