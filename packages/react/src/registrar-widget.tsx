import { useRef, type CSSProperties } from "react";
import { useRegistrarWidget, type RegistrarWidgetOptions } from "./use-registrar-widget.js";

/** The loader's mount options, plus where the loader is and how the container looks. */
export type RegistrarWidgetProps = RegistrarWidgetOptions & {
  className?: string;
  style?: CSSProperties;
};

/**
 * The domain widget for partners on React: a `<div>` with the widget's iframe in it (see
 * `useRegistrarWidget` for when it remounts).
 *
 * @example
 * <RegistrarWidget url={session.embed_url} onEvent={(e) => console.log(e.type)}
 *   fetchClientToken={() => api.refresh(session.session_id)} maxHeight={900} />
 */
export function RegistrarWidget(props: RegistrarWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  useRegistrarWidget(container, props);
  return <div ref={container} className={props.className} style={props.style} />;
}
