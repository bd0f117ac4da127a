import type { startAuthentication } from "@simplewebauthn/browser";
import { useEffect, useRef, useState } from "react";
import type { SecondFactorOptions } from "../../contract/second-factor";
import { ApiError, errorMessage } from "../lib/api";
import { FormError } from "../components/ui";

function passkeyError(error: unknown): string {
  if (error instanceof Error && error.name === "NotAllowedError") {
    return "The passkey was not used: the request was cancelled or timed out.";
  }
  if (error instanceof ApiError && error.code === "invalid_second_factor") {
    return "That passkey was not accepted. Try again, or use another passkey or a code.";
  }
  return codeError(error);
}

function codeError(error: unknown): string {
  if (error instanceof ApiError && error.code === "invalid_second_factor") {
    return "That code is wrong, expired or already used. Enter the next code your app shows, or an unused recovery code.";
  }
  if (error instanceof ApiError && error.status === 429) {
    return `Too many failed sign-ins. Try again${error.retryAfter ? ` in ${error.retryAfter} seconds` : " later"}.`;
  }
  if (error instanceof ApiError && error.status === 401) return "Sign in again from the start.";
  return errorMessage(error);
}

/**
 * The sign-in's second step, for a user with a second factor: the code of their authenticator
 * app or a recovery code (`totp`), or a passkey (`passkey`: the browser's
 * `navigator.credentials.get()` over options fetched afresh, a challenge working once). `submit`
 * sends the password again with it (one request, as the token endpoint takes it).
 */
export function SecondFactorStep({
  totp,
  passkey,
  passkeyOptions,
  submit,
  cancel,
}: {
  totp: boolean;
  passkey: boolean;
  passkeyOptions: () => Promise<SecondFactorOptions["passkey_options"]>;
  submit: (factor: { otp: string } | { passkey: string }) => Promise<void>;
  cancel: () => void;
}) {
  const [code, setCode] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const signInWithPasskey = async () => {
    const options = await passkeyOptions();
    if (!options) throw new Error("You have no passkey any more.");
    // The WebAuthn library loads when a passkey is used, not with the sign-in page.
    const webauthn = await import("@simplewebauthn/browser");
    const assertion = await webauthn.startAuthentication({
      optionsJSON: options as Parameters<typeof startAuthentication>[0]["optionsJSON"],
    });
    await submit({ passkey: JSON.stringify(assertion) });
  };
  const passkeyButton = passkey && (
    <p>
      <button
        type="button"
        className={totp ? undefined : "primary"}
        disabled={busy}
        onClick={() => {
          setFailure(null);
          setBusy(true);
          signInWithPasskey()
            .catch((err: unknown) => setFailure(passkeyError(err)))
            .finally(() => setBusy(false));
        }}
      >
        Use a passkey
      </button>
    </p>
  );
  if (!totp) {
    return (
      <div role="group" aria-label="Second factor">
        <p>Use your passkey to finish signing in.</p>
        {passkeyButton}
        <FormError message={failure} />
        <button type="button" onClick={cancel}>
          Back
        </button>
      </div>
    );
  }
  return (
    <form
      noValidate
      aria-label="Second factor"
      onSubmit={(e) => {
        e.preventDefault();
        if (code.trim() === "") {
          setFailure("Enter the code from your authenticator app.");
          return;
        }
        setFailure(null);
        setBusy(true);
        submit({ otp: code.trim() })
          .catch((err: unknown) => {
            setFailure(codeError(err));
            setCode("");
          })
          .finally(() => setBusy(false));
      }}
    >
      <p>Enter the 6-digit code your authenticator app shows, or one of your recovery codes.</p>
      <div className="field">
        <label htmlFor="second-factor-code">Code</label>
        <input
          id="second-factor-code"
          ref={input}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
          inputMode="text"
          spellCheck={false}
        />
      </div>
      {passkeyButton}
      <FormError message={failure} />
      <button type="submit" className="primary" disabled={busy}>
        {busy ? "Checking…" : "Continue"}
      </button>{" "}
      <button type="button" onClick={cancel}>
        Back
      </button>
    </form>
  );
}
