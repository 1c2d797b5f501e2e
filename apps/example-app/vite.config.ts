// Vite builds the app into dist/: `npm run build`. `npm run dev`: Vite with hot reload, and the
// HostBridge dev host around it (one URL to open).
import { hostbridgeDev } from "@hostbridge/vite-plugin";
import { defineConfig } from "vite";

export default defineConfig({
  // Relative asset URLs: the host serves the app from any path (dist/index.html is app.json's entry).
  base: "./",
  plugins: [hostbridgeDev()],
  build: { outDir: "dist", target: "es2022", sourcemap: true },
});
