import { useState } from "react";
import { ScreenHeading } from "../../components/screen-heading";
import { ErrorNotice, Loading } from "../../components/status";
import { useAvailability } from "../../lib/api/get-availability";
import type { CheckoutWindowState } from "../../lib/checkout/checkout-window";
import { formatDate } from "../../lib/i18n/format";
import { messages } from "../../lib/i18n/messages";
import { forgetOrder } from "../../lib/session/order-storage";
import { useWidget, type Place } from "../../lib/session/widget-context";
import { transferTexts } from "./texts";
import { TransferStatus } from "./transfer-status";
import { TransferWizard } from "./transfer-wizard";

/**
 * Transfer in ("I already own this domain", from a taken search result; `domain_purchase`):
 * the name's transfer quote read again, then the code, the contact and the card payment, then
 * the transfer's order followed until it settles. Not transferable: why, in words.
 */
export default function TransferScreen({ place }: { place: Place }) {
  const { navigated, win, session, go, allows } = useWidget();
  const t = transferTexts;
  const [orderId, setOrderId] = useState(place.orderId ?? null);
  const [checkoutWindow, setCheckoutWindow] = useState<CheckoutWindowState | undefined>();
  const domain = place.orderId ? "" : (place.domain ?? "");
  const quote = useAvailability(domain, domain !== "" && orderId === null);
  const toSearch = () => {
    forgetOrder(win, session.session_id, "transfer");
    if (allows("search")) go({ screen: "search", domain: domain || undefined });
    else go({ screen: "purchase" });
  };

  let body;
  if (orderId) {
    body = <TransferStatus orderId={orderId} checkoutWindow={checkoutWindow} onNew={toSearch} />;
  } else if (!domain) {
    body = <p>{t.noDomain}</p>;
  } else if (quote.isPending) {
    body = <Loading />;
  } else if (quote.isError) {
    body = <ErrorNotice error={quote.error} onRetry={() => void quote.refetch()} />;
  } else {
    const q = quote.data;
    const transfer = q.transfer ?? null;
    if (q.available || !transfer) {
      body = (
        <p role="alert">
          {q.available ? t.notRegistered(q.domain_unicode) : t.notTransferable(q.domain_unicode)}
        </p>
      );
    } else if (!transfer.transferable) {
      const s = messages.search.transferNot;
      const why =
        transfer.reason === "recently_moved"
          ? s.recently_moved(transfer.locked_until ? formatDate(transfer.locked_until) : "")
          : transfer.reason
            ? s[transfer.reason]
            : t.notTransferable(q.domain_unicode);
      body = <p role="alert">{why}</p>;
    } else {
      body = (
        <TransferWizard
          domain={q.domain}
          domainUnicode={q.domain_unicode}
          quote={transfer}
          onCreated={(id, opened) => {
            setCheckoutWindow(opened);
            setOrderId(id);
          }}
          onBack={toSearch}
        />
      );
    }
  }
  const settledElsewhere =
    !orderId && (!domain || (quote.data && !quote.data.transfer?.transferable));
  return (
    <section aria-labelledby="rw-transfer-title">
      <div id="rw-transfer-title">
        <ScreenHeading focus={navigated}>{t.title}</ScreenHeading>
      </div>
      {body}
      {settledElsewhere && (
        <button type="button" className="rw-button-secondary" onClick={toSearch}>
          {t.backToSearch}
        </button>
      )}
    </section>
  );
}
