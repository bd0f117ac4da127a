import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { SecondFactorPolicy, SecondFactorStatus } from "../../contract/second-factor";
import { ErrorState, QueryView } from "../components/ui";
import { useApi, useUser } from "../lib/auth";
import { Link } from "../lib/router";
import { SECOND_FACTOR_KEY } from "../lib/second-factor-key";

/**
 * The organization's second-factor policy. An admin turns it on only with a factor of their own
 * (they would otherwise hold themselves), and confirms what it does to users without one.
 */
export function SecondFactorPolicyForm() {
  const api = useApi();
  const status = useQuery({
    queryKey: SECOND_FACTOR_KEY,
    queryFn: () => api.get("/api/v1/users/me/second-factor", SecondFactorStatus),
  });
  return (
    <QueryView query={status} what="the second-factor policy">
      {(s) => <PolicyForm status={s} />}
    </QueryView>
  );
}

function PolicyForm({ status }: { status: SecondFactorStatus }) {
  const api = useApi();
  const qc = useQueryClient();
  const admin = useUser().role === "admin";
  const [required, setRequired] = useState(status.required_by_organization);
  const [confirmed, setConfirmed] = useState(false);
  const save = useMutation({
    mutationFn: (next: boolean) =>
      api.send(
        "PUT",
        "/api/v1/organization/second-factor-policy",
        { required: next },
        SecondFactorPolicy,
      ),
    onSuccess: (policy) => {
      setConfirmed(false);
      qc.setQueryData<SecondFactorStatus>(SECOND_FACTOR_KEY, {
        ...status,
        required_by_organization: policy.required,
      });
    },
  });
  const ownFactor = status.totp || status.passkeys > 0;
  const turningOn = required && !status.required_by_organization;
  const changed = required !== status.required_by_organization;
  return (
    <form
      aria-label="Second factor for everyone"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(required);
      }}
    >
      <fieldset disabled={!admin}>
        <legend>Second factor for everyone</legend>
        <label className="check">
          <input
            type="checkbox"
            checked={required}
            disabled={!ownFactor && !status.required_by_organization}
            onChange={(e) => {
              setRequired(e.target.checked);
              setConfirmed(false);
            }}
          />{" "}
          Require a second factor of every user of the organization
        </label>
        {!ownFactor && !status.required_by_organization && (
          <p className="muted">
            Set up your own second factor first, on <Link to="/account">your account</Link>.
          </p>
        )}
        {turningOn && (
          <label className="check">
            <input
              type="checkbox"
              checked={confirmed}
              onChange={(e) => setConfirmed(e.target.checked)}
            />{" "}
            I understand: users without a second factor can only set one up until they have.
          </label>
        )}
      </fieldset>
      {admin && (
        <button
          type="submit"
          className="primary"
          disabled={save.isPending || !changed || (turningOn && !confirmed)}
        >
          Save second-factor policy
        </button>
      )}
      <div aria-live="polite">
        {save.isSuccess && (
          <p className="notice ok" role="status">
            {save.data.required
              ? "Every user now needs a second factor."
              : "A second factor is now each user's choice."}
          </p>
        )}
      </div>
      {save.isError && <ErrorState error={save.error} />}
    </form>
  );
}
