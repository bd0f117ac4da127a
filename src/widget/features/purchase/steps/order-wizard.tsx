import { useEffect, useRef, useState } from "react";
import { useForm, type Path } from "react-hook-form";
import type { AvailabilityResult } from "../../../../contract/availability-result";
import { ApiError, errorMessage } from "../../../lib/api/api-error";
import { fieldPathOf } from "../../../lib/forms/contract-resolver";
import { forgetAttempt, idempotencyKeyFor } from "../../../lib/api/idempotency";
import { formatPrice, multiplyPrice } from "../../../lib/i18n/format";
import { messages } from "../../../lib/i18n/messages";
import { purchaseTexts } from "../texts";
import { rememberOrder } from "../../../lib/session/order-storage";
import { useWidget } from "../../../lib/session/widget-context";
import { checkoutAddress } from "../../../lib/checkout/checkout-address";
import {
  checkoutWindowOf,
  isFramed,
  openCheckoutWindow,
  popupCheckoutAddress,
  showCheckout,
  type CheckoutWindowState,
} from "../../../lib/checkout/checkout-window";
import { ContactStep } from "../../../components/contact/contact-step";
import { useCreateOrder } from "../order/create-order";
import { keepDraft, recallDraft } from "../order/order-draft";
import { orderErrorText } from "../order/order-errors";
import { OrderSummary } from "./order-summary";
import { OptionsStep } from "./options-step";
import {
  orderFieldOf,
  orderResolver,
  stepOfField,
  STEPS,
  toOrderRequest,
  type OrderFormValues,
  type StepId,
} from "../order/order-form";
import { ReviewStep } from "./review-step";

type Props = {
  quote: AvailabilityResult;
  /** The order was placed; a framed widget's card order comes with its checkout popup. */
  onCreated: (orderId: string, checkoutWindow?: CheckoutWindowState) => void;
  /** Back from the first step: to the search (or the domain box), the term kept. */
  onChangeDomain: () => void;
};

/**
 * Steps of a purchase (options, contact, then review and pay) beside the order summary, then
 * the order. What the user typed and the step are kept in the session's flow memory on the way
 * out, so a tab switch or a new search never loses them.
 */
export function OrderWizard({ quote, onCreated, onChangeDomain }: Props) {
  const t = purchaseTexts;
  const { session, win, events, redirect, flow, mode } = useWidget();
  const [draft] = useState(() => recallDraft(flow, quote.domain));
  const form = useForm<OrderFormValues>({
    defaultValues: draft.values,
    resolver: orderResolver,
    mode: "onTouched",
  });
  const [step, setStep] = useState<StepId>(draft.step);
  const placed = useRef(false);
  const stepNow = useRef(step);
  stepNow.current = step;
  useEffect(
    () => () => {
      if (!placed.current) keepDraft(flow, { values: form.getValues(), step: stepNow.current });
    },
    [flow, form],
  );
  // What takes the focus after the next render: the step's heading, or a field with an error.
  const pendingFocus = useRef<string | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const create = useCreateOrder();
  const heading = useRef<HTMLHeadingElement>(null);
  const index = STEPS.findIndex((s) => s.id === step);
  const scope = `order:${session.session_id}`;

  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === "heading") heading.current?.focus();
    else if (target) form.setFocus(target as Path<OrderFormValues>);
  }, [focusTick, form]);

  const focusAfterRender = (target: string, nextStep: StepId) => {
    pendingFocus.current = target;
    setStep(nextStep);
    setFocusTick((n) => n + 1);
  };
  const goTo = (next: StepId) => focusAfterRender("heading", next);

  const next = async () => {
    const fields = STEPS[index]!.fields as readonly Path<OrderFormValues>[];
    if (await form.trigger([...fields], { shouldFocus: true })) goTo(STEPS[index + 1]!.id);
  };

  /** Puts a 422's messages on their fields and takes the user to the first one. */
  const showServerErrors = (error: ApiError) => {
    let unplaced = false;
    let first: string | null = null;
    const country = form.getValues("contact.country");
    for (const item of error.items) {
      const field = fieldPathOf(item, orderFieldOf);
      if (!field || !stepOfField(field)) {
        unplaced = true;
        continue;
      }
      const message = orderErrorText(item, country);
      form.setError(field as Path<OrderFormValues>, { type: "server", message });
      first ??= field;
    }
    setFormError(unplaced ? messages.errorInvalid : t.fixErrors);
    if (first) focusAfterRender(first, stepOfField(first)!);
  };

  /**
   * A framed widget's card checkout opens in a popup, which the browser allows only from the
   * click itself: it opens empty at the click and is sent to the checkout once the order exists
   * (closed again when no order was placed). `popup` is null when the browser blocked it.
   */
  const checkoutPopup = useRef<{ popup: Window | null } | null>(null);
  const closePopup = () => {
    checkoutPopup.current?.popup?.close();
    checkoutPopup.current = null;
  };

  const placeOrder = form.handleSubmit(
    async (values) => {
      setFormError(null);
      const body = toOrderRequest(values);
      const key = idempotencyKeyFor(win, scope, JSON.stringify(body));
      try {
        const order = await create.mutateAsync({ body, key });
        forgetAttempt(win, scope);
        placed.current = true;
        keepDraft(flow, null);
        flow.chosen = null;
        rememberOrder(win, session.session_id, order.order_id);
        events.emit("order.created", {
          order_id: order.order_id,
          status: order.status,
          event_id: order.event_id,
          livemode: session.livemode,
        });
        const opened = checkoutPopup.current;
        checkoutPopup.current = null;
        if (values.payment_method === "card" && order.checkout_url) {
          if (opened) {
            // Blocked: the view says so and offers a link; closed meanwhile: the pay button.
            const { popup } = opened;
            const open = popup && !popup.closed;
            if (open) showCheckout(popup, popupCheckoutAddress(order.checkout_url));
            onCreated(order.order_id, popup && !open ? { state: "none" } : checkoutWindowOf(popup));
            return;
          }
          setRedirecting(true);
          redirect(checkoutAddress(order.checkout_url, win));
          return;
        }
        opened?.popup?.close();
        onCreated(order.order_id);
      } catch (error) {
        closePopup();
        if (error instanceof ApiError && error.status === 422 && error.items.length) {
          showServerErrors(error);
        } else {
          setFormError(errorMessage(error));
        }
      }
    },
    (errors) => {
      closePopup();
      const first = STEPS.flatMap((s) => s.fields as readonly string[]).find((f) =>
        f
          .split(".")
          .reduce<unknown>((n, k) => (n as Record<string, unknown> | undefined)?.[k], errors),
      );
      if (first) focusAfterRender(first, stepOfField(first)!);
    },
  );

  const stepName = t.steps[step];
  const years = Number(form.watch("years"));
  const pay =
    form.watch("payment_method") === "card"
      ? t.payAmount(formatPrice(multiplyPrice(quote.price, years), quote.currency))
      : t.placeOrder;
  return (
    <div className="rw-flow">
      <OrderSummary quote={quote} years={years} />
      <form
        className="rw-flow-main"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (step === "review") {
            if (
              form.getValues("payment_method") === "card" &&
              isFramed(win, mode) &&
              !create.isPending
            )
              checkoutPopup.current = { popup: openCheckoutWindow(win) };
            void placeOrder();
          } else void next();
        }}
      >
        <h3 ref={heading} tabIndex={-1}>
          {t.stepOf(index + 1, STEPS.length, stepName)}
        </h3>
        {step === "options" && <OptionsStep form={form} />}
        {step === "contact" && <ContactStep form={form} />}
        {step === "review" && (
          <ReviewStep
            form={form}
            quote={quote}
            onChangeContact={() => goTo("contact")}
            onChangeDomain={onChangeDomain}
          />
        )}
        {formError && (
          <p role="alert" className="rw-error-box">
            {formError}
          </p>
        )}
        {redirecting && <p role="status">{t.redirecting}</p>}
        <div className="rw-row">
          {index > 0 ? (
            <button
              type="button"
              className="rw-button-secondary"
              onClick={() => goTo(STEPS[index - 1]!.id)}
            >
              {t.back}
            </button>
          ) : (
            <button type="button" className="rw-button-secondary" onClick={onChangeDomain}>
              {t.changeDomain}
            </button>
          )}
          <button
            type="submit"
            className={step === "review" ? "rw-button-pay" : undefined}
            disabled={create.isPending || redirecting}
          >
            {step === "review" ? (create.isPending ? t.placing : pay) : t.next}
          </button>
        </div>
      </form>
    </div>
  );
}
