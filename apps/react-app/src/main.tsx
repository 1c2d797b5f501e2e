// Entry point: the app (App.tsx) inside the provider that owns its one HostBridge client. The
// provider says "ready" to the host, waits for the start data, then says "loaded": the app's own
// code never does (pass `startUp="ready"` to say "loaded" yourself).
import { HostBridgeProvider } from "@hostbridge/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";

// The host's origin, pinned for production from VITE_HOST_ORIGIN (a `.env.production` file or the
// build's environment: `VITE_HOST_ORIGIN=https://host.example.com npm run build`). Unset (as under
// `npm run dev`), the bridge detects the origin of the page that embeds the app.
const hostOrigin = import.meta.env.VITE_HOST_ORIGIN as string | undefined;

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <HostBridgeProvider options={{ hostOrigin: hostOrigin || undefined }}>
      <App />
    </HostBridgeProvider>
  </StrictMode>,
);
