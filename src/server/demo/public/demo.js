// The partner demo page's script (no inline script: the page's CSP is script-src 'self').
// It asks its own backend for a session and shows the widget in the chosen integration mode.
"use strict";

(function () {
  const EVENTS = [
    "ready",
    "session.loaded",
    "resize",
    "search",
    "order.created",
    "order.updated",
    "domain.renewed",
    "domain.restored",
    "dns.changed",
    "session.expiring",
    "session.expired",
    "error",
    "close",
  ];
  const $ = (id) => document.getElementById(id);
  const form = $("session-form");
  const widget = $("widget");
  const status = $("status");
  /** State the e2e tests read: the session, the loader handles and the logged events. */
  const state = { session: undefined, handles: [], events: [], serviceOrigin: "" };
  window.registrarDemo = state;
  let cleanup = () => {};

  const log = (source, type, payload) => {
    state.events.push({ source, type, payload });
    const li = document.createElement("li");
    const time = new Date().toLocaleTimeString();
    li.textContent = `${time} [${source}] ${type} ${JSON.stringify(payload ?? {})}`;
    li.dataset.type = type;
    $("event-log").prepend(li);
  };
  const say = (text) => (status.textContent = text);

  const api = async (method, path, body) => {
    const res = await fetch(path, {
      method,
      headers: { "content-type": "application/json" },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const data = res.status === 204 ? {} : await res.json().catch(() => ({}));
    if (!res.ok) throw new Error(data.detail ? JSON.stringify(data.detail) : `HTTP ${res.status}`);
    return data;
  };

  const loader = fetch("/demo/api/config")
    .then((r) => r.json())
    .then(
      (config) =>
        new Promise((resolve, reject) => {
          state.serviceOrigin = config.service_origin;
          // Actions this demo does not hand out (the service's own demo: search and purchase).
          if (Array.isArray(config.allowed_actions)) {
            for (const box of document.querySelectorAll('input[name="action"]')) {
              if (config.allowed_actions.includes(box.value)) continue;
              box.checked = false;
              box.disabled = true;
              box.closest("label")?.setAttribute("title", "Not offered to anonymous visitors");
            }
          }
          if (window.RegistrarWidget) return resolve(window.RegistrarWidget);
          const s = document.createElement("script");
          s.src = `${config.service_origin}/embed.js`;
          s.onload = () => resolve(window.RegistrarWidget);
          s.onerror = () => reject(new Error("could not load /embed.js"));
          document.head.appendChild(s);
        }),
    );

  const fetchClientToken = async () => {
    const data = await api("POST", `/demo/api/session/${state.session.session_id}/refresh`);
    log("demo", "token.refreshed", { session_id: data.session_id });
    return data.client_token;
  };

  const snippet = (mode, s) => {
    const base = state.serviceOrigin;
    if (mode === "hosted") return `<a href="${s.hosted_url}">Manage domains</a>`;
    if (mode === "iframe")
      return `<iframe src="${s.embed_url}" title="Domains" style="width:100%;height:600px;border:0"></iframe>`;
    if (mode === "dropin")
      return `<div data-registrar-session="${s.session_id}" data-registrar-token="…client_token…"\n     data-registrar-base="${base}"></div>\n<script src="${base}/embed.js" async></script>`;
    return `<script src="${base}/embed.js"></script>\nconst handle = RegistrarWidget.mount(el, {\n  sessionId: "${s.session_id}", clientToken, baseUrl: "${base}",\n  fetchClientToken: () => myBackend.refresh("${s.session_id}"),\n  closable: true, // a close button; its click is the "close" event\n  onSuccess: (order) => console.log("bought", order.domain, order.expires_at),\n  onExit: ({ reason }) => handle.destroy(), // closed, expired, revoked, origin_not_allowed…\n  onEvent: (e) => console.log(e.type, e.payload),\n});`;
  };

  const show = async (mode, s) => {
    const RW = await loader;
    if (mode === "loader") {
      state.handles = [
        RW.mount(widget, {
          sessionId: s.session_id,
          clientToken: s.client_token,
          baseUrl: state.serviceOrigin,
          fetchClientToken,
          // The callbacks: a completed order, and the widget done (closed, expired, revoked…).
          onSuccess: (order) => log("loader", "onSuccess", order),
          onExit: (exit) => log("loader", "onExit", exit),
          onEvent: (e) => {
            log("loader", e.type, e.payload);
            // The widget's close button (closable): a partner hides or removes the widget.
            if (e.type === "close") {
              clear();
              say("Widget closed by the user.");
            }
          },
          closable: true,
          minHeight: 320,
          maxHeight: 1600,
        }),
      ];
    } else if (mode === "dropin") {
      const el = document.createElement("div");
      el.dataset.registrarSession = s.session_id;
      el.dataset.registrarToken = s.client_token;
      el.dataset.registrarBase = state.serviceOrigin;
      el.dataset.registrarMinHeight = "320";
      const onEvent = (e) => log("drop-in", e.type.slice("registrar:".length), e.detail);
      EVENTS.forEach((t) => el.addEventListener(`registrar:${t}`, onEvent));
      widget.appendChild(el);
      state.handles = RW.scan(widget);
    } else if (mode === "iframe") {
      const frame = document.createElement("iframe");
      frame.src = s.embed_url;
      frame.title = "Domains";
      frame.className = "plain-embed";
      frame.style.cssText = "width:100%;height:640px;border:0";
      const onMessage = (e) => {
        if (e.source !== frame.contentWindow || e.origin !== state.serviceOrigin) return;
        if (!e.data || e.data.source !== "registrar-widget") return;
        if (e.data.type === "resize" && typeof e.data.payload?.height === "number")
          frame.style.height = `${Math.max(320, Math.ceil(e.data.payload.height))}px`;
        log("iframe", e.data.type, e.data.payload);
      };
      window.addEventListener("message", onMessage);
      cleanup = () => window.removeEventListener("message", onMessage);
      widget.appendChild(frame);
    } else {
      const a = document.createElement("a");
      a.href = s.hosted_url;
      a.target = "_blank";
      a.rel = "noopener noreferrer";
      a.textContent = "Open the domain widget (hosted page)";
      a.className = "hosted-link";
      widget.appendChild(a);
    }
    $("snippet").textContent = snippet(mode, s);
    // The console is below the fold: bring the new widget into view (a frame out of view gets
    // no animation frames in Chromium, so it would not even report its size).
    $("domains").scrollIntoView({ block: "nearest" });
  };

  const clear = () => {
    state.handles.forEach((h) => h.destroy());
    state.handles = [];
    cleanup();
    cleanup = () => {};
    widget.replaceChildren();
  };

  /** Mints a session with the form's choices and shows it (replacing any widget shown). */
  const create = async () => {
    clear();
    const data = new FormData(form);
    const mode = String(data.get("mode") ?? "loader");
    say("Creating a session…");
    try {
      const s = await api("POST", "/demo/api/session", {
        allowed_actions: data.getAll("action"),
        theme: {
          primary_color: data.get("primary_color"),
          brand_name: data.get("brand_name"),
          color_scheme: data.get("color_scheme"),
        },
      });
      state.session = s;
      log("demo", "session.created", { session_id: s.session_id, expires_at: s.expires_at });
      await show(mode, s);
      say(`Session ${s.session_id} (${mode}), expires ${new Date(s.expires_at).toLocaleString()}`);
      ["refresh", "revoke", "destroy"].forEach((id) => ($(id).disabled = false));
    } catch (err) {
      say(`Could not create a session: ${err.message}`);
    }
  };
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    state.ready = create();
  });
  // The page opens with a live widget: a session with the form's defaults, as "Create session"
  // would make; the controls make another. `ready` settles once it is shown (or refused).
  state.ready = create();

  $("refresh").addEventListener("click", async () => {
    // Rotates the token on the server without telling the widget: its next call gets 401,
    // it reports session.expired, and the loader renews it through fetchClientToken.
    try {
      await api("POST", `/demo/api/session/${state.session.session_id}/refresh`);
      say("Token rotated; the loader will fetch a new one when the widget asks.");
    } catch (err) {
      say(`Could not rotate the token: ${err.message}`);
    }
  });
  $("revoke").addEventListener("click", async () => {
    try {
      await api("DELETE", `/demo/api/session/${state.session.session_id}`);
      log("demo", "session.revoked", { session_id: state.session.session_id });
      say("Session revoked: the widget's next call gets 401.");
    } catch (err) {
      say(`Could not revoke: ${err.message}`);
    }
  });
  $("destroy").addEventListener("click", () => {
    clear();
    say("Widget removed.");
  });
})();
