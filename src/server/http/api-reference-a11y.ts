/**
 * What Swagger UI's page needs to pass axe like every other page of the service: a stylesheet
 * loaded after Swagger UI's own (its colours below WCAG AA contrast replaced by darker ones of
 * the same hue) and a script that names what Swagger UI leaves unnamed.
 */

/** Darker shades of Swagger UI's colours, each at least 4.5:1 against its text or background. */
export const A11Y_CSS = `.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1a7545; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1c64ad; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #975400; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #13705e; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b71c1c; }
.swagger-ui .opblock.opblock-options .opblock-summary-method,
.swagger-ui .opblock.opblock-head .opblock-summary-method { background: #6b2fa6; }
.swagger-ui .info .title small { background: #4f5660; }
.swagger-ui .info .title small.version-stamp { background-color: #3f5a00; }
.swagger-ui .info .url, .swagger-ui .info a { color: #1c5a9c; }
.swagger-ui .btn.authorize { border-color: #1a7545; color: #1a7545; }
.swagger-ui .btn.authorize svg { color: #1a7545; }
.swagger-ui .json-schema-2020-12-expand-deep-button { color: #505050; }
`;

/**
 * Run after each burst of changes to the page (Swagger UI renders as sections open): the servers' select
 * gets a name; the two blocks Swagger UI puts outside its `main` (the document's title and
 * description, the server choice) become landmarks of their own; the tags' section headings (h3 under the title's h1) and the headings under them
 * take the levels their place in the outline gives them.
 */
export const A11Y_JS = `(function () {
  function name() {
    var servers = document.getElementById("servers");
    if (servers && !servers.hasAttribute("aria-label")) servers.setAttribute("aria-label", "Server");
    var info = document.querySelector(".information-container:not([role])");
    if (info) info.setAttribute("role", "banner");
    var choice = document.querySelector(".schemes-server-container:not([role])");
    if (choice) {
      choice.setAttribute("role", "region");
      choice.setAttribute("aria-label", "Server and authorization");
    }
    document.querySelectorAll("h3.opblock-tag").forEach(function (h) {
      if (!h.hasAttribute("aria-level")) h.setAttribute("aria-level", "2");
    });
    document.querySelectorAll("#api-reference h4:not([aria-level])").forEach(function (h) {
      h.setAttribute("aria-level", "3");
    });
  }
  // Once per burst of changes (Swagger UI renders the whole document in thousands of them).
  var queued = false;
  function later() {
    if (queued) return;
    queued = true;
    setTimeout(function () {
      queued = false;
      name();
    }, 100);
  }
  new MutationObserver(later).observe(document.documentElement, { childList: true, subtree: true });
})();
`;
