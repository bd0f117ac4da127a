import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { HostedDomain } from "../../../contract/hosted-session-info";
import type { ApiClient } from "./api-client";
import { useWidget } from "../session/widget-context";

const HostedDomainList = z.object({ items: z.array(HostedDomain) });

/** `GET /api/v1/hosted/domains`: the end user's domains (used by renew and DNS). */
const getDomains = (api: ApiClient) => api.get("/domains", HostedDomainList);

export const domainsQueryOptions = (api: ApiClient, sessionId: string) =>
  queryOptions({ queryKey: ["domains", sessionId], queryFn: () => getDomains(api) });

export function useDomains() {
  const { api, session } = useWidget();
  return useQuery(domainsQueryOptions(api, session.session_id));
}
