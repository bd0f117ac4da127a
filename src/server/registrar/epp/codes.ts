/**
 * EPP result codes (RFC 5730 section 3) and what they mean to us: success, an outcome the
 * adapter reports (`unavailable`, `not_found`, `rejected`), or a failure of the command that
 * may be retried (on the same session, or after reconnecting when the server closes it).
 */
export type ResultClass =
  | { kind: "success"; pending: boolean }
  | { kind: "ended" }
  | { kind: "unavailable" }
  | { kind: "not_found" }
  | { kind: "rejected"; why: "status_prohibits" | "policy" | "syntax" | "auth" | "billing" }
  /** 2400: the server failed the command without executing it; the session stays open. */
  | { kind: "retry" }
  /** 2500/2502: failed and the server closes the connection; reconnect, then retry. */
  | { kind: "reconnect"; retryable: boolean };

export function classifyResult(code: number): ResultClass {
  switch (code) {
    case 1000:
      return { kind: "success", pending: false };
    case 1001:
      return { kind: "success", pending: true };
    case 1300:
    case 1301:
      return { kind: "success", pending: false };
    case 1500:
      return { kind: "ended" };
    case 2302:
      return { kind: "unavailable" };
    case 2303:
      return { kind: "not_found" };
    case 2304:
    case 2305:
      return { kind: "rejected", why: "status_prohibits" };
    case 2400:
      return { kind: "retry" };
    case 2500:
    case 2502:
      return { kind: "reconnect", retryable: true };
    case 2501:
      // Authentication error; the server closes the connection: the credentials are wrong,
      // so retrying would only fail again (and may lock the account).
      return { kind: "reconnect", retryable: false };
    case 2104:
      return { kind: "rejected", why: "billing" };
    case 2200:
    case 2201:
    case 2202:
      return { kind: "rejected", why: "auth" };
    default:
      if (code >= 1000 && code < 2000) return { kind: "success", pending: false };
      if (code >= 2000 && code < 2200) return { kind: "rejected", why: "syntax" };
      return { kind: "rejected", why: "policy" };
  }
}
