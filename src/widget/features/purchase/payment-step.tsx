import type { UseFormReturn } from "react-hook-form";
import { messages } from "../../lib/messages";
import type { OrderFormValues } from "./order-form";

/** Step 3: card (checkout page) or wire (bank transfer). */
export function PaymentStep({ form }: { form: UseFormReturn<OrderFormValues> }) {
  const t = messages.purchase;
  const error = form.formState.errors.payment_method?.message;
  return (
    <fieldset aria-describedby={error ? "rw-payment-error" : undefined}>
      <legend>{t.paymentTitle}</legend>
      <label className="rw-check">
        <input type="radio" value="card" {...form.register("payment_method")} /> {t.card}
      </label>
      <label className="rw-check">
        <input type="radio" value="wire" {...form.register("payment_method")} /> {t.wire}
      </label>
      {error && (
        <p id="rw-payment-error" className="rw-field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
