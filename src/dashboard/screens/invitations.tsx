import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  Invitation,
  InvitationCreateRequest,
  InvitationList,
  USER_ROLES,
  type UserRole,
} from "../../contract/dashboard";
import { formResolver } from "../lib/field-errors";
import { ConfirmButton, Field, FormError, QueryView, applyServerErrors } from "../components/ui";
import { ActionsHeader, DataTable } from "../components/data-table";
import { errorMessage } from "../lib/api";
import { useApi } from "../lib/auth";
import { formatDateTime } from "../lib/format";

type Values = { email: string; role: UserRole };
const INVITATIONS = ["invitations"] as const;

/**
 * Invite by email: the person gets a link to choose their own password (7 days). Pending
 * invitations are listed with their expiry, to resend (a new link) or withdraw.
 */
export function Invitations() {
  const api = useApi();
  const qc = useQueryClient();
  const invitations = useQuery({
    queryKey: INVITATIONS,
    queryFn: () => api.get("/api/v1/invitations", InvitationList),
  });
  const [notice, setNotice] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [rowError, setRowError] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: { email: "", role: "member" },
    resolver: formResolver<Values>(InvitationCreateRequest),
  });
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: INVITATIONS });
    void qc.invalidateQueries({ queryKey: ["audit"] });
  };
  const invite = useMutation({
    mutationFn: (v: Values) => api.send("POST", "/api/v1/invitations", v, Invitation),
    onSuccess: (i) => {
      setNotice(`Invitation sent to ${i.email}.`);
      form.reset();
      refresh();
    },
    onError: (err) => setFormError(applyServerErrors(form, err)),
  });
  const resend = useMutation({
    mutationFn: (id: string) =>
      api.send("POST", `/api/v1/invitations/${id}/resend`, undefined, Invitation),
    onMutate: () => setRowError(null),
    onSuccess: (i) =>
      setNotice(`A new link was sent to ${i.email}; the previous one no longer works.`),
    onError: (err) => setRowError(errorMessage(err)),
    onSettled: refresh,
  });
  const withdraw = useMutation({
    mutationFn: (id: string) => api.send("DELETE", `/api/v1/invitations/${id}`, undefined, null),
    onMutate: () => setRowError(null),
    onError: (err) => setRowError(errorMessage(err)),
    onSettled: refresh,
  });
  return (
    <section aria-labelledby="invitations-title">
      <h2 id="invitations-title">Invitations</h2>
      <form
        className="inline-form"
        aria-label="Invite a user"
        noValidate
        onSubmit={form.handleSubmit((v) => {
          setNotice(null);
          setFormError(null);
          invite.mutate(v);
        })}
      >
        <Field label="Email to invite" error={form.formState.errors.email}>
          {(p) => <input {...p} type="email" autoComplete="off" {...form.register("email")} />}
        </Field>
        <Field label="Role to give" error={form.formState.errors.role}>
          {(p) => (
            <select {...p} {...form.register("role")}>
              {USER_ROLES.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="primary" disabled={invite.isPending}>
          {invite.isPending ? "Inviting…" : "Send invitation"}
        </button>
        <FormError message={formError} />
      </form>
      <div aria-live="polite">
        {notice && (
          <p className="notice ok" role="status">
            {notice}
          </p>
        )}
      </div>
      <FormError message={rowError} />
      <QueryView query={invitations} what="invitations">
        {({ items }) =>
          items.length === 0 ? (
            <p className="muted">No pending invitation.</p>
          ) : (
            <DataTable
              caption="Pending invitations"
              columns={["Email", "Role", "Invited", "Link works until", ActionsHeader]}
              items={items}
              row={(i) => (
                <tr key={i.user_id}>
                  <td>{i.email}</td>
                  <td>{i.role}</td>
                  <td>{formatDateTime(i.invited_at)}</td>
                  <td>{formatDateTime(i.expires_at)}</td>
                  <td>
                    <button
                      type="button"
                      disabled={resend.isPending}
                      onClick={() => resend.mutate(i.user_id)}
                    >
                      Resend to {i.email}
                    </button>{" "}
                    <ConfirmButton
                      label={`Withdraw ${i.email}`}
                      question={`Withdraw the invitation of ${i.email}? Their link stops working.`}
                      confirmLabel="Yes, withdraw"
                      pending={withdraw.isPending}
                      onConfirm={() => withdraw.mutate(i.user_id)}
                    />
                  </td>
                </tr>
              )}
            />
          )
        }
      </QueryView>
    </section>
  );
}
