import { RegistrantMessageList } from "../../contract/lifecycle";
import { Screen } from "../components/ui";
import { PagedList } from "../components/data-table";
import { SearchField, useSearchDraft } from "../components/filters";
import { usePagedQuery } from "../lib/paged-query";
import { useSearchParam } from "../lib/router";
import { MessagesTable } from "./domain-lifecycle";

/**
 * The messages sent (or handed to you as events) for registrants: verification, expiry
 * reminders and notices, data reminders; newest first, filtered by domain.
 */
export function MessagesScreen() {
  const [domain, setDomain] = useSearchParam("domain");
  const search = useSearchDraft(domain, setDomain);
  const params = new URLSearchParams({ limit: "50" });
  if (domain) params.set("domain", domain);
  const messages = usePagedQuery(
    ["registrant-messages", domain],
    `/api/v1/registrar/registrant-messages?${params.toString()}`,
    RegistrantMessageList,
  );
  return (
    <Screen title="Registrant messages">
      <p>
        What the registrar's policies require be sent to each registrant, and when it went out: by
        email from the service, or as a <code>registrant.message</code> event for you to send (see
        Settings).
      </p>
      <form className="filters" role="search" aria-label="Filter messages" onSubmit={search.submit}>
        <SearchField id="message-domain" label="Domain" search={search} />
        <button type="submit">Search</button>
      </form>
      <PagedList
        page={messages}
        what="messages"
        empty={<>{domain ? "No messages for this domain." : "No messages yet."}</>}
      >
        {(items) => <MessagesTable items={items} caption="Registrant messages, newest first" />}
      </PagedList>
    </Screen>
  );
}
