import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, createDashboardQueryClient } from "./app";
import "./styles.css";

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={createDashboardQueryClient()} />
    </StrictMode>,
  );
}
