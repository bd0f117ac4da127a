import type { UseFormReturn } from "react-hook-form";
import type { AvailabilityResult } from "../../../../contract/availability-result";
import { useWidget } from "../../../lib/session/widget-context";
import { purchaseTexts } from "../texts";
import type { OrderFormValues } from "../order/order-form";

type Props = {
  form: UseFormReturn<OrderFormValues>;
  quote: AvailabilityResult;
  /** Back to the contact step, what was typed kept. */
  onChangeContact: () => void;
  /** Back to the search for another name, the order's choices kept. */
  onChangeDomain: () => void;
};

/** A "Change" beside a reviewed line: its visible word, and what it changes for a screen reader. */
function Change({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="rw-link-button" aria-label={label} onClick={onClick}>
      {purchaseTexts.change}
    </button>
  );
}

/** Stands for the agreement's link in its sentence, where the sentence is cut in two. */
const LINK = "\u0001";

/** "By paying you agree to the registration agreement", its last words a link to it. */
function Agreement({ url }: { url: string }) {
  const [before, after] = purchaseTexts.agreement(LINK).split(LINK);
  return (
    <p className="rw-hint rw-agreement">
      {before}
      <a href={url} target="_blank" rel="noopener noreferrer">
        {purchaseTexts.agreementLink}
      </a>
      {after}
    </p>
  );
}

/**
 * Step 3, review and pay: who registers which name, and how they pay (card on the secure
 * checkout page, or wire). What is bought, its prices and the total are in the order summary
 * beside it (always in view), and the total is on the button that places the order.
 */
export function ReviewStep({ form, quote, onChangeContact, onChangeDomain }: Props) {
  const t = purchaseTexts;
  const c = form.getValues("contact");
  const method = form.watch("payment_method");
  const error = form.formState.errors.payment_method?.message;
  const agreementUrl = useWidget().session.registration_agreement_url;
  return (
    <>
      <dl className="rw-details rw-review">
        <dt>{t.domainLabel}</dt>
        <dd>
          <bdi>{quote.domain_unicode}</bdi>{" "}
          <Change label={t.changeDomain} onClick={onChangeDomain} />
        </dd>
        <dt>{t.contactTitle}</dt>
        <dd>
          <bdi>
            {c.first_name} {c.last_name}, {c.email}
          </bdi>{" "}
          <Change label={t.changeContact} onClick={onChangeContact} />
        </dd>
      </dl>
      <fieldset className="rw-pay" aria-describedby={error ? "rw-payment-error" : undefined}>
        <legend>{t.paymentTitle}</legend>
        <label className="rw-check rw-pay-option">
          <input type="radio" value="card" {...form.register("payment_method")} /> {t.card}
        </label>
        <label className="rw-check rw-pay-option">
          <input type="radio" value="wire" {...form.register("payment_method")} /> {t.wire}
        </label>
        {error && (
          <p id="rw-payment-error" className="rw-field-error">
            {error}
          </p>
        )}
      </fieldset>
      {method === "wire" && <p className="rw-hint">{t.wireNote}</p>}
      {agreementUrl && <Agreement url={agreementUrl} />}
    </>
  );
}
