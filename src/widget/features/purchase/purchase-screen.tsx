import { useState } from "react";
import { ScreenHeading } from "../../components/screen-heading";
import { ErrorNotice, Loading } from "../../components/status";
import { useAvailability } from "../../lib/api/get-availability";
import { purchaseTexts } from "./texts";
import { forgetOrder, rememberOrder } from "../../lib/session/order-storage";
import { useWidget, type Place } from "../../lib/session/widget-context";
import { DomainStep } from "./steps/domain-step";
import { MyOrders } from "./order/my-orders";
import { OrderView } from "./order/order-view";
import type { CheckoutWindowState } from "../../lib/checkout/checkout-window";
import { OrderWizard } from "./steps/order-wizard";

/** Purchase screen (`domain_purchase`): choose, fill in, review, order, follow the order. */
export default function PurchaseScreen({ place }: { place: Place }) {
  const { navigated, win, session, flow, go, allows } = useWidget();
  const [orderId, setOrderId] = useState(place.orderId ?? null);
  // The checkout popup the purchase opened for the order it placed (framed widget, card).
  const [checkoutWindow, setCheckoutWindow] = useState<CheckoutWindowState | undefined>();
  // The Buy tab carries what was chosen in the search (kept in the session's flow memory).
  const [domain, setDomainState] = useState(
    place.orderId ? "" : (place.domain ?? flow.chosen ?? ""),
  );
  const setDomain = (chosen: string) => {
    flow.chosen = chosen || null;
    setDomainState(chosen);
  };
  const changeDomain = () => {
    if (!flow.search) flow.search = domain;
    if (allows("search")) go({ screen: "search" });
    else setDomain("");
  };
  const domainStep = (error?: string) => (
    <DomainStep onChosen={setDomain} error={error} initial={flow.search || domain} />
  );
  const quote = useAvailability(domain, domain !== "" && orderId === null);
  const t = purchaseTexts;

  let body;
  if (orderId) {
    body = (
      <OrderView
        orderId={orderId}
        checkoutWindow={checkoutWindow}
        onNew={() => {
          forgetOrder(win, session.session_id);
          setOrderId(null);
          setCheckoutWindow(undefined);
          setDomain("");
        }}
      />
    );
  } else if (!domain) {
    body = (
      <>
        {domainStep()}
        <MyOrders
          onOpen={(id, kind) => {
            // A transfer in is followed on its own screen, in its own words.
            if (kind === "transfer") return go({ screen: "transfer", orderId: id });
            rememberOrder(win, session.session_id, id);
            setOrderId(id);
          }}
        />
      </>
    );
  } else if (quote.isPending) {
    body = <Loading />;
  } else if (quote.isError) {
    body = (
      <>
        <ErrorNotice error={quote.error} />
        {domainStep()}
      </>
    );
  } else if (!quote.data.available) {
    body = domainStep(t.notAvailable(quote.data.domain_unicode));
  } else {
    body = (
      <OrderWizard
        quote={quote.data}
        onCreated={(id, opened) => {
          setCheckoutWindow(opened);
          setOrderId(id);
        }}
        onChangeDomain={changeDomain}
      />
    );
  }
  return (
    <section aria-labelledby="rw-purchase-title">
      <div id="rw-purchase-title">
        <ScreenHeading focus={navigated}>{t.title}</ScreenHeading>
      </div>
      {body}
    </section>
  );
}
