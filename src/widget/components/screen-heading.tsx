import { useEffect, useRef, type ReactNode } from "react";

/**
 * A screen's heading. When the user navigated here (not on first load) it takes the focus, so
 * keyboard and screen-reader users land at the start of the new screen.
 */
export function ScreenHeading({ children, focus }: { children: ReactNode; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} tabIndex={-1} className="rw-screen-title">
      {children}
    </h2>
  );
}
