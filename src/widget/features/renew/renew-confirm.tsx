import { useEffect, useRef } from "react";
import { renewTexts } from "./texts";

type Props = {
  domain: string;
  years: number;
  /** The total, formatted; null when the domain has no renewal price to show. */
  total: string | null;
  newExpiry: string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
};

/**
 * The last step before a renewal is charged: "Renew example.com for $28.00?" with what the
 * user gets, Confirm (charges) and Back (changes nothing).
 */
export function RenewConfirm({ domain, years, total, newExpiry, busy, onConfirm, onBack }: Props) {
  const t = renewTexts;
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => question.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-labelledby="rw-renew-confirm"
      aria-describedby="rw-renew-confirm-detail rw-renew-billing"
      className="rw-confirm"
    >
      <p id="rw-renew-confirm" ref={question} tabIndex={-1} className="rw-confirm-question">
        {total ? t.confirm(domain, total) : t.confirmNoPrice(domain, years)}
      </p>
      <p id="rw-renew-confirm-detail">{t.confirmDetail(years, newExpiry)}</p>
      <div className="rw-row">
        <button type="button" className="rw-button" disabled={busy} onClick={onConfirm}>
          {busy ? t.renewing : t.confirmYes}
        </button>
        <button type="button" className="rw-button-secondary" disabled={busy} onClick={onBack}>
          {t.back}
        </button>
      </div>
    </div>
  );
}
