import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import {
  WebhookDeliveryList,
  WebhookEndpoint,
  WebhookEndpointList,
  WebhookEndpointRequest,
  WebhookEndpointWithSecret,
  type WebhookEndpoint as Endpoint,
} from "../../contract/webhook-endpoint";
import { EVENT_TYPES, WebhookEventList } from "../../contract/webhook-event-type";
import { formResolver } from "../lib/field-errors";
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
import { DataTable, PagedList } from "../components/data-table";
import { SelectFilter } from "../components/filters";
import { usePagedQuery } from "../lib/paged-query";
import { AdminsOnly } from "../components/admins-only";
import { useApi, useUser } from "../lib/auth";
import { formatDateTime } from "../lib/format";
import { useSearchParam } from "../lib/router";

type Values = { url: string; event_types: string[] };
const toBody = (v: Values) => ({
  url: v.url.trim(),
  event_types: v.event_types.length === 0 ? [] : v.event_types,
});
const Resend = z.object({ event_id: z.string(), deliveries_queued: z.number() });

/** Webhook endpoints and their deliveries, and the events list with resend. */
export function WebhooksScreen() {
  const user = useUser();
  const admin = user.role === "admin";
  return (
    <Screen title="Webhooks and events">
      {!admin && <AdminsOnly what="add, change, rotate or remove webhook endpoints" />}
      {admin && <AddEndpoint />}
      <Endpoints admin={admin} />
      <Events />
    </Screen>
  );
}

function AddEndpoint() {
  const api = useApi();
  const qc = useQueryClient();
  const [secret, setSecret] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: { url: "", event_types: ["*"] },
    resolver: formResolver<Values>(WebhookEndpointRequest, {
      toBody,
    }),
  });
  const add = useMutation({
    mutationFn: (v: Values) =>
      api.send("POST", "/api/v1/webhooks/endpoints", toBody(v), WebhookEndpointWithSecret, {
        idempotencyKey: crypto.randomUUID(),
      }),
    onSuccess: (e) => {
      setSecret(e.secret);
      form.reset();
      void qc.invalidateQueries({ queryKey: ["endpoints"] });
    },
    onError: (err) => setFormError(applyServerErrors(form, err)),
  });
  if (secret) {
    return (
      <SecretOnce
        label="Signing secret of the new endpoint"
        value={secret}
        onDone={() => setSecret(null)}
      />
    );
  }
  return (
    <form
      aria-label="Add a webhook endpoint"
      noValidate
      onSubmit={form.handleSubmit((v) => {
        setFormError(null);
        add.mutate(v);
      })}
    >
      <h2>Add an endpoint</h2>
      <Field label="URL" error={form.formState.errors.url} hint="https (http only for localhost).">
        {(p) => <input {...p} type="url" autoComplete="off" {...form.register("url")} />}
      </Field>
      <fieldset>
        <legend>Events to send</legend>
        <label className="check">
          <input type="checkbox" value="*" {...form.register("event_types")} /> All events
        </label>
        {EVENT_TYPES.map((t) => (
          <label key={t} className="check">
            <input type="checkbox" value={t} {...form.register("event_types")} /> {t}
          </label>
        ))}
        {form.formState.errors.event_types && (
          <p className="field-error">
            {form.formState.errors.event_types.message ?? "Choose at least one."}
          </p>
        )}
      </fieldset>
      <button type="submit" className="primary" disabled={add.isPending}>
        Add endpoint
      </button>
      <FormError message={formError} />
    </form>
  );
}

function Endpoints({ admin }: { admin: boolean }) {
  const api = useApi();
  const endpoints = useQuery({
    queryKey: ["endpoints"],
    queryFn: () => api.get("/api/v1/webhooks/endpoints", WebhookEndpointList),
  });
  return (
    <section aria-labelledby="endpoints-title">
      <h2 id="endpoints-title">Endpoints</h2>
      <QueryView query={endpoints} what="webhook endpoints">
        {({ items }) =>
          items.length === 0 ? (
            <Empty>No endpoints yet.</Empty>
          ) : (
            <ul className="cards">
              {items.map((e) => (
                <EndpointCard key={e.id} e={e} admin={admin} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}

function EndpointCard({ e, admin }: { e: Endpoint; admin: boolean }) {
  const api = useApi();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const refresh = () => void qc.invalidateQueries({ queryKey: ["endpoints"] });
  const toggle = useMutation({
    mutationFn: () =>
      api.send(
        "PATCH",
        `/api/v1/webhooks/endpoints/${e.id}`,
        { enabled: !e.enabled },
        WebhookEndpoint,
      ),
    onSettled: refresh,
  });
  const rotate = useMutation({
    mutationFn: () =>
      api.send(
        "POST",
        `/api/v1/webhooks/endpoints/${e.id}/rotate-secret`,
        undefined,
        WebhookEndpointWithSecret,
      ),
    onSuccess: (r) => {
      setSecret(r.secret);
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => api.send("DELETE", `/api/v1/webhooks/endpoints/${e.id}`, undefined, null),
    onSettled: refresh,
  });
  const ping = useMutation({
    mutationFn: () =>
      api.send("POST", `/api/v1/webhooks/endpoints/${e.id}/test`, undefined, Resend),
    onSuccess: () => {
      setOpen(true);
      void qc.invalidateQueries({ queryKey: ["deliveries", e.id] });
      void qc.invalidateQueries({ queryKey: ["events"] });
    },
  });
  const failure = toggle.error ?? rotate.error ?? remove.error ?? ping.error;
  return (
    <li className="card">
      <p>
        <strong className="break">{e.url}</strong>{" "}
        <Badge tone={e.enabled ? "ok" : "bad"}>{e.enabled ? "Enabled" : "Disabled"}</Badge>
      </p>
      <p className="muted small">
        Events: {e.event_types.join(", ")}. Added {formatDateTime(e.created_at)}.
        {e.previous_secret_expires_at &&
          ` The previous secret also signs until ${formatDateTime(e.previous_secret_expires_at)}.`}
      </p>
      {secret && (
        <SecretOnce
          label={`New signing secret for ${e.url}`}
          value={secret}
          onDone={() => setSecret(null)}
        />
      )}
      <div className="row">
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? "Hide deliveries" : "Show deliveries"}
        </button>
        {admin && (
          <>
            <button type="button" disabled={toggle.isPending} onClick={() => toggle.mutate()}>
              {e.enabled ? "Disable" : "Enable"}
            </button>
            {e.enabled && (
              <button type="button" disabled={ping.isPending} onClick={() => ping.mutate()}>
                Send test event
              </button>
            )}
            <ConfirmButton
              label="Rotate secret"
              question="Make a new signing secret? The old one keeps signing for a while."
              confirmLabel="Yes, rotate"
              danger={false}
              pending={rotate.isPending}
              onConfirm={() => rotate.mutate()}
            />
            <ConfirmButton
              label="Remove"
              question="Remove this endpoint and its deliveries?"
              confirmLabel="Yes, remove"
              pending={remove.isPending}
              onConfirm={() => remove.mutate()}
            />
          </>
        )}
      </div>
      {ping.isSuccess && (
        <p className="notice ok" role="status">
          Test event (webhook.ping) queued: it is listed below once sent.
        </p>
      )}
      {failure && <ErrorState error={failure} />}
      {open && <Deliveries id={e.id} />}
    </li>
  );
}

function Deliveries({ id }: { id: string }) {
  const api = useApi();
  const deliveries = useQuery({
    queryKey: ["deliveries", id],
    queryFn: () =>
      api.get(`/api/v1/webhooks/endpoints/${id}/deliveries?limit=20`, WebhookDeliveryList),
    // While a delivery is on its way, look again every few seconds to show how it ended.
    refetchInterval: (q) =>
      q.state.data?.items.some((d) => d.status === "pending") ? 3_000 : false,
  });
  return (
    <QueryView query={deliveries} what="deliveries">
      {({ items }) =>
        items.length === 0 ? (
          <Empty>No deliveries yet.</Empty>
        ) : (
          <DataTable
            caption="Recent deliveries"
            columns={["Event", "Status", "Attempts", "Response", "Last attempt"]}
            items={items}
            row={(d) => (
              <tr key={d.id}>
                <td>
                  {d.event_type} <code className="small">{d.event_id.slice(0, 8)}</code>
                </td>
                <td>
                  <Badge
                    tone={d.status === "delivered" ? "ok" : d.status === "failed" ? "bad" : "warn"}
                  >
                    {d.status}
                  </Badge>
                </td>
                <td>{d.attempts}</td>
                <td>{d.last_status ?? d.last_error ?? "—"}</td>
                <td>{d.last_attempt_at ? formatDateTime(d.last_attempt_at) : "—"}</td>
              </tr>
            )}
          />
        )
      }
    </QueryView>
  );
}

function Events() {
  const api = useApi();
  const [type, setType] = useSearchParam("type");
  const params = new URLSearchParams({ limit: "20" });
  if (type) params.set("type", type);
  const events = usePagedQuery(
    ["events", type],
    `/api/v1/events?${params.toString()}`,
    WebhookEventList,
  );
  const resend = useMutation({
    mutationFn: (id: string) => api.send("POST", `/api/v1/events/${id}/resend`, undefined, Resend),
  });
  return (
    <section aria-labelledby="events-title">
      <h2 id="events-title">Events</h2>
      <div className="filters">
        <SelectFilter
          id="event-type"
          label="Type"
          value={type}
          onChange={setType}
          options={EVENT_TYPES.map((t) => ({ value: t, label: t }))}
        />
      </div>
      {resend.isSuccess && (
        <p className="notice ok" role="status">
          Queued {resend.data.deliveries_queued}{" "}
          {resend.data.deliveries_queued === 1 ? "delivery" : "deliveries"}.
        </p>
      )}
      {resend.isError && <ErrorState error={resend.error} />}
      <PagedList
        page={events}
        what="events"
        empty={<>No events{type ? ` of type ${type}` : ""}.</>}
      >
        {(items) => (
          <ul className="timeline">
            {items.map((ev) => (
              <li key={ev.id}>
                <time dateTime={ev.created_at}>{formatDateTime(ev.created_at)}</time>{" "}
                <strong>{ev.type}</strong> <code className="small">{ev.id.slice(0, 8)}</code>{" "}
                <button
                  type="button"
                  disabled={resend.isPending}
                  onClick={() => resend.mutate(ev.id)}
                >
                  Resend<span className="visually-hidden"> event {ev.id}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
