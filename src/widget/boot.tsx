import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { boot, earlySession } from "./lib/early";
import { createHostEvents } from "./lib/host/host-events";
import { mountPoint } from "./lib/host/prerendered";
import { createWidgetQueryClient } from "./lib/api/query-client";

/** React and the app: a chunk of its own, fetched beside the entry (the page preloads it). */
const queryClient = createWidgetQueryClient();
const events = createHostEvents({ mode: boot.mode, win: window });
const root = document.getElementById("root");
if (root) {
  // Beside the server's first screen, when it drew one, until the widget takes it over.
  createRoot(mountPoint(root)).render(
    <StrictMode>
      <App boot={boot} queryClient={queryClient} events={events} early={earlySession} />
    </StrictMode>,
  );
}
