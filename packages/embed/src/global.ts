/**
 * The script-tag drop-in, built into the service's `/embed.js` (one IIFE): defines
 * `window.RegistrarWidget` and mounts every `data-registrar-*` element once the page is parsed.
 * A no-op where there is no window (SSR, workers) or when a loader is already on the page.
 */
import { PROTOCOL_VERSION, mount, scan } from "./mount.js";

if (typeof window !== "undefined" && typeof document !== "undefined" && !window.RegistrarWidget) {
  window.RegistrarWidget = { version: PROTOCOL_VERSION, mount, scan };
  if (document.readyState === "loading")
    document.addEventListener("DOMContentLoaded", () => scan());
  else scan();
}
