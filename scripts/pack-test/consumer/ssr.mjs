/**
 * Run in the partner project (`node ssr.mjs <embed_url>`): server-renders <RegistrarWidget/>
 * from @registrar/react with react-dom/server in plain Node (no window, document or location,
 * as in Next.js or Remix) and checks the HTML is the widget's empty container. Exits 1 on a
 * failure (a browser global read during render throws a ReferenceError).
 */
const embedUrl = process.argv[2];
for (const name of ["window", "document", "location"])
  if (name in globalThis) throw new Error(`${name} is defined: not a server`);

const React = await import("react");
const { renderToString } = await import("react-dom/server");
const { RegistrarWidget } = await import("@registrar/react");

const html = renderToString(
  React.createElement(
    React.StrictMode,
    null,
    React.createElement(RegistrarWidget, {
      url: embedUrl,
      className: "domains",
      onEvent: () => {},
    }),
  ),
);
if (html !== '<div class="domains"></div>') throw new Error(`server-rendered ${html}`);
console.log(JSON.stringify({ html }));
