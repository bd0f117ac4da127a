/**
 * Run in the partner project (`node render.mjs <embed_url>`): renders <RegistrarWidget/> from
 * @registrar/react in jsdom, with @registrar/embed's module as the page's loader, and checks
 * the widget's iframe is there (jsdom loads no frame). Exits 1 on a failure.
 */
import { JSDOM } from "jsdom";

const embedUrl = process.argv[2];
const dom = new JSDOM("<!doctype html><div id=root></div>", { url: "https://partner.example/" });
for (const key of ["window", "document", "navigator", "HTMLElement", "Element", "Node", "location"])
  Object.defineProperty(globalThis, key, { value: dom.window[key], configurable: true });
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const { PROTOCOL_VERSION, mount, scan } = await import("@registrar/embed");
const { RegistrarWidget } = await import("@registrar/react");
const React = await import("react");
const { createRoot } = await import("react-dom/client");

window.RegistrarWidget = { version: PROTOCOL_VERSION, mount, scan };
const events = [];
const root = createRoot(document.getElementById("root"));
await React.act(async () => {
  root.render(
    React.createElement(
      React.StrictMode,
      null,
      React.createElement(RegistrarWidget, {
        url: embedUrl,
        title: "Domains",
        className: "domains",
        onEvent: (e) => events.push(e.type),
      }),
    ),
  );
});
const frames = document.querySelectorAll(".domains iframe");
const expected = embedUrl.split("#")[0];
if (frames.length !== 1) throw new Error(`expected one iframe, found ${frames.length}`);
if (frames[0].src !== expected) throw new Error(`iframe src ${frames[0].src}, not ${expected}`);
if (frames[0].title !== "Domains") throw new Error(`iframe title ${frames[0].title}`);
await React.act(async () => root.unmount());
if (document.querySelectorAll("iframe").length !== 0) throw new Error("unmount left an iframe");
console.log(JSON.stringify({ rendered: expected, events }));
