import type { Place } from "../../lib/widget-context";

/** Placeholder until this screen lands. */
export default function Screen(_props: { place: Place }) {
  return <p>…</p>;
}
