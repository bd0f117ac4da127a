import { useEffect, useState } from "react";
import { Field } from "../../components/field";
import { ScreenHeading } from "../../components/screen-heading";
import { ErrorNotice, Loading } from "../../components/status";
import { ApiError } from "../../lib/api-error";
import { fieldErrorText } from "../../lib/field-errors";
import { messages } from "../../lib/messages";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { useWidget, type Place } from "../../lib/widget-context";
import { useAvailability } from "../../lib/get-availability";
import { useSuggestions } from "./get-suggestions";
import { isDomain, normaliseTerm } from "./normalise-term";
import { ResultItem } from "./result-item";
import { SkeletonResults, SUGGESTION_ROWS } from "./skeleton-results";

/** Typing settles this long before a search goes out (stale ones are cancelled, not answered). */
export const DEBOUNCE_MS = 300;

/** A refused search term (422) in the widget's words, naming what a domain looks like. */
const invalidDomainText = (error: unknown) =>
  error instanceof ApiError && error.status === 422 && error.items[0]
    ? fieldErrorText("search", error.items[0])
    : undefined;

/** Search screen (`domain_search`): debounced, cached availability and alternatives. */
export default function SearchScreen({ place }: { place: Place }) {
  const { go, allows, events, navigated, flow } = useWidget();
  const t = messages.search;
  // The box as the user left it (kept by the shell across tabs), unless opened with a domain.
  const [input, setInput] = useState(place.domain ?? flow.search);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const debounced = useDebouncedValue(normaliseTerm(input), DEBOUNCE_MS);
  const term = submitted ?? debounced;
  const exactWanted = term.length > 0 && isDomain(term);
  const exact = useAvailability(term, exactWanted);
  const suggestions = useSuggestions(term, term.length > 0);

  useEffect(() => {
    if (term) events.emit("search", { query: term });
  }, [term, events]);

  const onBuy = allows("purchase")
    ? (domain: string) => {
        flow.chosen = domain;
        go({ screen: "purchase", domain });
      }
    : undefined;
  const alternatives = (suggestions.data?.items ?? []).filter(
    (r) => r.domain !== exact.data?.domain,
  );
  const busy = exact.isFetching || suggestions.isFetching;

  return (
    <section aria-labelledby="rw-search-title">
      <div id="rw-search-title">
        <ScreenHeading focus={navigated}>{t.title}</ScreenHeading>
      </div>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setSubmitted(normaliseTerm(input));
        }}
      >
        <Field label={t.label} hint={t.hint}>
          <input
            type="search"
            value={input}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => {
              setInput(e.target.value);
              flow.search = e.target.value;
              setSubmitted(null);
            }}
          />
        </Field>
        <button type="submit">{t.submit}</button>
      </form>
      <div aria-live="polite" aria-busy={busy} className="rw-results-area">
        {term && <h3>{t.resultsFor(term)}</h3>}
        {/* Announced, not shown: the skeleton rows show it, and a line would push them down. */}
        <div className="rw-visually-hidden">{busy && <Loading label={t.searching} />}</div>
        {exact.isError && (
          <ErrorNotice
            error={exact.error}
            message={invalidDomainText(exact.error)}
            onRetry={() => void exact.refetch()}
          />
        )}
        {exactWanted && exact.isPending && (
          <SkeletonResults rows={1} className="rw-results-exact" featured />
        )}
        {exact.data && (
          <ul className="rw-results rw-results-exact">
            <ResultItem result={exact.data} onBuy={onBuy} featured />
          </ul>
        )}
        {suggestions.isError && !exact.isError && (
          <ErrorNotice error={suggestions.error} onRetry={() => void suggestions.refetch()} />
        )}
        {term && suggestions.isPending && (
          <>
            <h3>{t.alternatives}</h3>
            <SkeletonResults rows={SUGGESTION_ROWS} />
          </>
        )}
        {suggestions.data && (
          <>
            <h3>{t.alternatives}</h3>
            {alternatives.length === 0 ? (
              <p className="rw-empty">{exact.data ? t.noAlternatives : t.noResults(term)}</p>
            ) : (
              <ul className="rw-results">
                {alternatives.map((r) => (
                  <ResultItem key={r.domain} result={r} onBuy={onBuy} />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </section>
  );
}
