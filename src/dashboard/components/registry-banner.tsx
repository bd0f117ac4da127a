import { useQuery } from "@tanstack/react-query";
import { RegistryAccount } from "../../contract/registry-account";
import { useAuth } from "../lib/auth";
import { formatDateTime } from "../lib/format";

/**
 * The banner on every screen, for admins, while the registrar's own account at the registry
 * of the current mode is out of funds: paid orders wait (they are not failed nor refunded)
 * and resume by themselves once the account is topped up (docs/dashboard.md).
 */
export function RegistryBanner() {
  const { api, mode, session } = useAuth();
  const admin = session?.user.role === "admin";
  const account = useQuery({
    queryKey: ["registry-account", mode?.livemode ?? null],
    queryFn: () => api.get("/api/v1/registry/account", RegistryAccount),
    enabled: admin && mode !== null && mode !== undefined,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
  const a = account.data;
  if (!admin || !a?.funds_exhausted) return null;
  return (
    <p className="notice error registry-banner" role="status" data-testid="registry-banner">
      <strong>Registry account out of funds:</strong> the registry refused a registration or renewal
      because the registrar&apos;s deposit there is empty
      {a.since ? ` (since ${formatDateTime(a.since)})` : ""}. Paid orders wait and resume by
      themselves once the deposit is topped up; nothing was refunded.
      {a.next_attempt_at ? ` Next attempt: ${formatDateTime(a.next_attempt_at)}.` : ""}
    </p>
  );
}
