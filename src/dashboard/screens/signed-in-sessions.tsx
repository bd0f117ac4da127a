import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DashboardSessionList } from "../../contract/dashboard-sessions";
import { errorMessage } from "../lib/api";
import { useApi, useAuth } from "../lib/auth";
import { formatDateTime } from "../lib/format";
import { ConfirmButton, ErrorState, FormError } from "../components/ui";

export const SIGNED_IN_SESSIONS_KEY = ["signed-in-sessions"] as const;

/**
 * The user's signed-in sessions (one per browser where they signed in), with "Sign out
 * everywhere": every session ends, this one too.
 */
export function SignedInSessions() {
  const api = useApi();
  const { signOutEverywhere } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const sessions = useQuery({
    queryKey: SIGNED_IN_SESSIONS_KEY,
    queryFn: () => api.get("/api/v1/users/me/sessions", DashboardSessionList),
  });
  const everywhere = useMutation({
    mutationFn: signOutEverywhere,
    onError: (err) => setFailure(errorMessage(err)),
  });
  return (
    <section aria-labelledby="signed-in-sessions">
      <h2 id="signed-in-sessions">Signed-in sessions</h2>
      {sessions.isError ? (
        <ErrorState error={sessions.error} retry={() => void sessions.refetch()} />
      ) : sessions.data ? (
        <table>
          <thead>
            <tr>
              <th scope="col">Browser</th>
              <th scope="col">Signed in</th>
              <th scope="col">Last active</th>
            </tr>
          </thead>
          <tbody>
            {sessions.data.items.map((s) => (
              <tr key={s.id}>
                <td>
                  {s.user_agent ?? "Unknown browser"}
                  {s.current && <strong> (this browser)</strong>}
                </td>
                <td>{formatDateTime(s.created_at)}</td>
                <td>{formatDateTime(s.last_used_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p role="status">Loading sessions…</p>
      )}
      <ConfirmButton
        label="Sign out everywhere"
        confirmLabel="Yes, sign out everywhere"
        question="Sign out of every browser, this one too?"
        onConfirm={() => {
          setFailure(null);
          everywhere.mutate();
        }}
        pending={everywhere.isPending}
      />
      <FormError message={failure} />
    </section>
  );
}
