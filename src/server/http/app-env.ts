import type { Logger } from "../logger";

/**
 * The leaf of the HTTP kernel: what every request carries. It imports nothing of the service,
 * so `auth/` (which sets the principal) and `http/` (which reads it) both depend on it and
 * not on each other.
 */

/** The kinds of credential a route may accept. */
export type CredentialKind = "api_key" | "access_token" | "client_token";

/**
 * Who is calling, as `authenticate` found it. `livemode`: the credential's mode; it sees and
 * changes only that mode's objects (`scope.ts`).
 */
export type Principal =
  | { kind: "api_key"; organizationId: string; livemode: boolean; credentialId: string }
  | {
      kind: "access_token";
      organizationId: string;
      livemode: boolean;
      credentialId: string;
      userId: string;
      email: string;
      role: "admin" | "member";
      /** The dashboard session the token was issued to (null: a password grant outside it). */
      sessionId: string | null;
      /**
       * The organization requires a second factor and the user has none yet: only enrolment
       * and their own account are open (`auth/authenticate.ts`).
       */
      mustEnrolSecondFactor: boolean;
    }
  | {
      kind: "client_token";
      organizationId: string;
      livemode: boolean;
      credentialId: string;
      sessionId: string;
      externalAccountId: string;
      allowedActions: string[];
    };

/** A hosted session's end user, calling with the session's client token. */
export type ClientPrincipal = Extract<Principal, { kind: "client_token" }>;

export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    /** Set by `authenticate` on the routes behind it. */
    principal: Principal;
  };
};
