import { useState } from "react";
import { ScreenHeading } from "../../components/screen-heading";
import { ErrorNotice, Loading } from "../../components/status";
import { useAvailability } from "../../lib/get-availability";
import { messages } from "../../lib/messages";
import { forgetOrder, rememberOrder } from "../../lib/order-storage";
import { useWidget, type Place } from "../../lib/widget-context";
import { DomainStep } from "./domain-step";
import { MyOrders } from "./my-orders";
import { OrderView } from "./order-view";
import { OrderWizard } from "./order-wizard";

/** Purchase screen (`domain_purchase`): choose, fill in, review, order, follow the order. */
export default function PurchaseScreen({ place }: { place: Place }) {
  const { navigated, win, session } = useWidget();
  const [orderId, setOrderId] = useState(place.orderId ?? null);
  const [domain, setDomain] = useState(place.domain ?? "");
  const quote = useAvailability(domain, domain !== "" && orderId === null);
  const t = messages.purchase;

  let body;
  if (orderId) {
    body = (
      <OrderView
        orderId={orderId}
        onNew={() => {
          forgetOrder(win, session.session_id);
          setOrderId(null);
          setDomain("");
        }}
      />
    );
  } else if (!domain) {
    body = (
      <>
        <DomainStep onChosen={setDomain} />
        <MyOrders
          onOpen={(id) => {
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
        <DomainStep onChosen={setDomain} />
      </>
    );
  } else if (!quote.data.available) {
    body = <DomainStep onChosen={setDomain} error={t.notAvailable(quote.data.domain_unicode)} />;
  } else {
    body = <OrderWizard quote={quote.data} onCreated={setOrderId} />;
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
