// First: reads the address and sends the session request before React starts (see ./lib/early).
import { boot, earlySession } from "./lib/early";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { createHostEvents } from "./lib/host-events";
import { createWidgetQueryClient } from "./lib/query-client";
import "./styles.css";

const queryClient = createWidgetQueryClient();
const events = createHostEvents({ mode: boot.mode, win: window });
const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App boot={boot} queryClient={queryClient} events={events} early={earlySession} />
    </StrictMode>,
  );
}
