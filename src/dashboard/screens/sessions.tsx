import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { HOSTED_ACTIONS, type HostedAction } from "../../contract/hosted-action";
import { HostedSessionStatus } from "../../contract/hosted-session-info";
import { HostedSessionRequest } from "../../contract/hosted-session-request";
import { HostedSessionResponse } from "../../contract/hosted-session-response";
import { formResolver } from "../lib/field-errors";
import {
  Badge,
  ConfirmButton,
  CopyButton,
  ErrorState,
  Field,
  Screen,
  applyServerErrors,
  FormError,
} from "../components/ui";
import { ActionsHeader, DataTable, PagedList } from "../components/data-table";
import { SelectFilter } from "../components/filters";
import { usePagedQuery } from "../lib/paged-query";
import { useApi } from "../lib/auth";
import { formatDateTime } from "../lib/format";
import { useSearchParam } from "../lib/router";
import { STATUS_LABEL } from "../lib/order-status";

const SessionList = z.object({
  items: z.array(HostedSessionStatus),
  next_cursor: z.string().nullable(),
});

const ACTION_LABEL: Record<HostedAction, string> = {
  domain_search: "Search domains",
  domain_purchase: "Buy domains",
  dns_manage: "Manage DNS",
  renew: "Renew domains",
};

type Values = {
  external_account_id: string;
  allowed_actions: HostedAction[];
  expires_in_minutes: string;
  primary_color: string;
  allowed_origins: string;
};

const toBody = (v: Values) => ({
  external_account_id: v.external_account_id.trim(),
  allowed_actions: v.allowed_actions,
  expires_in_minutes: v.expires_in_minutes === "" ? 60 : Number(v.expires_in_minutes),
  ...(v.primary_color.trim() && { theme_config: { primary_color: v.primary_color.trim() } }),
  ...(v.allowed_origins.trim() && {
    allowed_origins: v.allowed_origins
      .split(/[\s,]+/)
      .map((o) => o.trim())
      .filter(Boolean),
  }),
});
const fieldOf = (p: string) => (p.startsWith("theme_config") ? "primary_color" : p.split(".")[0]!);

const SESSION_STATUSES = [
  { value: "active", label: "Active" },
  { value: "expired", label: "Expired" },
  { value: "revoked", label: "Revoked" },
];

/** Hosted sessions: list (filter by status), create one for a customer and copy its link, revoke. */
export function SessionsScreen() {
  const api = useApi();
  const qc = useQueryClient();
  const [status, setStatus] = useSearchParam("status");
  const params = new URLSearchParams({ limit: "20" });
  if (status) params.set("status", status);
  const sessions = usePagedQuery(
    ["sessions", status],
    `/api/v1/hosted/sessions?${params.toString()}`,
    SessionList,
  );
  const revoke = useMutation({
    mutationFn: (id: string) =>
      api.send("DELETE", `/api/v1/hosted/sessions/${id}`, undefined, null),
    onSettled: () => qc.invalidateQueries({ queryKey: ["sessions"] }),
  });
  return (
    <Screen title="Hosted sessions">
      <p>
        A hosted session lets one of your customers search, buy and manage domains on a page we
        host, for their account only. Send them its link; it works until it expires or you revoke
        it.
      </p>
      <CreateSession onCreated={() => void qc.invalidateQueries({ queryKey: ["sessions"] })} />
      <h2>Sessions</h2>
      <div className="filters">
        <SelectFilter
          id="session-status"
          label="Status"
          value={status}
          onChange={setStatus}
          options={SESSION_STATUSES}
        />
      </div>
      {revoke.isError && <ErrorState error={revoke.error} />}
      <PagedList
        page={sessions}
        what="hosted sessions"
        empty={<>No sessions{status ? ` with status ${status}` : ""}.</>}
      >
        {(items) => (
          <DataTable
            caption="Hosted sessions, newest first"
            columns={["Account", "Actions", "Expires", "Status", "Ordered", ActionsHeader]}
            items={items}
            row={(s) => (
              <tr key={s.session_id}>
                <td>{s.external_account_id}</td>
                <td>{s.allowed_actions.map((a) => ACTION_LABEL[a]).join(", ")}</td>
                <td>{formatDateTime(s.expires_at)}</td>
                <td>
                  <Badge tone={s.status === "active" ? "ok" : "bad"}>{s.status}</Badge>
                </td>
                <td>
                  {s.orders.length === 0 ? (
                    <span className="muted">Nothing</span>
                  ) : (
                    s.orders
                      .map(
                        (o) =>
                          `${o.domain_name} (${STATUS_LABEL[o.status as keyof typeof STATUS_LABEL] ?? o.status})`,
                      )
                      .join(", ")
                  )}
                </td>
                <td>
                  {s.status === "active" && (
                    <ConfirmButton
                      label={`Revoke session of ${s.external_account_id}`}
                      question="Revoke this session? Its page stops working at once."
                      confirmLabel="Yes, revoke"
                      pending={revoke.isPending}
                      onConfirm={() => revoke.mutate(s.session_id)}
                    />
                  )}
                </td>
              </tr>
            )}
          />
        )}
      </PagedList>
    </Screen>
  );
}

function CreateSession({ onCreated }: { onCreated: () => void }) {
  const api = useApi();
  const key = useRef<string>(crypto.randomUUID());
  const [link, setLink] = useState<z.infer<typeof HostedSessionResponse> | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: {
      external_account_id: "",
      allowed_actions: ["domain_search", "domain_purchase"],
      expires_in_minutes: "60",
      primary_color: "",
      allowed_origins: "",
    },
    resolver: formResolver<Values>(HostedSessionRequest, { toBody, fieldOf }),
  });
  const create = useMutation({
    mutationFn: (v: Values) =>
      api.send("POST", "/api/v1/hosted/sessions", toBody(v), HostedSessionResponse, {
        idempotencyKey: key.current,
      }),
    onSuccess: (r) => {
      key.current = crypto.randomUUID();
      setLink(r);
      onCreated();
    },
    onError: (err) => setFormError(applyServerErrors(form, err, fieldOf)),
  });
  const { errors } = form.formState;
  return (
    <form
      aria-label="Create a hosted session"
      noValidate
      onSubmit={form.handleSubmit((v) => {
        setFormError(null);
        setLink(null);
        create.mutate(v);
      })}
    >
      <h2>Create a session</h2>
      <div className="grid">
        <Field
          label="Customer account id"
          error={errors.external_account_id}
          hint="Your id for the customer; what they buy belongs to it."
        >
          {(p) => <input {...p} autoComplete="off" {...form.register("external_account_id")} />}
        </Field>
        <Field label="Expires in (minutes)" error={errors.expires_in_minutes} hint="5 to 1440.">
          {(p) => (
            <input
              {...p}
              type="number"
              min={5}
              max={1440}
              {...form.register("expires_in_minutes")}
            />
          )}
        </Field>
        <Field label="Brand color (optional)" error={errors.primary_color} hint="e.g. #0a66c2">
          {(p) => <input {...p} autoComplete="off" {...form.register("primary_color")} />}
        </Field>
        <Field
          label="Origins allowed to embed it (optional)"
          error={errors.allowed_origins}
          hint="Space or comma separated; default: your organization's."
        >
          {(p) => <input {...p} autoComplete="off" {...form.register("allowed_origins")} />}
        </Field>
      </div>
      <fieldset aria-describedby={errors.allowed_actions ? "actions-error" : undefined}>
        <legend>What the customer may do</legend>
        {HOSTED_ACTIONS.map((a) => (
          <label key={a} className="check">
            <input type="checkbox" value={a} {...form.register("allowed_actions")} />{" "}
            {ACTION_LABEL[a]}
          </label>
        ))}
        {errors.allowed_actions && (
          <p className="field-error" id="actions-error">
            {errors.allowed_actions.message ?? "Choose at least one."}
          </p>
        )}
      </fieldset>
      <button type="submit" className="primary" disabled={create.isPending}>
        {create.isPending ? "Creating…" : "Create session"}
      </button>
      <FormError message={formError} />
      {link && (
        <div className="notice ok" role="status">
          <p>
            Session created; it expires {formatDateTime(link.expires_at)}. Its link carries the
            customer's access, so send it to them only; it is shown this once.
          </p>
          <p>
            <a href={link.hosted_url} target="_blank" rel="noreferrer" data-testid="hosted-link">
              Open the hosted page
            </a>{" "}
            <CopyButton value={link.hosted_url} label="Copy link" />
          </p>
        </div>
      )}
    </form>
  );
}
