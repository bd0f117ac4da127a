import { useEffect, useRef, useState } from "react";
import { useForm, type Path } from "react-hook-form";
import type { TransferQuote } from "../../../contract/transfers";
import { ContactStep } from "../../components/contact/contact-step";
import { Field } from "../../components/field";
import { ApiError, errorMessage } from "../../lib/api/api-error";
import { forgetAttempt, idempotencyKeyFor } from "../../lib/api/idempotency";
import { checkoutAddress } from "../../lib/checkout/checkout-address";
import {
  checkoutWindowOf,
  isFramed,
  openCheckoutWindow,
  popupCheckoutAddress,
  showCheckout,
  type CheckoutWindowState,
} from "../../lib/checkout/checkout-window";
import { fieldPathOf } from "../../lib/forms/contract-resolver";
import { formatPrice } from "../../lib/i18n/format";
import { messages } from "../../lib/i18n/messages";
import { rememberOrder } from "../../lib/session/order-storage";
import { useWidget } from "../../lib/session/widget-context";
import { paymentTexts, transferTexts } from "./texts";
import {
  defaultTransferValues,
  stepOfTransferField,
  toTransferRequest,
  transferErrorText,
  transferResolver,
  TRANSFER_STEPS,
  type TransferFormValues,
  type TransferStepId,
} from "./transfer-form";
import { useCreateTransfer } from "./transfer-order";

type Props = {
  domain: string;
  domainUnicode: string;
  quote: TransferQuote;
  /** The transfer's order was placed; a framed widget's comes with its checkout popup. */
  onCreated: (orderId: string, checkoutWindow?: CheckoutWindowState) => void;
  onBack: () => void;
};

/** The code step: the field, then where the code comes from, in plain words. */
function CodeStep({ form }: { form: ReturnType<typeof useForm<TransferFormValues>> }) {
  const t = transferTexts;
  return (
    <>
      <Field label={t.auth_code} hint={t.codeHint} error={form.formState.errors.auth_code?.message}>
        <input
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          {...form.register("auth_code")}
        />
      </Field>
      <section aria-labelledby="rw-transfer-code-help" className="rw-hint">
        <h4 id="rw-transfer-code-help">{t.codeHelpTitle}</h4>
        <ol>
          <li>{t.codeHelpAsk}</li>
          <li>{t.codeHelpUnlock}</li>
          <li>{t.codeHelpWait}</li>
        </ol>
      </section>
    </>
  );
}

/**
 * A transfer in: the transfer code (with where to get it), the registrant contact (the
 * purchase's contact step), then review and pay by card as a purchase pays (the checkout page,
 * or a popup from a framed widget). The 409s of a refused code or a domain that cannot move
 * now are said at the code field, in words.
 */
export function TransferWizard({ domain, domainUnicode, quote, onCreated, onBack }: Props) {
  const t = transferTexts;
  const p = paymentTexts;
  const { session, win, events, redirect, mode } = useWidget();
  const form = useForm<TransferFormValues>({
    defaultValues: defaultTransferValues(domain),
    resolver: transferResolver,
    mode: "onTouched",
  });
  const [step, setStep] = useState<TransferStepId>("code");
  const pendingFocus = useRef<string | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const create = useCreateTransfer();
  const heading = useRef<HTMLHeadingElement>(null);
  const index = TRANSFER_STEPS.findIndex((s) => s.id === step);
  const scope = `transfer:${session.session_id}`;
  const price = formatPrice(quote.price, quote.currency);

  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === "heading") heading.current?.focus();
    else if (target) form.setFocus(target as Path<TransferFormValues>);
  }, [focusTick, form]);

  const focusAfterRender = (target: string, nextStep: TransferStepId) => {
    pendingFocus.current = target;
    setStep(nextStep);
    setFocusTick((n) => n + 1);
  };
  const goTo = (next: TransferStepId) => focusAfterRender("heading", next);

  const next = async () => {
    const fields = TRANSFER_STEPS[index]!.fields as readonly Path<TransferFormValues>[];
    if (await form.trigger([...fields], { shouldFocus: true })) goTo(TRANSFER_STEPS[index + 1]!.id);
  };

  /** A refusal the user can act on, said at the code field (and focused there). */
  const showAtCode = (message: string) => {
    form.setError("auth_code", { type: "server", message });
    setFormError(null);
    focusAfterRender("auth_code", "code");
  };

  const showServerErrors = (error: ApiError) => {
    let unplaced = false;
    let first: string | null = null;
    const describe = transferErrorText(form.getValues("contact.country"));
    for (const item of error.items) {
      const field = fieldPathOf(item);
      if (!field || !stepOfTransferField(field)) {
        unplaced = true;
        continue;
      }
      form.setError(field as Path<TransferFormValues>, { type: "server", message: describe(item) });
      first ??= field;
    }
    setFormError(unplaced ? messages.errorInvalid : p.fixErrors);
    if (first) focusAfterRender(first, stepOfTransferField(first)!);
  };

  // A framed widget's checkout opens in a popup, from the click itself (see the purchase).
  const checkoutPopup = useRef<{ popup: Window | null } | null>(null);
  const closePopup = () => {
    checkoutPopup.current?.popup?.close();
    checkoutPopup.current = null;
  };

  const placeTransfer = form.handleSubmit(
    async (values) => {
      setFormError(null);
      const body = toTransferRequest(values, quote.price);
      const key = idempotencyKeyFor(win, scope, JSON.stringify(body));
      try {
        const order = await create.mutateAsync({ body, key });
        forgetAttempt(win, scope);
        rememberOrder(win, session.session_id, order.order_id, "transfer");
        events.emit("order.created", {
          order_id: order.order_id,
          status: order.status,
          event_id: order.event_id,
          livemode: session.livemode,
        });
        const opened = checkoutPopup.current;
        checkoutPopup.current = null;
        if (order.checkout_url) {
          if (opened) {
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
        } else if (error instanceof ApiError && error.code === "transfer_code_invalid") {
          showAtCode(t.codeRefused);
        } else if (error instanceof ApiError && error.code === "transfer_not_possible") {
          showAtCode(t.notPossibleNow);
        } else {
          setFormError(errorMessage(error));
        }
      }
    },
    (errors) => {
      closePopup();
      const first = TRANSFER_STEPS.flatMap((s) => s.fields as readonly string[]).find((f) =>
        f
          .split(".")
          .reduce<unknown>((n, k) => (n as Record<string, unknown> | undefined)?.[k], errors),
      );
      if (first) focusAfterRender(first, stepOfTransferField(first)!);
    },
  );

  const c = form.getValues("contact");
  return (
    <div className="rw-flow">
      <form
        className="rw-flow-main"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (step === "review") {
            if (isFramed(win, mode) && !create.isPending)
              checkoutPopup.current = { popup: openCheckoutWindow(win) };
            void placeTransfer();
          } else void next();
        }}
      >
        <p>{t.intro(domainUnicode)}</p>
        <h3 ref={heading} tabIndex={-1}>
          {t.stepOf(index + 1, TRANSFER_STEPS.length, t.steps[step])}
        </h3>
        {step === "code" && <CodeStep form={form} />}
        {step === "contact" && <ContactStep form={form} />}
        {step === "review" && (
          <>
            <dl className="rw-details rw-review">
              <dt>{t.domain}</dt>
              <dd>{domainUnicode}</dd>
              <dt>{t.registrant}</dt>
              <dd>
                {c.first_name} {c.last_name}, {c.email}
              </dd>
              <dt>{t.price}</dt>
              <dd>{t.priceNote(price)}</dd>
            </dl>
            <p className="rw-hint">{t.payByCard}</p>
          </>
        )}
        {formError && (
          <p role="alert" className="rw-error-box">
            {formError}
          </p>
        )}
        {redirecting && <p role="status">{p.redirecting}</p>}
        <div className="rw-row">
          <button
            type="button"
            className="rw-button-secondary"
            onClick={index > 0 ? () => goTo(TRANSFER_STEPS[index - 1]!.id) : onBack}
          >
            {index > 0 ? p.back : t.backToSearch}
          </button>
          <button
            type="submit"
            className={step === "review" ? "rw-button-pay" : undefined}
            disabled={create.isPending || redirecting}
          >
            {step === "review" ? (create.isPending ? p.placing : t.pay(price)) : p.next}
          </button>
        </div>
      </form>
    </div>
  );
}
