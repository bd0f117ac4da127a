import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  ApiKeyCreateRequest,
  ApiKeyCreated,
  ApiKeyList,
  type ApiKeyCreated as Created,
} from "../../contract/dashboard";
import { formResolver } from "../lib/field-errors";
import { AdminsOnlyScreen } from "../components/admins-only";
import {
  Badge,
  ConfirmButton,
  Empty,
  ErrorState,
  Field,
  QueryView,
  Screen,
  SecretOnce,
  applyServerErrors,
  FormError,
} from "../components/ui";
import { ActionsHeader, DataTable } from "../components/data-table";
import { useApi, useAuth } from "../lib/auth";
import { formatDateTime } from "../lib/format";

type Values = { name: string };

/** API keys: list, create (secret shown once), revoke with confirmation. Admins only. */
export function ApiKeysScreen() {
  return (
    <AdminsOnlyScreen title="API keys" what="create, list and revoke API keys">
      <ApiKeys />
    </AdminsOnlyScreen>
  );
}

function ApiKeys() {
  const api = useApi();
  const { mode } = useAuth();
  const qc = useQueryClient();
  const keys = useQuery({
    queryKey: ["api-keys"],
    queryFn: () => api.get("/api/v1/api-keys", ApiKeyList),
  });
  const [created, setCreated] = useState<Created | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: { name: "" },
    resolver: formResolver<Values>(ApiKeyCreateRequest),
  });
  const create = useMutation({
    mutationFn: (v: Values) => api.send("POST", "/api/v1/api-keys", v, ApiKeyCreated),
    onSuccess: (key) => {
      setCreated(key);
      form.reset();
      void qc.invalidateQueries({ queryKey: ["api-keys"] });
    },
    onError: (err) => setFormError(applyServerErrors(form, err)),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => api.send("DELETE", `/api/v1/api-keys/${id}`, undefined, null),
    // A revoked key's secret is of no use: it leaves the screen with the key.
    onSuccess: (_none, id) => setCreated((c) => (c?.id === id ? null : c)),
    onSettled: () => qc.invalidateQueries({ queryKey: ["api-keys"] }),
  });

  return (
    <Screen title="API keys">
      <p>
        Your servers send an API key with every request (<code>X-API-Key</code>). Make one key per
        system, so a leaked key can be revoked without stopping the others.
      </p>
      {mode && (
        <p className="notice" data-testid="new-key-mode">
          {mode.livemode ? (
            <>
              New keys are live keys (<code>rk_live_…</code>): they order real domains and take real
              money.
            </>
          ) : (
            <>
              New keys are test keys (<code>rk_test_…</code>): sandbox registrar, no real money.
            </>
          )}
        </p>
      )}
      {created ? (
        <SecretOnce
          label={`New API key "${created.name ?? ""}"`}
          value={created.api_key}
          onDone={() => setCreated(null)}
        />
      ) : (
        <form
          className="inline-form"
          aria-label="Create an API key"
          noValidate
          onSubmit={form.handleSubmit((v) => {
            setFormError(null);
            create.mutate(v);
          })}
        >
          <Field
            label="Key name"
            error={form.formState.errors.name}
            hint="What uses it, e.g. “production checkout”."
          >
            {(p) => <input {...p} autoComplete="off" {...form.register("name")} />}
          </Field>
          <button type="submit" className="primary" disabled={create.isPending}>
            {create.isPending ? "Creating…" : "Create API key"}
          </button>
          <FormError message={formError} />
        </form>
      )}
      {revoke.isError && <ErrorState error={revoke.error} />}
      <QueryView query={keys} what="API keys">
        {({ items }) =>
          items.length === 0 ? (
            <Empty>No API keys yet.</Empty>
          ) : (
            <DataTable
              caption="API keys, oldest first"
              columns={["Name", "Key", "Created", "Last used", "Status", ActionsHeader]}
              items={items}
              row={(k) => (
                <tr key={k.id}>
                  <td>{k.name ?? <span className="muted">(no name)</span>}</td>
                  <td>
                    <code>{k.prefix}…</code>{" "}
                    <Badge tone={k.livemode ? "info" : "warn"}>
                      {k.livemode ? "Live key" : "Test key"}
                    </Badge>
                  </td>
                  <td>
                    {formatDateTime(k.created_at)}
                    <br />
                    <span className="muted small">
                      {k.created_by ? `by ${k.created_by}` : "outside the dashboard"}
                    </span>
                  </td>
                  <td>
                    {k.last_used_at ? (
                      formatDateTime(k.last_used_at)
                    ) : (
                      <span className="muted">Never</span>
                    )}
                  </td>
                  <td>
                    {k.revoked_at ? (
                      <Badge tone="bad">Revoked {formatDateTime(k.revoked_at)}</Badge>
                    ) : (
                      <Badge tone="ok">Active</Badge>
                    )}
                  </td>
                  <td>
                    {!k.revoked_at && (
                      <ConfirmButton
                        label={`Revoke ${k.name ?? k.prefix}`}
                        question={`Revoke ${k.name ?? k.prefix}? Requests with it fail at once.`}
                        confirmLabel="Yes, revoke"
                        pending={revoke.isPending}
                        onConfirm={() => revoke.mutate(k.id)}
                      />
                    )}
                  </td>
                </tr>
              )}
            />
          )
        }
      </QueryView>
    </Screen>
  );
}
