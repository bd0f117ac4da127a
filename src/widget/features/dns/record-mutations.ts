import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api-client";
import { useWidget } from "../../lib/widget-context";
import { WidgetDnsRecord } from "./widget-dns-record";

const recordsPath = (domain: string) => `/domains/${encodeURIComponent(domain)}/records`;

/** `POST …/records` (create) or `PUT …/records/{id}` (replace). */
export const saveRecord = (api: ApiClient, domain: string, body: unknown, id?: string) =>
  id
    ? api.send("PUT", `${recordsPath(domain)}/${encodeURIComponent(id)}`, body, WidgetDnsRecord)
    : api.send("POST", recordsPath(domain), body, WidgetDnsRecord);

/** `DELETE …/records/{id}` (204). */
export const deleteRecord = (api: ApiClient, domain: string, id: string) =>
  api.send("DELETE", `${recordsPath(domain)}/${encodeURIComponent(id)}`, undefined, null);

/** Record changes refresh the list and tell the host (ids only). */
function useAfterChange(domain: string) {
  const { events } = useWidget();
  const client = useQueryClient();
  return (action: string, id: string) => {
    void client.invalidateQueries({ queryKey: ["records", domain] });
    events.emit("dns.changed", { domain, action, record_id: id });
  };
}

export function useSaveRecord(domain: string) {
  const { api } = useWidget();
  const after = useAfterChange(domain);
  return useMutation({
    mutationFn: (v: { body: unknown; id?: string }) => saveRecord(api, domain, v.body, v.id),
    onSuccess: (record, v) => after(v.id ? "updated" : "created", record.id),
  });
}

export function useDeleteRecord(domain: string) {
  const { api } = useWidget();
  const after = useAfterChange(domain);
  return useMutation({
    mutationFn: (id: string) => deleteRecord(api, domain, id),
    onSuccess: (_r, id) => after("deleted", id),
  });
}
