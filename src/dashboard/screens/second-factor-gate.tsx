import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, type ReactNode } from "react";
import { SecondFactorStatus } from "../../contract/second-factor";
import { Screen } from "../components/ui";
import { useApi } from "../lib/auth";
import { SECOND_FACTOR_KEY } from "../lib/second-factor-key";

/** The set-up (QR codes, passkeys) loads only when the policy holds the user. */
const SecondFactorSettings = lazy(() =>
  import("./second-factor-settings").then((m) => ({ default: m.SecondFactorSettings })),
);

/**
 * The organization requires two-step sign-in and the user has not set it up: every screen is
 * the set-up until they have (the API refuses the rest with 403 `second_factor_missing`).
 */
export function SecondFactorGate({ children }: { children: ReactNode }) {
  const api = useApi();
  const status = useQuery({
    queryKey: SECOND_FACTOR_KEY,
    queryFn: () => api.get("/api/v1/users/me/second-factor", SecondFactorStatus),
  });
  if (status.data?.required_by_organization && !status.data.totp && !status.data.passkeys) {
    return (
      <Screen title="Set up two-step sign-in">
        <Suspense fallback={<p role="status">Loading…</p>}>
          <SecondFactorSettings />
        </Suspense>
      </Screen>
    );
  }
  return children;
}
