import { useId, useRef, type ReactElement, type ReactNode } from "react";
import { cloneElement } from "react";

type Props = {
  label: string;
  hint?: string;
  error?: string;
  /** One input, select or textarea; it receives id, aria-describedby and aria-invalid. */
  children: ReactElement<Record<string, unknown>>;
  extra?: ReactNode;
  /**
   * Once an error has shown, its line keeps its height after the error goes, so that what lies
   * below (a form's Continue button) does not move under the pointer.
   */
  holdErrorSpace?: boolean;
};

/**
 * A labelled form control with its hint and error linked through `aria-describedby`, so a
 * screen reader reads the message with the field. The hint and error take their direction from
 * their own first letter (`dir="auto"`): a left-to-right sentence in a right-to-left page keeps
 * its full stop at its end.
 */
export function Field({ label, hint, error, children, extra, holdErrorSpace }: Props) {
  const id = useId();
  // The last error shown, kept (hidden) in its place once it goes: the same text, the same height.
  const shown = useRef<ReactNode>(null);
  if (error) shown.current = error;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="rw-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="rw-hint" dir="auto">
          {hint}
        </p>
      )}
      {cloneElement(children, {
        id,
        "aria-describedby": describedBy,
        "aria-invalid": error ? true : undefined,
      })}
      {(error || (holdErrorSpace && shown.current)) && (
        <p
          id={error ? errorId : undefined}
          className="rw-field-error"
          dir="auto"
          aria-hidden={error ? undefined : true}
          style={error ? undefined : { visibility: "hidden" }}
        >
          {error || shown.current}
        </p>
      )}
      {extra}
    </div>
  );
}
