import { useEffect, useRef, useState } from "react";
import { ApiError, errorMessage } from "../lib/api";
import { FormError } from "../components/ui";

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
 * app, or a recovery code. `submit` sends the password again with it (one request, as the token
 * endpoint takes it).
 */
export function SecondFactorStep({
  submit,
  cancel,
}: {
  submit: (otp: string) => Promise<void>;
  cancel: () => void;
}) {
  const [code, setCode] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
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
        submit(code.trim())
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
