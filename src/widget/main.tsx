import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { readBootstrap } from "./lib/bootstrap";
import { createHostEvents } from "./lib/host-events";
import { loadSessionDeps } from "./lib/lazy";
import { createWidgetQueryClient } from "./lib/query-client";
import "./styles.css";

// The session's schema and theme chunk loads while the session request is in flight.
void loadSessionDeps().catch(() => undefined);
const boot = readBootstrap(window);
const queryClient = createWidgetQueryClient();
const events = createHostEvents({ mode: boot.mode, win: window });
const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App boot={boot} queryClient={queryClient} events={events} />
    </StrictMode>,
  );
}
