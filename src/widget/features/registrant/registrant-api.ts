import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { DomainRegistrant } from "../../../contract/transfers";
import { useWidget } from "../../lib/session/widget-context";

const path = (domain: string) => `/domains/${encodeURIComponent(domain)}/registrant`;
const queryKey = (sessionId: string, domain: string) => ["registrant", sessionId, domain];

/** `GET /api/v1/hosted/domains/{domain}/registrant`: the current registrant and its history. */
export function useRegistrant(domain: string) {
  const { api, session } = useWidget();
  return useQuery({
    queryKey: queryKey(session.session_id, domain),
    queryFn: () => api.get(path(domain), DomainRegistrant),
  });
}

/** `PUT /api/v1/hosted/domains/{domain}/registrant`: the answer replaces what was read. */
export function useChangeRegistrant(domain: string) {
  const { api, session } = useWidget();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api.send("PUT", path(domain), body, DomainRegistrant),
    onSuccess: (answer) => client.setQueryData(queryKey(session.session_id, domain), answer),
  });
}
