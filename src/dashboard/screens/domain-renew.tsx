import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { AvailabilityResult } from "../../contract/availability-result";
import type { Domain } from "../../contract/domain";
import { RenewResponse } from "../../contract/renew-response";
import { ErrorState } from "../components/ui";
import { useApi } from "../lib/auth";
import { formatDate, formatMoney, multiplyDecimal } from "../lib/format";

/** Renewal: the price for the years chosen first, then renew. */
export function Renew({ d }: { d: Domain }) {
  const api = useApi();
  const qc = useQueryClient();
  const [years, setYears] = useState(1);
  const key = useRef<string>(crypto.randomUUID());
  const price = useQuery({
    queryKey: ["renewal-price", d.domain],
    queryFn: () =>
      api.get(`/api/v1/registrar/availability/${encodeURIComponent(d.domain)}`, AvailabilityResult),
  });
  const renew = useMutation({
    mutationFn: () =>
      api.send(
        "POST",
        `/api/v1/registrar/domains/${encodeURIComponent(d.domain)}/renew`,
        { years },
        RenewResponse,
        { idempotencyKey: key.current },
      ),
    onSuccess: () => {
      key.current = crypto.randomUUID();
      void qc.invalidateQueries({ queryKey: ["domain", d.domain] });
      void qc.invalidateQueries({ queryKey: ["domains"] });
    },
  });
  return (
    <section aria-labelledby="renew-title">
      <h2 id="renew-title">Renew</h2>
      <div className="row">
        <div className="field">
          <label htmlFor="renew-years">Years</label>
          <select
            id="renew-years"
            value={years}
            onChange={(e) => {
              setYears(Number(e.target.value));
              renew.reset();
            }}
          >
            {[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <p role="status" data-testid="renew-price">
          {price.isPending
            ? "Looking up the price…"
            : price.data
              ? `Renewing for ${years} ${years === 1 ? "year" : "years"} costs ${formatMoney(
                  multiplyDecimal(price.data.renewal_price, years),
                  price.data.currency,
                )}, billed to your organization.`
              : "The price could not be looked up."}
        </p>
        <button
          type="button"
          className="primary"
          disabled={!price.data || renew.isPending}
          onClick={() => renew.mutate()}
        >
          Renew for {years} {years === 1 ? "year" : "years"}
        </button>
      </div>
      {renew.data &&
        (renew.data.success ? (
          <p className="notice ok" role="status">
            Renewed for {renew.data.years_renewed}{" "}
            {renew.data.years_renewed === 1 ? "year" : "years"}
            {renew.data.new_expiry_date && (
              <>: it now expires {formatDate(renew.data.new_expiry_date)}</>
            )}
            .
          </p>
        ) : (
          <p className="notice error" role="alert">
            The registry refused the renewal: {renew.data.error_message}
          </p>
        ))}
      {renew.isError && <ErrorState error={renew.error} />}
      {price.isError && <ErrorState error={price.error} retry={() => void price.refetch()} />}
    </section>
  );
}
