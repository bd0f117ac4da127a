/**
 * The script-tag loader (`/embed.js`). A placeholder until the embed issue: it is a no-op
 * without a DOM and safe to include twice.
 */
declare global {
  interface Window {
    RegistrarWidget?: { version: number };
  }
}

if (typeof window !== "undefined" && !window.RegistrarWidget) {
  window.RegistrarWidget = { version: 1 };
}

export {};
