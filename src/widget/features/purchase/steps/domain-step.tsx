import { useState } from "react";
import { Field } from "../../../components/field";
import { messages } from "../../../lib/i18n/messages";
import { purchaseTexts } from "../texts";

/** Asks which domain to buy when the purchase was not opened from a search result. */
export function DomainStep({
  onChosen,
  error,
  initial = "",
}: {
  onChosen: (domain: string) => void;
  error?: string;
  /** What the user last searched for or chose: the box starts with it, never empty-handed. */
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  const t = purchaseTexts;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const domain = value.trim().toLowerCase().replace(/\.$/, "");
        if (domain) onChosen(domain);
      }}
    >
      <Field label={t.domainLabel} hint={messages.search.hint} error={error}>
        <input
          type="text"
          value={value}
          autoComplete="off"
          onChange={(e) => setValue(e.target.value)}
        />
      </Field>
      <button type="submit">{t.checkDomain}</button>
    </form>
  );
}
