import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useAuth } from "../lib/auth";
import { Link, useRouter } from "../lib/router";
import { Field, FormError } from "../components/ui";

const RESET = "/api/v1/auth/password-reset";

const post = (path: string, body: unknown) =>
  fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

function useHeading(title: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · Dashboard`;
    heading.current?.focus();
  }, [title]);
  return heading;
}

const tooMany = (res: Response) => {
  const after = res.headers.get("retry-after");
  return `Too many requests. Try again${after ? ` in ${after} seconds` : " later"}.`;
};

/**
 * "Forgot password?": asks for a reset link by email. The answer is the same whether or not
 * the address has an account, and so is what this page says.
 */
export function ForgotPassword() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ defaultValues: { email: "" } });
  const heading = useHeading("Reset your password");
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const res = await post(RESET, { email });
      if (res.status === 202) setSentTo(email);
      else if (res.status === 429) setFailure(tooMany(res));
      else if (res.status === 422) setFailure("Enter an email address such as ada@example.com.");
      else setFailure("The request did not go through. Try again in a moment.");
    } catch {
      setFailure("The service could not be reached. Check your connection and try again.");
    }
  });
  return (
    <main className="sign-in">
      <h1 tabIndex={-1} ref={heading}>
        Reset your password
      </h1>
      {sentTo ? (
        <p className="notice" role="status">
          If {sentTo} has an account, a message with a link to choose a new password is on its way.
          The link works once, for one hour.
        </p>
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
          <FormError message={failure} />
          <button type="submit" className="primary" disabled={isSubmitting}>
            {isSubmitting ? "Sending…" : "Email me a link"}
          </button>
        </form>
      )}
      <p>
        <Link to="/">Back to sign-in</Link>
      </p>
    </main>
  );
}

type ResetValues = { password: string; again: string };

/**
 * The emailed link's page: the token is in the URL's fragment (never sent to a server), taken
 * out of the address bar at once. A new password ends every session, then this browser signs
 * in with it.
 */
export function ResetPassword() {
  const { signIn } = useAuth();
  const { navigate } = useRouter();
  const [token] = useState(() => window.location.hash.slice(1));
  const [failure, setFailure] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(token === "");
  const form = useForm<ResetValues>({ defaultValues: { password: "", again: "" } });
  const heading = useHeading("Choose a new password");
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(null, "", window.location.pathname);
  }, []);
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const res = await post(`${RESET}/confirm`, { token, new_password: password });
      if (res.status === 200) {
        const { email } = (await res.json()) as { email: string };
        await signIn(email, password);
        navigate("/", { replace: true });
      } else if (res.status === 429) setFailure(tooMany(res));
      else if (res.status === 422) {
        const body = (await res.json()) as { detail?: { loc?: unknown[] }[] };
        if (body.detail?.some((d) => d.loc?.[1] === "token")) setInvalid(true);
        else setFailure("Choose a password of at least 8 characters.");
      } else setFailure("The password was not set. Try again in a moment.");
    } catch {
      setFailure("The service could not be reached. Check your connection and try again.");
    }
  });
  return (
    <main className="sign-in">
      <h1 tabIndex={-1} ref={heading}>
        Choose a new password
      </h1>
      {invalid ? (
        <p className="notice error" role="alert">
          This link no longer works: it was used, replaced by a newer one, or has expired.{" "}
          <Link to="/forgot-password">Ask for a new link</Link>.
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Field label="New password" error={errors.password} hint="At least 8 characters.">
            {(field) => (
              <input
                {...field}
                type="password"
                autoComplete="new-password"
                {...form.register("password", {
                  required: "Enter a new password.",
                  minLength: { value: 8, message: "Use at least 8 characters." },
                })}
              />
            )}
          </Field>
          <Field label="New password again" error={errors.again}>
            {(field) => (
              <input
                {...field}
                type="password"
                autoComplete="new-password"
                {...form.register("again", {
                  validate: (v, all) => v === all.password || "The two passwords differ.",
                })}
              />
            )}
          </Field>
          <FormError message={failure} />
          <button type="submit" className="primary" disabled={isSubmitting}>
            {isSubmitting ? "Saving…" : "Set password and sign in"}
          </button>
          <p className="muted small">
            Setting a new password signs this account out on every other browser and device.
          </p>
        </form>
      )}
    </main>
  );
}
