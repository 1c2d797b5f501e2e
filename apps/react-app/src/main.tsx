// Entry point: the app (App.tsx) inside the provider that owns its one HostBridge client.
import { HostBridgeProvider } from "@hostbridge/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <HostBridgeProvider>
      <App />
    </HostBridgeProvider>
  </StrictMode>,
);
