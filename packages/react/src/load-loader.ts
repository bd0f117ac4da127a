import type { RegistrarWidgetApi } from "@registrar/embed";

const loading = new Map<string, Promise<RegistrarWidgetApi>>();

/**
 * Loads the service's `/embed.js` once per page, however many widgets ask (and resolves at once
 * when the loader is already there, e.g. from a script tag of the page). The loader comes from
 * the service, so it always speaks the protocol of the widget that service serves.
 */
export function loadRegistrarWidget(src: string): Promise<RegistrarWidgetApi> {
  if (window.RegistrarWidget) return Promise.resolve(window.RegistrarWidget);
  let p = loading.get(src);
  if (!p) {
    p = new Promise<RegistrarWidgetApi>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.addEventListener("load", () =>
        window.RegistrarWidget
          ? resolve(window.RegistrarWidget)
          : reject(new Error(`${src} did not define RegistrarWidget`)),
      );
      script.addEventListener("error", () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`could not load ${src}`));
      });
      document.head.appendChild(script);
    });
    loading.set(src, p);
  }
  return p;
}
