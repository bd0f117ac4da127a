import type { UseFormReturn } from "react-hook-form";
import { Field } from "../../../components/field";
import { purchaseTexts } from "../texts";
import type { OrderFormValues } from "../order/order-form";

const YEARS = Array.from({ length: 10 }, (_, i) => i + 1);

/** Step 1: period, privacy, auto-renew, DNS setup and optional nameservers. */
export function OptionsStep({ form }: { form: UseFormReturn<OrderFormValues> }) {
  const t = purchaseTexts;
  const { register, watch, formState } = form;
  return (
    <>
      <Field label={t.years} error={formState.errors.years?.message}>
        <select {...register("years")}>
          {YEARS.map((n) => (
            <option key={n} value={String(n)}>
              {t.yearsOption(n)}
            </option>
          ))}
        </select>
      </Field>
      <label className="rw-check">
        <input type="checkbox" {...register("privacy")} /> {t.privacy}
      </label>
      <label className="rw-check">
        <input type="checkbox" {...register("auto_renew")} /> {t.autoRenew}
      </label>
      <label className="rw-check">
        <input type="checkbox" {...register("setup_dns")} /> {t.setupDns}
      </label>
      <label className="rw-check">
        <input type="checkbox" {...register("use_nameservers")} /> {t.customNameservers}
      </label>
      {watch("use_nameservers") && (
        <Field label={t.nameservers} error={formState.errors.nameservers_text?.message}>
          <textarea rows={3} spellCheck={false} {...register("nameservers_text")} />
        </Field>
      )}
    </>
  );
}
