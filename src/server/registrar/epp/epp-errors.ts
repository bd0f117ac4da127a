import { ApiError } from "../../http/errors";
import { EppFramingError } from "./framing";
import { EppSessionError, EppTransportError } from "./session";
import { EppParseError } from "./xml";

/** The registry cannot serve this adapter (a missing extension): an operator must act. */
export class EppConfigurationError extends Error {
  override name = "EppConfigurationError";
}

/** A failure of the command that left its outcome unknown or was not executed: try later. */
export class EppCommandError extends Error {
  override name = "EppCommandError";
  constructor(
    message: string,
    readonly clTRID?: string,
    readonly svTRID?: string,
  ) {
    super(message);
  }
}

/**
 * The registry's failures to answer: transport, session, 2400 twice, a malformed answer, and a
 * registry that cannot serve this adapter (no usable pricing) at run time.
 */
export function isRegistryFailure(err: unknown): boolean {
  return (
    err instanceof EppConfigurationError ||
    err instanceof EppTransportError ||
    err instanceof EppSessionError ||
    err instanceof EppCommandError ||
    err instanceof EppParseError ||
    err instanceof EppFramingError
  );
}

/** The registry did not answer usably; `cause` is the EPP failure. */
export class RegistryUnavailableError extends ApiError {
  override name = "RegistryUnavailableError";
  constructor(override readonly cause: Error) {
    super(
      "registry_unavailable",
      cause instanceof EppConfigurationError
        ? "The domain registry cannot quote prices now (it offers no fee extension this service speaks); retry later."
        : "The domain registry is not answering; retry later.",
      { "Retry-After": "30" },
    );
  }
}
