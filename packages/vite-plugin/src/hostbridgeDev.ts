// The Vite plugin: `vite` (`npm run dev`) serves the app with hot reload and starts the HostBridge dev
// host around it, then prints the dev host's URL as the one to open. Closing Vite stops both.
import type { Plugin, ViteDevServer } from "vite";
import { DevHostStartError, startDevHost } from "./devHost";
import type { RunningDevHost } from "./devHost";

/** Default port of the dev host page (the same as `hostbridge dev`). */
export const DEFAULT_DEV_HOST_PORT = 4300;

/** Options of {@link hostbridgeDev}. */
export interface HostbridgeDevOptions {
  /**
   * Port of the dev host page. Default: `HOSTBRIDGE_DEV_PORT`, else 4300, or the next free port
   * above it when 4300 is taken (as Vite does; the URL printed is the one taken). `0` picks a free port.
   * Vite's own port is `server.port` as usual; the two must differ (they are two origins).
   */
  port?: number | undefined;
  /** The fixtures file. Default `hostbridge.fixtures.json` in Vite's root. */
  fixtures?: string | undefined;
  /**
   * A local platform (`hostbridge platform`) whose installed versions the page lists. Default:
   * `HOSTBRIDGE_PLATFORM_URL`, else `http://127.0.0.1:4000`. `false`: do not look for one.
   */
  platformUrl?: string | false | undefined;
}

/** The port asked for, or undefined for the default (4300, or the next free one above it). */
function devHostPort(options: HostbridgeDevOptions, env: NodeJS.ProcessEnv): number | undefined {
  if (options.port !== undefined) return options.port;
  const fromEnv = env.HOSTBRIDGE_DEV_PORT;
  if (fromEnv === undefined || fromEnv === "") return undefined;
  const port = Number(fromEnv);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new DevHostStartError(
      "USAGE",
      `HOSTBRIDGE_DEV_PORT must be a port number from 0 to 65535 (0: any free port), got "${fromEnv}"`,
    );
  }
  return port;
}

/** The CLI's advice names its flags; under Vite the same setting is the plugin's option. */
function inViteTerms(error: unknown): unknown {
  if (!(error instanceof DevHostStartError)) return error;
  const message = error.message.replace(
    /\(--port[^)]*\)/,
    "(the `port` option of hostbridgeDev() in vite.config.ts, or HOSTBRIDGE_DEV_PORT; 0 for any free port)",
  );
  return new DevHostStartError(error.code, `HostBridge dev host: ${message}`);
}

function attach(server: ViteDevServer, options: HostbridgeDevOptions): void {
  let devHost: RunningDevHost | undefined;
  const listen = server.listen.bind(server);
  const close = server.close.bind(server);
  // Vite's CLI runs `await server.listen()` then `server.printUrls()`: the dev host starts in
  // between, so the URL printed is one that already answers, and a failure stops `vite` with the reason.
  server.listen = async (...args) => {
    const listening = await listen(...args);
    const appUrl = server.resolvedUrls?.local[0];
    if (!appUrl) return listening;
    try {
      devHost = await startDevHost({
        appDir: server.config.root,
        appUrl,
        port: devHostPort(options, process.env),
        fixtures: options.fixtures,
        platformUrl: options.platformUrl,
        // the dev host's notes (a fixtures file's problems, the port it took) in Vite's terminal
        onNote: (text) => {
          for (const line of text.trimEnd().split("\n"))
            server.config.logger.info(`  HostBridge dev host: ${line}`, { timestamp: true });
        },
        env: process.env,
      });
    } catch (error) {
      await close();
      throw inViteTerms(error);
    }
    return listening;
  };
  server.close = async () => {
    await devHost?.stop();
    devHost = undefined;
    await close();
  };
  server.printUrls = () => {
    const { logger } = server.config;
    if (!devHost) return;
    logger.info(`\n  ➜  HostBridge dev host: ${devHost.url}`);
    logger.info(
      `     the app in its frame: ${server.resolvedUrls?.local[0] ?? "?"} (hot reload on); Ctrl-C stops both\n`,
    );
  };
}

/**
 * The HostBridge Vite plugin: `vite` serves the app with hot reload **and** starts the dev host
 * (the simulated host page with its message log) around it, and prints the dev host's URL, the
 * one to open. Closing Vite stops the dev host; a port in use stops `vite` with a message saying
 * which port and how to choose another. Only in `vite` (serve); `vite build` is unchanged.
 *
 * @example
 * ```ts
 * // vite.config.ts
 * import { hostbridgeDev } from "@hostbridge/vite-plugin";
 * import { defineConfig } from "vite";
 *
 * export default defineConfig({ base: "./", plugins: [hostbridgeDev()] });
 * ```
 */
export function hostbridgeDev(options: HostbridgeDevOptions = {}): Plugin {
  return {
    name: "hostbridge:dev",
    apply: "serve",
    // The dev host checks the app's origin; a loopback IP keeps it the same in every browser
    // (`localhost` may be ::1 or 127.0.0.1). An explicit `server.host` wins.
    config: (config) =>
      config.server?.host === undefined ? { server: { host: "127.0.0.1" } } : {},
    configureServer: (server) => attach(server, options),
  };
}
