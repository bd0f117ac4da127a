import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  USER_ROLES,
  UserCreateRequest,
  UserCreated,
  UserList,
  type UserCreated as Created,
  type UserRole,
} from "../../contract/dashboard";
import { formResolver } from "../lib/field-errors";
import { AdminsOnlyScreen } from "../components/admins-only";
import {
  ConfirmButton,
  Field,
  QueryView,
  Screen,
  SecretOnce,
  applyServerErrors,
  FormError,
} from "../components/ui";
import { ActionsHeader, DataTable } from "../components/data-table";
import { errorMessage } from "../lib/api";
import { useApi, useUser } from "../lib/auth";
import { formatDateTime } from "../lib/format";
import { Invitations } from "./invitations";
import { AuditSection } from "./audit-log";

type Values = { email: string; role: UserRole };

/** Users and roles, and the audit log (admins only). */
export function UsersScreen() {
  return (
    <AdminsOnlyScreen
      title="Users and roles"
      what="add users, change roles, remove users and read the audit log"
    >
      <Users />
    </AdminsOnlyScreen>
  );
}

function Users() {
  const api = useApi();
  const me = useUser();
  const qc = useQueryClient();
  const users = useQuery({
    queryKey: ["users"],
    queryFn: () => api.get("/api/v1/users", UserList),
  });
  const [created, setCreated] = useState<Created | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [rowError, setRowError] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: { email: "", role: "member" },
    resolver: formResolver<Values>(UserCreateRequest),
  });
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: ["users"] });
    void qc.invalidateQueries({ queryKey: ["audit"] });
  };
  const add = useMutation({
    mutationFn: (v: Values) => api.send("POST", "/api/v1/users", v, UserCreated),
    onSuccess: (u) => {
      setCreated(u);
      form.reset();
      refresh();
    },
    onError: (err) => setFormError(applyServerErrors(form, err)),
  });
  const setRole = useMutation({
    mutationFn: ({ id, role }: { id: string; role: UserRole }) =>
      api.send("PATCH", `/api/v1/users/${id}`, { role }, null),
    onMutate: () => setRowError(null),
    onError: (err) => setRowError(errorMessage(err)),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.send("DELETE", `/api/v1/users/${id}`, undefined, null),
    onMutate: () => setRowError(null),
    onError: (err) => setRowError(errorMessage(err)),
    onSettled: refresh,
  });

  return (
    <Screen title="Users and roles">
      <p>
        <strong>Admins</strong> do everything. <strong>Members</strong> run the business (orders,
        payments, domains, hosted sessions, events) but cannot manage API keys, users, webhook
        endpoints or settings, nor read the audit log.
      </p>
      <Invitations />
      <h2>Add a user with a password</h2>
      <p className="muted">
        For an instance that sends no mail: the initial password is shown to you once, to pass on.
      </p>
      {created ? (
        <SecretOnce
          label={`Initial password for ${created.email}`}
          value={created.initial_password}
          onDone={() => setCreated(null)}
        />
      ) : (
        <form
          className="inline-form"
          aria-label="Add a user"
          noValidate
          onSubmit={form.handleSubmit((v) => {
            setFormError(null);
            add.mutate(v);
          })}
        >
          <Field label="Email" error={form.formState.errors.email}>
            {(p) => <input {...p} type="email" autoComplete="off" {...form.register("email")} />}
          </Field>
          <Field label="Role" error={form.formState.errors.role}>
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
          <button type="submit" className="primary" disabled={add.isPending}>
            {add.isPending ? "Adding…" : "Add user"}
          </button>
          <FormError message={formError} />
        </form>
      )}
      <FormError message={rowError} />
      <QueryView query={users} what="users">
        {({ items }) => (
          <DataTable
            caption="Users"
            columns={["Email", "Role", "Added", ActionsHeader]}
            items={items}
            row={(u) => (
              <tr key={u.id}>
                <td>
                  {u.email}
                  {u.id === me.id && <span className="muted"> (you)</span>}
                </td>
                <td>
                  <label className="visually-hidden" htmlFor={`role-${u.id}`}>
                    Role of {u.email}
                  </label>
                  <select
                    id={`role-${u.id}`}
                    value={u.role}
                    disabled={setRole.isPending}
                    onChange={(e) => setRole.mutate({ id: u.id, role: e.target.value as UserRole })}
                  >
                    {USER_ROLES.map((r) => (
                      <option key={r} value={r}>
                        {r}
                      </option>
                    ))}
                  </select>
                </td>
                <td>{formatDateTime(u.created_at)}</td>
                <td>
                  <ConfirmButton
                    label={`Remove ${u.email}`}
                    question={`Remove ${u.email}? They are signed out at once.`}
                    confirmLabel="Yes, remove"
                    pending={remove.isPending}
                    onConfirm={() => remove.mutate(u.id)}
                  />
                </td>
              </tr>
            )}
          />
        )}
      </QueryView>
      <AuditSection />
    </Screen>
  );
}
