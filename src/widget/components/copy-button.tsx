import { useState } from "react";
import { messages } from "../lib/messages";

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
        {messages.purchase.copy(what)}
      </button>
      <span role="status" className="rw-copied">
        {copied ? messages.purchase.copied : ""}
      </span>
    </>
  );
}
