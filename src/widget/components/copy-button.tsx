import { useState } from "react";
import { t } from "../lib/i18n/i18n";

/** Copies `value` to the clipboard and says so in a live region. */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <>
      <button
        type="button"
        className="rw-button-small"
        onClick={() => {
          void navigator.clipboard?.writeText(value).then(() => setCopied(true));
        }}
      >
        {t("purchase.copy", { what })}
      </button>
      <span role="status" className="rw-copied">
        {copied ? t("purchase.copied") : ""}
      </span>
    </>
  );
}
