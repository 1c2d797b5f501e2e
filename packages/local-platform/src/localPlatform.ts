// createLocalPlatform(): a node:http server emulating the platform's publish and install calls, with
// versions, installs and API keys persisted in a state directory, plus local-only read endpoints.
import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ApiKeyRing, readKeysFile, writeGeneratedKeysFile } from "./apiKeys";
import { LOCAL_PLATFORM_ERROR_CODES, LocalPlatformError } from "./errors";
import type { PlatformContext } from "./deployRoutes";
import type { LocalPlatformOptions, ResolvedOptions } from "./options";
import { resolveOptions } from "./options";
import { createRequestHandler } from "./requestHandler";
import { ArchiveFiles } from "./archiveFiles";
import { PlatformStore } from "./store";
import type { LocalApp, LocalInstall } from "./store";

/** A running local platform. */
export interface LocalPlatform {
  /** Base URL to give clients, e.g. `http://127.0.0.1:43117` (no trailing slash). */
  readonly url: string;
  /** The port actually listened on (useful with `port: 0`). */
  readonly port: number;
  /** The interface listened on. */
  readonly host: string;
  /** The absolute state directory. */
  readonly dir: string;
  /** The keys file the API keys were read from; undefined when they came from the `apiKeys` option. */
  readonly keysFile: string | undefined;
  /** True when this start generated `keysFile` because no key was configured. */
  readonly generatedKeysFile: boolean;
  /** Every app with its versions, sorted by name: what `GET /local/apps` answers. */
  listApps(): LocalApp[];
  /** Every install, sorted by instance id then app: what `GET /local/installs` answers. */
  listInstalls(): LocalInstall[];
  /** The version of `appName` installed on `instanceId`, or undefined when it is not installed there. */
  getInstalledVersion(instanceId: string, appName: string): number | undefined;
  /** The URL serving `appName` as installed on `instanceId` (its entry page, or `path` inside it). */
  appUrl(instanceId: string, appName: string, path?: string): string;
  /**
   * Stops the server: refuses new connections, closes idle and active ones (an upload in progress is cut),
   * waits for running requests to clean up and for state writes to finish. Safe to call more than once.
   */
  close(): Promise<void>;
}

function hostForUrl(host: string): string {
  if (host === "0.0.0.0") return "127.0.0.1";
  if (host === "::") return "[::1]";
  return host.includes(":") ? `[${host}]` : host;
}

function listen(server: Server, options: ResolvedOptions): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      reject(
        new LocalPlatformError(
          LOCAL_PLATFORM_ERROR_CODES.LISTEN_FAILED,
          error.code === "EADDRINUSE"
            ? `Port ${options.port} on ${options.host} is already in use; pick another port or 0 for a free one.`
            : `Could not listen on ${options.host}:${options.port} (${error.code ?? error.message}); check host and port.`,
          { cause: error },
        ),
      );
    };
    server.once("error", onError);
    server.listen(options.port, options.host, () => {
      server.off("error", onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

async function loadKeysFile(
  options: ResolvedOptions,
): Promise<{ keys: ApiKeyRing; keysFile: string; generated: boolean }> {
  let generated = false;
  let entries = await readKeysFile(options.keysFile);
  if (entries === undefined) {
    generated = await writeGeneratedKeysFile(options.keysFile);
    entries = (await readKeysFile(options.keysFile)) ?? [];
  }
  return { keys: new ApiKeyRing(entries, options.keysFile), keysFile: options.keysFile, generated };
}

/**
 * Starts a local platform: a real HTTP server that accepts the platform's publish and install calls
 * (`POST /api/v1/apps/publish/`, also answered at the spec's `.../publish/INFO`, and
 * `POST /api/v1/apps/<app_name>/install/`) with the API keys you give,
 * keeps versions and installs in `options.dir`, and serves installed apps under `/local/instances/...`.
 * Resolves once it listens. Throws {@link LocalPlatformError} for bad options, an unreadable state
 * directory or keys file, or a port that cannot be bound.
 *
 * @example
 * ```ts
 * import { createLocalPlatform } from "@hostbridge/local-platform";
 *
 * const platform = await createLocalPlatform({
 *   dir: ".hostbridge/platform",
 *   apiKeys: [{ key: process.env.HOSTBRIDGE_API_KEY!, name: "dev" }],
 *   instances: ["test-instance"],
 *   logger: (line) => console.log(line),
 * });
 * console.log(`platform at ${platform.url}`);
 * // ... publish and install (e.g. with @hostbridge/deploy-client) against platform.url ...
 * await platform.close();
 * ```
 */
export async function createLocalPlatform(options: LocalPlatformOptions): Promise<LocalPlatform> {
  const resolved = resolveOptions(options);
  // Keys given inline are checked before anything touches the disk.
  const inlineKeys =
    resolved.apiKeys === undefined ? undefined : new ApiKeyRing(resolved.apiKeys, "apiKeys option");
  const store = await PlatformStore.open(resolved.dir, resolved.apps);
  const { keys, keysFile, generated } = inlineKeys
    ? { keys: inlineKeys, keysFile: undefined, generated: false }
    : await loadKeysFile(resolved);
  const archives = new ArchiveFiles();
  const context: PlatformContext = { store, keys, options: resolved, archives };
  const running = new Set<Promise<void>>();

  const handleRequest = createRequestHandler(context, running);

  const server = createServer(handleRequest);
  // Answer Expect: 100-continue ourselves: the body is asked for only once the key and size are checked.
  server.on("checkContinue", handleRequest);
  server.on("clientError", (_error, socket) => {
    if (socket.writable)
      socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
    else socket.destroy();
  });
  const port = await listen(server, resolved);
  const url = `http://${hostForUrl(resolved.host)}:${port}`;

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await Promise.allSettled([...running]);
      await store.settle();
      await archives.close();
    })();
    return closing;
  };

  return {
    url,
    port,
    host: resolved.host,
    dir: resolved.dir,
    keysFile,
    generatedKeysFile: generated,
    listApps: () => store.listApps(),
    listInstalls: () => store.listInstalls(),
    getInstalledVersion: (instanceId, appName) => store.installed(instanceId, appName)?.version,
    appUrl: (instanceId, appName, path = "") =>
      `${url}/local/instances/${encodeURIComponent(instanceId)}/apps/${encodeURIComponent(appName)}/${path
        .split("/")
        .filter((segment) => segment !== "")
        .map(encodeURIComponent)
        .join("/")}`,
    close,
  };
}
