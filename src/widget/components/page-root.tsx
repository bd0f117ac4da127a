import { createContext, useContext, type ReactNode } from "react";
import type { Mode } from "../lib/host/bootstrap";
import { messages } from "../lib/i18n/messages";

/** How the widget was opened; set once by `App`. */
export const ModeContext = createContext<Mode>("hosted");

/**
 * The widget's outermost landmark: `main` on the hosted page, which is the whole page; in an
 * embed a named region instead, since the partner's page has its own `main` and a second one
 * inside the frame would be a duplicate landmark for assistive technology (axe landmark-unique).
 */
export function PageRoot({
  className,
  labelledBy,
  children,
}: {
  className: string;
  /** The id of the heading that names it; default the widget's title. */
  labelledBy?: string;
  children: ReactNode;
}) {
  const mode = useContext(ModeContext);
  const name = labelledBy ? { "aria-labelledby": labelledBy } : { "aria-label": messages.appTitle };
  return mode === "embed" ? (
    <section className={className} {...name}>
      {children}
    </section>
  ) : (
    <main className={className} {...(labelledBy && { "aria-labelledby": labelledBy })}>
      {children}
    </main>
  );
}
