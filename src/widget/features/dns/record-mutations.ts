import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api/api-client";
import { ApiError } from "../../lib/api/api-error";
import { forgetAttempt, idempotencyKeyFor } from "../../lib/api/idempotency";
import { useWidget } from "../../lib/session/widget-context";
import { HostedDeletion } from "../../../contract/hosted-responses";
import { recordsQueryOptions } from "./get-records";
import { WrittenDnsRecord } from "./widget-dns-record";

const recordsPath = (domain: string) => `/domains/${encodeURIComponent(domain)}/records`;

/**
 * `POST …/records` (create, with the attempt's Idempotency-Key, so a retry after a lost answer
 * never adds the record twice) or `PUT …/records/{id}` (replace).
 */
const saveRecord = (
  api: ApiClient,
  domain: string,
  body: unknown,
  id?: string,
  idempotencyKey?: string,
) =>
  id
    ? api.send("PUT", `${recordsPath(domain)}/${encodeURIComponent(id)}`, body, WrittenDnsRecord)
    : api.send("POST", recordsPath(domain), body, WrittenDnsRecord, { idempotencyKey });

/** `DELETE …/records/{id}`: `{deleted, event_id}`. */
const deleteRecord = (api: ApiClient, domain: string, id: string) =>
  api.send("DELETE", `${recordsPath(domain)}/${encodeURIComponent(id)}`, undefined, HostedDeletion);

/** Record changes refresh the list and tell the host (ids only). */
function useAfterChange(domain: string) {
  const { api, events } = useWidget();
  const client = useQueryClient();
  return (action: "created" | "updated" | "deleted", id: string, eventId: string | null) => {
    void client.invalidateQueries({ queryKey: recordsQueryOptions(api, domain).queryKey });
    events.emit("dns.changed", { domain, action, record_id: id, event_id: eventId });
  };
}

export function useSaveRecord(domain: string) {
  const { api, win } = useWidget();
  const after = useAfterChange(domain);
  const scope = `record:${domain}`;
  return useMutation({
    mutationFn: (v: { body: unknown; id?: string }) =>
      saveRecord(
        api,
        domain,
        v.body,
        v.id,
        v.id ? undefined : idempotencyKeyFor(win, scope, JSON.stringify(v.body)),
      ),
    onSuccess: (record, v) => {
      if (!v.id) forgetAttempt(win, scope);
      after(v.id ? "updated" : "created", record.id, record.event_id);
    },
  });
}

export function useDeleteRecord(domain: string) {
  const { api } = useWidget();
  const after = useAfterChange(domain);
  return useMutation({
    // A 404 means it is gone: deleted by an earlier attempt whose answer was lost (the client
    // repeats a DELETE after no answer), or by someone else meanwhile. Either way, done.
    mutationFn: (id: string) =>
      deleteRecord(api, domain, id).catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }),
    onSuccess: (r, id) => after("deleted", id, r?.event_id ?? null),
  });
}
