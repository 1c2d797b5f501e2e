/**
 * `@hostbridge/vite-plugin`: one command for the dev loop. With {@link hostbridgeDev} in
 * vite.config.ts, `vite` serves the app with hot reload and runs the HostBridge dev host around it.
 *
 * @example
 * ```ts
 * import { hostbridgeDev } from "@hostbridge/vite-plugin";
 * import { defineConfig } from "vite";
 *
 * export default defineConfig({ plugins: [hostbridgeDev({ port: 4300 })] });
 * ```
 *
 * @packageDocumentation
 */
export { DevHostStartError } from "./devHost";
export { DEFAULT_DEV_HOST_PORT, hostbridgeDev } from "./hostbridgeDev";

export type { HostbridgeDevOptions } from "./hostbridgeDev";
