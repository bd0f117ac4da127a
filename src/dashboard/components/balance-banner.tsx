import { useQuery } from "@tanstack/react-query";
import { Balance } from "../../contract/balance";
import { useAuth } from "../lib/auth";
import { formatMoney } from "../lib/format";
import { Link } from "../lib/router";

/** How long a refusal for funds keeps the banner up after it happened. */
const RECENT_MS = 7 * 24 * 3_600_000;

/** The live balance, read by the banner and the balance screen alike (one query). */
export function useBalance(enabled = true) {
  const { api, mode } = useAuth();
  return useQuery({
    queryKey: ["balance"],
    queryFn: () => api.get("/api/v1/balance", Balance),
    enabled: enabled && mode?.livemode === true,
    staleTime: 30_000,
  });
}

/**
 * The banner on every screen in live mode when the balance is below the organization's
 * threshold, or a purchase or renewal was refused for funds in the last days: in words, with
 * a link to the balance.
 */
export function BalanceBanner({ now = Date.now }: { now?: () => number }) {
  const { mode, session } = useAuth();
  const balance = useBalance(session !== null);
  if (!mode?.livemode || !balance.data) return null;
  const b = balance.data;
  const refused =
    b.last_refused_at !== null && now() - new Date(b.last_refused_at).getTime() < RECENT_MS;
  if (!b.below_threshold && !refused) return null;
  return (
    <p className="notice error balance-banner" role="status" data-testid="balance-banner">
      {refused ? (
        <>
          <strong>Balance too low:</strong> a purchase or renewal was refused for lack of
          funds.{" "}
        </>
      ) : (
        <>
          <strong>Low balance:</strong> below your threshold of{" "}
          {formatMoney(b.low_balance_threshold, b.currency)}.{" "}
        </>
      )}
      Available: {formatMoney(b.available, b.currency)}.{" "}
      <Link to="/balance">Top up the balance</Link>.
    </p>
  );
}
