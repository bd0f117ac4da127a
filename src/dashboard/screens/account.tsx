import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { PasswordChangeRequest } from "../../contract/dashboard";
import { formResolver } from "../lib/field-errors";
import { Field, Screen, applyServerErrors, FormError } from "../components/ui";
import { useApi, useUser } from "../lib/auth";
import { SIGNED_IN_SESSIONS_KEY, SignedInSessions } from "./signed-in-sessions";
import { SecondFactorSettings } from "./second-factor-settings";

type Values = { current_password: string; new_password: string };

/** The signed-in user's account: email, role, password, signed-in sessions. */
export function AccountScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const user = useUser();
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: { current_password: "", new_password: "" },
    resolver: formResolver<Values>(PasswordChangeRequest),
  });
  const change = useMutation({
    mutationFn: (v: Values) => api.send("PUT", "/api/v1/users/me/password", v, null),
    onSuccess: () => {
      setDone(true);
      form.reset();
      // The other browsers' sessions ended with the change.
      void queryClient.invalidateQueries({ queryKey: SIGNED_IN_SESSIONS_KEY });
    },
    onError: (err) => setFormError(applyServerErrors(form, err)),
  });
  return (
    <Screen title="Your account">
      <dl className="facts">
        <dt>Email</dt>
        <dd>{user.email}</dd>
        <dt>Role</dt>
        <dd>{user.role}</dd>
      </dl>
      <h2>Change your password</h2>
      <form
        noValidate
        aria-label="Change your password"
        onSubmit={form.handleSubmit((v) => {
          setDone(false);
          setFormError(null);
          change.mutate(v);
        })}
      >
        <Field label="Current password" error={form.formState.errors.current_password}>
          {(p) => (
            <input
              {...p}
              type="password"
              autoComplete="current-password"
              {...form.register("current_password")}
            />
          )}
        </Field>
        <Field
          label="New password"
          error={form.formState.errors.new_password}
          hint="At least 8 characters."
        >
          {(p) => (
            <input
              {...p}
              type="password"
              autoComplete="new-password"
              {...form.register("new_password")}
            />
          )}
        </Field>
        <button type="submit" className="primary" disabled={change.isPending}>
          Change password
        </button>
        {done && (
          <p className="notice ok" role="status">
            Password changed. Your other sessions were signed out.
          </p>
        )}
        <FormError message={formError} />
      </form>
      <SecondFactorSettings />
      <SignedInSessions />
    </Screen>
  );
}
