import { useQuery } from "@tanstack/react-query";
import { OrganizationSettings } from "../../contract/dashboard";
import { useApi, useAuth } from "../lib/auth";

/**
 * The header's title: the signed-in organization's name (from its settings, the query the
 * settings screen shares), "Dashboard" until it is known or when it cannot be read.
 */
export function OrganizationName() {
  const api = useApi();
  const { session } = useAuth();
  const settings = useQuery({
    queryKey: ["settings"],
    queryFn: () => api.get("/api/v1/organization/settings", OrganizationSettings),
    enabled: session !== null,
    retry: false,
  });
  const name = settings.data?.name;
  return (
    <p className="brand" data-testid="organization-name">
      {name ? (
        <>
          {name} <span className="muted">Dashboard</span>
        </>
      ) : (
        "Dashboard"
      )}
    </p>
  );
}
