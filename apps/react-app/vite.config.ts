// `npm run dev`: Vite with hot reload, and the HostBridge dev host around it (one URL to open).
// `npm run build`: the app in dist/ (app.json's entry), which `hostbridge deploy` ships.
import { hostbridgeDev } from "@hostbridge/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  // Relative asset URLs: the host serves the app from any path.
  base: "./",
  plugins: [react(), hostbridgeDev()],
  build: { outDir: "dist", target: "es2022" },
});
