import { Fragment, useState, type ReactNode } from "react";
import type { HostedDomain } from "../../contract/hosted-session-info";
import { useDomains } from "../lib/api/get-domains";
import { useWidget, type Place } from "../lib/session/widget-context";
import { DomainPicker } from "./domain-picker";
import { ScreenHeading } from "./screen-heading";
import { ErrorNotice, Loading } from "./status";
import { messages } from "../lib/i18n/messages";
import { DomainState } from "./lifecycle/domain-state";

type Props = {
  /** The id the screen's section is labelled by (its heading's wrapper). */
  titleId: string;
  /** The screen's texts (read at render, in the active language). */
  texts: { readonly title: string; readonly noDomains: string; readonly chooseDomain: string };
  /** Where the widget was opened: its domain is the one chosen first. */
  place: Place;
  /** The screen's part for the chosen domain, started afresh when another is chosen. */
  children(domain: HostedDomain): ReactNode;
};

/**
 * The shell of the screens that work on one of the end user's domains (renew, DNS): the
 * heading, the domains loading (with a retry on failure), a line when there are none, else the
 * domain picker (the place's domain first, else the first), the domain's state when it needs the
 * user (verification, expiry: ./lifecycle) and the screen's part for it.
 */
export function DomainScreen({ titleId, texts, place, children }: Props) {
  const { navigated, go, allows } = useWidget();
  const domains = useDomains();
  const [chosen, setChosen] = useState(place.domain ?? "");

  let body;
  if (domains.isPending) body = <Loading />;
  else if (domains.isError)
    body = <ErrorNotice error={domains.error} onRetry={() => void domains.refetch()} />;
  else if (domains.data.items.length === 0) body = <p>{texts.noDomains}</p>;
  else {
    const list = domains.data.items;
    const domain = list.find((d) => d.domain === chosen) ?? list[0]!;
    body = (
      <>
        <DomainPicker
          label={texts.chooseDomain}
          domains={list}
          value={domain.domain}
          onChange={setChosen}
        />
        <Fragment key={domain.domain}>
          <DomainState domain={domain} />
          {children(domain)}
        </Fragment>
        {place.screen !== "registrant" && allows("registrant") && (
          // The domain's registrant (its own screen, for this domain).
          <p>
            <button
              type="button"
              className="rw-button-secondary"
              onClick={() => go({ screen: "registrant", domain: domain.domain })}
            >
              {messages.nav.registrant}
            </button>
          </p>
        )}
      </>
    );
  }
  return (
    <section aria-labelledby={titleId}>
      <div id={titleId}>
        <ScreenHeading focus={navigated}>{texts.title}</ScreenHeading>
      </div>
      {body}
    </section>
  );
}
