import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { ApiError, errorMessage } from "../lib/api";
import { useAuth } from "../lib/auth";
import { Link } from "../lib/router";
import { Field, FormError } from "../components/ui";
import { SecondFactorStep } from "./second-factor-step";

type Values = { email: string; password: string };

const REASONS = {
  start: null,
  signed_out: "You are signed out.",
  expired: "Your session ended. Sign in again to continue where you were.",
} as const;

function signInError(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return "Incorrect email or password.";
  if (error instanceof ApiError && error.status === 429) {
    return `Too many failed sign-ins. Try again${error.retryAfter ? ` in ${error.retryAfter} seconds` : " later"}.`;
  }
  return errorMessage(error);
}

/**
 * Email and password through POST /api/v1/auth/token; the token stays in memory, the refresh
 * token in an HttpOnly cookie.
 */
export function SignIn() {
  const { signIn, secondFactorOptions, reason } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  /** The email and password checked, while the second factor is asked for. */
  const [pending, setPending] = useState<(Values & { totp: boolean; passkey: boolean }) | null>(
    null,
  );
  const form = useForm<Values>({ defaultValues: { email: "", password: "" } });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = "Sign in · Dashboard";
    heading.current?.focus();
  }, []);
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      await signIn(v.email, v.password);
    } catch (err) {
      if (err instanceof ApiError && err.code === "second_factor_required") {
        // Which factors the user has (without an answer, the code field as before).
        const factors = await secondFactorOptions(v.email, v.password).catch(() => null);
        setPending({ ...v, totp: factors?.totp ?? true, passkey: factors?.passkey ?? false });
        return;
      }
      setFailure(signInError(err));
    }
  });
  return (
    <main className="sign-in">
      <h1 tabIndex={-1} ref={heading}>
        Sign in to the dashboard
      </h1>
      {REASONS[reason] && (
        <p className="notice" role="status">
          {REASONS[reason]}
        </p>
      )}
      {pending ? (
        <SecondFactorStep
          totp={pending.totp}
          passkey={pending.passkey}
          passkeyOptions={async () =>
            (await secondFactorOptions(pending.email, pending.password)).passkey_options
          }
          submit={(factor) => signIn(pending.email, pending.password, factor)}
          cancel={() => {
            setPending(null);
            form.reset({ email: pending.email, password: "" });
          }}
        />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Field label="Email" error={errors.email}>
            {(field) => (
              <input
                {...field}
                type="email"
                autoComplete="username"
                {...form.register("email", { required: "Enter your email." })}
              />
            )}
          </Field>
          <Field label="Password" error={errors.password}>
            {(field) => (
              <input
                {...field}
                type="password"
                autoComplete="current-password"
                {...form.register("password", { required: "Enter your password." })}
              />
            )}
          </Field>
          <FormError message={failure} />
          <button type="submit" className="primary" disabled={isSubmitting}>
            {isSubmitting ? "Signing in…" : "Sign in"}
          </button>
        </form>
      )}
      {!pending && (
        <p>
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
      )}
      <p className="muted small">
        You stay signed in on this browser, across reloads and tabs, until you sign out, change your
        password elsewhere, or do not use the dashboard for 7 days (30 days at most).
      </p>
    </main>
  );
}
