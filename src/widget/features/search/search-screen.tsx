import { Suspense, use, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Field } from "../../components/field";
import { ScreenHeading } from "../../components/screen-heading";
import { Loading } from "../../components/status";
import { once } from "../../lib/lazy";
import { handOver, serverBox } from "../../lib/host/prerendered";
import { messages } from "../../lib/i18n/messages";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { useWidget, type Place } from "../../lib/session/widget-context";
import { normaliseTerm } from "./normalise-term";

/**
 * Typing settles this long before a search goes out (a search typed past is aborted, and the
 * names of the term typed so far stay shown meanwhile): short enough for results within 200 ms
 * of the last keystroke, longer than most gaps between the keystrokes of a word.
 */
const DEBOUNCE_MS = 120;

/** The results' chunk (queries, answer checks, prices): not needed for the box to be usable. */
const loadResults = once(() => import("./search-results"), { retry: true });

function Results({ query, onSearch }: { query: string; onSearch: (domain: string) => void }) {
  const SearchResults = use(loadResults()).default;
  return <SearchResults query={query} onSearch={onSearch} />;
}

/**
 * The results' place while their chunk loads (rarely seen: it is fetched as the screen shows,
 * and the first search waits for the typing to settle): the heading and the announced status.
 */
function ResultsPending({ term }: { term: string }) {
  const t = messages.search;
  return (
    <div aria-live="polite" aria-busy={term.length > 0} className="rw-results-area">
      {term && <h3>{t.resultsFor(term)}</h3>}
      <div className="rw-visually-hidden">{term && <Loading label={t.searching} />}</div>
    </div>
  );
}

/** Search screen (`domain_search`): debounced, cached availability and alternatives. */
export default function SearchScreen({ place }: { place: Place }) {
  const { navigated, flow, mode, win } = useWidget();
  const t = messages.search;
  // What was typed into the server's box before the widget ran (src/server/hosted/first-paint.ts),
  // else the box as the user left it (kept by the shell across tabs), unless opened with a domain.
  const [input, setInput] = useState(() => serverBox()?.value ?? place.domain ?? flow.search);
  // With the server's box on the page, its focus is handed over as it is (it has `autofocus`
  // on the hosted page; a person may have moved it): the widget's box does not take it itself.
  const [handedOver] = useState(() => serverBox() !== null);
  const [submitted, setSubmitted] = useState<string | null>(null);
  // What was typed, as typed: the results read it (a pasted address, spaces) and say what they search.
  const debounced = useDebouncedValue(input.trim(), DEBOUNCE_MS);
  const query = submitted ?? debounced;
  const box = useRef<HTMLInputElement>(null);
  const searchFor = (domain: string) => {
    setInput(domain);
    flow.search = domain;
    setSubmitted(domain);
  };

  // This box replaces the server's before the browser paints: its text, focus and caret.
  useLayoutEffect(() => {
    const taken = handOver(box.current);
    if (taken === null) return;
    flow.search = taken;
    setInput(taken);
  }, [flow]);

  // Fetched as soon as the screen shows, so it is in before the first answer is wanted.
  useEffect(() => {
    void loadResults().catch(() => undefined);
  }, []);

  return (
    <section aria-labelledby="rw-search-title">
      <div id="rw-search-title">
        <ScreenHeading focus={navigated}>{t.title}</ScreenHeading>
      </div>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setSubmitted(input.trim());
        }}
      >
        <Field label={t.label} hint={t.hint}>
          <input
            ref={box}
            // In the box when the widget opens (not after moving between screens: the heading
            // has it then); an embed only when its frame already has the focus (the partner's
            // page focused it), so an inline widget never takes it from the partner's page.
            autoFocus={!navigated && !handedOver && (mode === "hosted" || win.document.hasFocus())}
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
      <Suspense fallback={<ResultsPending term={normaliseTerm(query)} />}>
        <Results query={query} onSearch={searchFor} />
      </Suspense>
    </section>
  );
}
