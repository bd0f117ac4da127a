import { useEffect, useMemo } from "react";
import { ErrorNotice, Loading } from "../../components/status";
import { ApiError } from "../../lib/api/api-error";
import { fieldErrorText } from "../../lib/forms/field-errors";
import { useAvailability } from "../../lib/api/get-availability";
import { t } from "../../lib/i18n/i18n";
import { messages } from "../../lib/i18n/messages";
import { useWidget } from "../../lib/session/widget-context";
import { useSuggestions } from "./get-suggestions";
import { isDomain } from "./normalise-term";
import { ResultItem } from "./result-item";
import { otherNames, searchHelp, type SearchNote } from "./search-help";
import { SkeletonResults, SUGGESTION_ROWS } from "./skeleton-results";

/**
 * The search help's sentences (first-screen texts of the catalog), defined here in the results'
 * chunk rather than with the search screen's texts: only results show them.
 */
const helpTexts = {
  url: (host: string) => t("search.help.url", { host }),
  spaces: (term: string) => t("search.help.spaces", { term }),
  emptyLabel: (term: string) => t("search.help.emptyLabel", { term }),
  unknownEnding: (ending: string, label: string) =>
    t("search.help.unknownEnding", { ending, label }),
  typo: (ending: string, label: string) => t("search.help.typo", { ending, label }),
  didYouMean: (domain: string) => t("search.help.didYouMean", { domain }),
};
/** A refused search term (422) in the widget's words, naming what a domain looks like. */
const invalidDomainText = (error: unknown) =>
  error instanceof ApiError && error.status === 422 && error.items[0]
    ? fieldErrorText("search", error.items[0])
    : undefined;

/** What the widget changed in the search, and a "did you mean" that searches its domain. */
function SearchNotes({
  notes,
  onSearch,
}: {
  notes: SearchNote[];
  onSearch: (domain: string) => void;
}) {
  const t = helpTexts;
  if (notes.length === 0) return null;
  return (
    <div className="rw-search-help">
      {notes.map((note) => (
        <p key={note.kind} className="rw-muted">
          {note.kind === "url" && t.url(note.host)}
          {note.kind === "spaces" && t.spaces(note.term)}
          {note.kind === "emptyLabel" && t.emptyLabel(note.term)}
          {note.kind === "unknownEnding" && t.unknownEnding(note.ending, note.label)}
          {note.kind === "typo" && (
            <>
              {t.typo(note.ending, note.label)}{" "}
              <button
                type="button"
                className="rw-button-small"
                onClick={() => onSearch(note.domain)}
              >
                {t.didYouMean(note.domain)}
              </button>
            </>
          )}
        </p>
      ))}
    </div>
  );
}

/**
 * The search's answers for `query` (what was typed: a pasted address, a mistyped ending and
 * spaces are read first, and said): the exact name, then the other endings (cached, stale ones
 * cancelled). A chunk of its own, fetched as the search screen shows, so that the search box
 * is usable without it (the JS before interaction stays small).
 */
export default function SearchResults({
  query,
  onSearch,
}: {
  query: string;
  onSearch: (domain: string) => void;
}) {
  const { go, allows, events, flow } = useWidget();
  const t = messages.search;
  const help = useMemo(() => searchHelp(query), [query]);
  const term = help.term;
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
  // A transfer in acquires a domain, as a purchase does: the same allowed action.
  const onTransfer = allows("transfer")
    ? (domain: string) => go({ screen: "transfer", domain })
    : undefined;
  const alternatives = (suggestions.data?.items ?? []).filter(
    (r) => r.domain !== exact.data?.domain,
  );
  const busy = exact.isFetching || suggestions.isFetching;
  // A taken name: other names under its ending too, not only its name under other endings.
  const taken = exact.data && !exact.data.available ? exact.data.domain : null;
  const variants = useMemo(() => (taken ? otherNames(taken) : []), [taken]);
  // Only the free ones: they are offered to buy instead.
  // Three names at most, each its own cached query (useQueries would put another observer in
  // the JS every session loads before its search box is usable).
  const other0 = useAvailability(variants[0] ?? "", variants.length > 0);
  const other1 = useAvailability(variants[1] ?? "", variants.length > 1);
  const other2 = useAvailability(variants[2] ?? "", variants.length > 2);
  const others = [other0, other1, other2].flatMap((q) => (q.data?.available ? [q.data] : []));

  return (
    <div aria-live="polite" aria-busy={busy} className="rw-results-area">
      <SearchNotes notes={help.notes} onSearch={onSearch} />
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
          <ResultItem result={exact.data} onBuy={onBuy} onTransfer={onTransfer} featured />
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
            // The names of the term typed so far, until this term's own answer (dimmed).
            <ul
              className={
                suggestions.isPlaceholderData ? "rw-results rw-results-stale" : "rw-results"
              }
            >
              {alternatives.map((r) => (
                <ResultItem key={r.domain} result={r} onBuy={onBuy} onTransfer={onTransfer} />
              ))}
            </ul>
          )}
        </>
      )}
      {others.length > 0 && (
        <>
          <h3>{t.otherNames}</h3>
          <ul className="rw-results">
            {others.map((r) => (
              <ResultItem key={r.domain} result={r} onBuy={onBuy} onTransfer={onTransfer} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
