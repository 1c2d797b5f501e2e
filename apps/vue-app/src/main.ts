// Entry point: the Vue app with the HostBridge plugin (one shared client for every component). The
// plugin says "ready" to the host when the app mounts, waits for the start data, then says
// "loaded": the app's own code never does (pass `startUp: "ready"` to say "loaded" yourself).
import { createApp } from "vue";
import { createHostBridge } from "@hostbridge/vue";
import App from "./App.vue";

// The host's origin, pinned for production from VITE_HOST_ORIGIN (a `.env.production` file or the
// build's environment: `VITE_HOST_ORIGIN=https://host.example.com npm run build`). Unset (as under
// `npm run dev`), the bridge detects the origin of the page that embeds the app.
const hostOrigin = import.meta.env.VITE_HOST_ORIGIN as string | undefined;

createApp(App)
  .use(createHostBridge({ hostOrigin: hostOrigin || undefined }))
  .mount("#app");
