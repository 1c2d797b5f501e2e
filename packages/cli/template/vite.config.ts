// Vite builds the app into dist/: `npm run build`. `npm run dev` serves it with hot reload on
// http://127.0.0.1:5173; `npm run dev:host` opens it in the HostBridge dev host.
import { defineConfig } from "vite";

export default defineConfig({
  // Relative asset URLs: the host serves the app from any path (dist/index.html is app.json's entry).
  base: "./",
  server: { host: "127.0.0.1", port: 5173 },
  build: { outDir: "dist", target: "es2022", sourcemap: true },
});
