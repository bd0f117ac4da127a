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

/** What the two emailed links' pages differ in. */
const LINK_PAGES = {
  reset: {
    title: "Choose a new password",
    confirm: `${RESET}/confirm`,
    button: "Set password and sign in",
    note: "Setting a new password signs this account out on every other browser and device.",
    dead: "This link no longer works: it was used, replaced by a newer one, or has expired.",
    again: { to: "/forgot-password", text: "Ask for a new link" },
  },
  invitation: {
    title: "Accept your invitation",
    confirm: "/api/v1/auth/invitations/accept",
    button: "Choose password and sign in",
    note: "You sign in with your email address and this password.",
    dead: "This invitation link no longer works: it was used, replaced by a newer one, withdrawn, or has expired. Ask the admin who invited you to send it again.",
    again: null,
  },
} as const;

/**
 * An emailed link's page (password reset, invitation): the token is in the URL's fragment
 * (never sent to a server), taken out of the address bar at once. The password chosen ends
 * every session of the account, then this browser signs in with it.
 */
export function ResetPassword({ kind = "reset" }: { kind?: keyof typeof LINK_PAGES }) {
  const page = LINK_PAGES[kind];
  const { signIn } = useAuth();
  const { navigate } = useRouter();
  const [token] = useState(() => window.location.hash.slice(1));
  const [failure, setFailure] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(token === "");
  const form = useForm<ResetValues>({ defaultValues: { password: "", again: "" } });
  const heading = useHeading(page.title);
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(null, "", window.location.pathname);
  }, []);
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const res = await post(page.confirm, { token, new_password: password });
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
        {page.title}
      </h1>
      {invalid ? (
        <p className="notice error" role="alert">
          {page.dead}
          {page.again && (
            <>
              {" "}
              <Link to={page.again.to}>{page.again.text}</Link>.
            </>
          )}
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
            {isSubmitting ? "Saving…" : page.button}
          </button>
          <p className="muted small">{page.note}</p>
        </form>
      )}
    </main>
  );
}
