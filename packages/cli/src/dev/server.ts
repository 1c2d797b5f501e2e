// The `hostbridge dev` server: the dev host page on one loopback origin and the app on another (a
// second port), so the app runs in a cross-origin iframe exactly as in the platform. It serves the
// page's config (app URL, fixtures), streams changes as server-sent events, and proxies a local
// platform's read endpoints.
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { isIP } from "node:net";
import type { AddressInfo, Socket } from "node:net";
import { basename, dirname, join, resolve } from "node:path";
import { isDeployError, loadManifest, manifestEntry } from "@hostbridge/deploy-client";
import { CliError } from "../errors";
import { watchAppUrl } from "./appProbe";
import type { AppStatus } from "./appProbe";
import { findDevHostDir } from "./devHost";
import { FIXTURES_FILE, readFixtures } from "./fixtures";
import type { DevFixtures, FixturesProblem, FixturesResult } from "./fixtures";
import { platformStatus, resolveInstalled } from "./platform";
import { sendJson, sendText, serveFile } from "./staticFiles";
import { watchOneFile, watchTree } from "./watch";
import type { StopWatching } from "./watch";

/** Path prefix of the dev server's own endpoints on the dev host origin. */
export const DEV_ENDPOINT_PREFIX = "/__hostbridge";

/** A line for the terminal. */
export interface DevLogEvent {
  level: "info" | "warn" | "error";
  message: string;
  /** Details (fixtures issues), one per line. */
  details?: readonly string[];
}

/** Options of {@link startDevServer}. */
export interface DevServerOptions {
  /** The app directory (with `app.json`, `hostbridge.fixtures.json`, and its files or build). */
  appDir: string;
  /**
   * The app's own dev server (for example Vite on `http://127.0.0.1:5173/`): the iframe loads this
   * URL, so its hot reload keeps working, and no app server is started. Its origin must differ from
   * the dev host's.
   */
  appUrl?: string | undefined;
  /** Interface both servers listen on. Default `127.0.0.1`. */
  host?: string | undefined;
  /** Port of the dev host page; `0` (default) picks a free one. */
  port?: number | undefined;
  /** Port the app's files are served on (a second origin); `0` (default) picks a free one. */
  appPort?: number | undefined;
  /** The fixtures file. Default `<appDir>/hostbridge.fixtures.json`. */
  fixturesFile?: string | undefined;
  /** The built dev host page. Default: shipped with the CLI, or `apps/dev-host/dist` in the repository. */
  devHostDir?: string | undefined;
  /** A local platform (`hostbridge platform`) whose published and installed versions the page shows. */
  platformUrl?: string | undefined;
  /** Watch the fixtures file and the app's files. Default `true`. */
  watch?: boolean | undefined;
  /** Interval of the fixtures file's stat poll (a fallback for file systems without change events). Default 1000 ms. */
  pollIntervalMs?: number | undefined;
  /** Interval of the checks of `appUrl` while nothing answers there. Default 1000 ms. */
  appProbeIntervalMs?: number | undefined;
  /** Receives what the terminal shows (fixtures reloaded or invalid, app files changed). */
  log?: ((event: DevLogEvent) => void) | undefined;
}

/** What the page reads from `GET /__hostbridge/config`. */
export interface DevConfig {
  version: 1;
  appUrl: string;
  appOrigin: string;
  appSource: "static" | "url";
  /** Whether the app's own dev server (`--app-url`) answers; `up` for static apps. */
  appStatus: AppStatus;
  app: { name: string; displayName?: string; version?: string } | null;
  fixturesFile: string;
  fixtures: DevFixtures | null;
  fixturesError: FixturesProblem | null;
  revision: number;
  platform: { url: string } | null;
}

/** A running dev server. */
export interface DevServer {
  /** The dev host page (`http://127.0.0.1:4300/`): open it in a browser. */
  readonly url: string;
  /** The app's entry URL as the iframe loads it (before the `jsApiLocation` parameter is added). */
  readonly appUrl: string;
  /** The app's origin (never the dev host's). */
  readonly appOrigin: string;
  /** `static`: the app's files are served by this server; `url`: the app's own dev server. */
  readonly appSource: "static" | "url";
  /** The directory the app's files are served from (static apps). */
  readonly appRoot: string | undefined;
  /** The fixtures file watched. */
  readonly fixturesFile: string;
  /** The config the page gets now. */
  config(): DevConfig;
  /** Stops watching, ends the event streams and closes both servers. Safe to call twice. */
  close(): Promise<void>;
}

interface AppFacts {
  manifest: DevConfig["app"];
  entry: string;
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);

function hostForUrl(host: string): string {
  if (host === "0.0.0.0" || host === "::") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}

function parseAppUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new CliError(
      "USAGE",
      `--app-url must be a full URL such as http://127.0.0.1:5173/, got "${value}"`,
    );
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new CliError("USAGE", `--app-url must be an http(s) URL, got "${value}"`);
  }
  return url;
}

async function appFacts(appDir: string, log: (event: DevLogEvent) => void): Promise<AppFacts> {
  if (!existsSync(join(appDir, "app.json"))) return { manifest: null, entry: "index.html" };
  try {
    const manifest = await loadManifest(appDir);
    const facts: NonNullable<DevConfig["app"]> = { name: manifest.name };
    if (typeof manifest.display_name === "string") facts.displayName = manifest.display_name;
    if (typeof manifest.version === "string") facts.version = manifest.version;
    return { manifest: facts, entry: manifestEntry(manifest) };
  } catch (error) {
    if (!isDeployError(error)) throw error;
    log({ level: "warn", message: `${error.message} Serving index.html meanwhile.` });
    return { manifest: null, entry: "index.html" };
  }
}

function missingEntryError(appDir: string, entry: string): CliError {
  const viteApp = ["vite.config.ts", "vite.config.js", "vite.config.mjs", "vite.config.mts"].some(
    (name) => existsSync(join(appDir, name)),
  );
  const hint = viteApp
    ? "build it first (`npm run build`, or `vite build --watch` to rebuild on every change), or start its dev server (`npm run dev`) and pass --app-url http://127.0.0.1:5173/"
    : "create it, fix `entry` in app.json, or pass --app-url with the URL of the app's own dev server";
  return new CliError(
    "USAGE",
    `the app's entry page ${entry} does not exist in ${appDir}: ${hint}`,
  );
}

function listen(server: Server, port: number, host: string, what: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        new CliError(
          "CONFIG",
          error.code === "EADDRINUSE"
            ? `port ${port} on ${host} (${what}) is already in use; stop what uses it, or choose another port (--port / --app-port, 0 for any free port)`
            : `cannot listen on ${host}:${port} for the ${what} (${error.code ?? error.message})`,
          2,
          { cause: error },
        ),
      );
    };
    server.once("error", onError);
    server.listen(port, host, () => {
      server.off("error", onError);
      resolvePort((server.address() as AddressInfo).port);
    });
  });
}

function trackSockets(server: Server): Set<Socket> {
  const sockets = new Set<Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  return sockets;
}

function closeServer(server: Server, sockets: Set<Socket>): Promise<void> {
  return new Promise((done) => {
    if (!server.listening) return done();
    server.close(() => done());
    server.closeAllConnections();
    for (const socket of sockets) socket.destroy();
  });
}

/**
 * Whether the Host header names this server: a loopback name, an IP address (DNS rebinding needs a
 * host name; `--host 0.0.0.0` is then reachable by the machine's addresses) or the configured host.
 */
function hostAllowed(req: IncomingMessage, host: string): boolean {
  const header = req.headers.host;
  if (!header) return false;
  const name = header.startsWith("[")
    ? header.slice(0, header.indexOf("]") + 1)
    : header.replace(/:\d+$/, "");
  return (
    LOOPBACK.has(name) ||
    name === host ||
    name === hostForUrl(host) ||
    isIP(name) !== 0 ||
    (name.startsWith("[") && isIP(name.slice(1, -1)) !== 0)
  );
}

/**
 * Starts the dev server: the dev host page on `port` and, unless `appUrl` is given, the app's files
 * on `appPort` (another origin), plus the config endpoint, the change stream and the platform proxy.
 * Resolves once both servers listen. Throws a `CliError` when the dev host is not built, the app has
 * nothing to serve, the app URL is the dev host's own origin, or a port cannot be bound.
 *
 * @example
 * ```ts
 * const server = await startDevServer({ appDir: "apps/example-app", port: 0, appPort: 0 });
 * console.log(`open ${server.url}`);
 * await server.close();
 * ```
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const log = options.log ?? (() => undefined);
  const appDir = resolve(options.appDir);
  const host = options.host ?? "127.0.0.1";
  const fixturesFile = resolve(options.fixturesFile ?? join(appDir, FIXTURES_FILE));
  const devHostDir = options.devHostDir ?? findDevHostDir();
  if (!devHostDir || !existsSync(join(devHostDir, "index.html"))) {
    throw new CliError(
      "CONFIG",
      devHostDir
        ? `the dev host page is missing from ${devHostDir} (no index.html); build it with \`pnpm --filter @hostbridge/dev-host build\``
        : "the dev host page is not built: reinstall @hostbridge/cli, or in the HostBridge repository run `pnpm build`",
    );
  }
  if (!existsSync(appDir))
    throw new CliError("USAGE", `the app directory ${appDir} does not exist`);

  const facts = await appFacts(appDir, log);
  const externalUrl = options.appUrl === undefined ? undefined : parseAppUrl(options.appUrl);
  if (!externalUrl && !existsSync(join(appDir, facts.entry)))
    throw missingEntryError(appDir, facts.entry);

  // --- State ----------------------------------------------------------------------------------
  let fixtures: DevFixtures | null = null;
  let fixturesError: FixturesProblem | null = null;
  let fixturesText: string | undefined;
  let fixturesStatus: FixturesResult["status"] = "missing";
  let revision = 0;
  const clients = new Set<ServerResponse>();
  let appStatus: AppStatus = { state: externalUrl ? "unchecked" : "up" };
  const broadcast = (event: "config" | "app" | "app-status", data: unknown) => {
    const frame = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const client of clients) client.write(frame);
  };

  const applyFixtures = (result: FixturesResult, initial: boolean) => {
    const text = result.status === "missing" ? undefined : result.text;
    const problem = result.status === "invalid" ? result.problem : null;
    if (
      !initial &&
      result.status === fixturesStatus &&
      text === fixturesText &&
      JSON.stringify(problem) === JSON.stringify(fixturesError)
    )
      return;
    fixturesStatus = result.status;
    fixturesText = text;
    if (result.status === "ok") {
      fixtures = result.fixtures;
      fixturesError = null;
      if (!initial) log({ level: "info", message: `${basename(fixturesFile)} reloaded` });
    } else if (result.status === "missing") {
      fixtures = null;
      fixturesError = null;
      if (!initial)
        log({
          level: "info",
          message: `${basename(fixturesFile)} removed: the simulator's defaults are in use`,
        });
    } else {
      fixturesError = result.problem;
      log({
        level: "error",
        message: `${result.problem.message}${fixtures ? " (the last valid version stays in use)" : ""}`,
        details: result.problem.issues,
      });
    }
    if (!initial) {
      revision += 1;
      broadcast("config", { revision });
    }
  };
  applyFixtures(await readFixtures(fixturesFile), true);

  // --- Servers --------------------------------------------------------------------------------
  let devHostUrl = "";
  let appOrigin = externalUrl?.origin ?? "";
  let appEntryUrl = externalUrl?.href ?? "";
  const appSource: DevConfig["appSource"] = externalUrl ? "url" : "static";
  const platformUrl = options.platformUrl?.replace(/\/+$/, "");

  const config = (): DevConfig => ({
    version: 1,
    appUrl: appEntryUrl,
    appOrigin,
    appSource,
    appStatus,
    app: facts.manifest,
    fixturesFile,
    fixtures,
    fixturesError,
    revision,
    platform: platformUrl ? { url: platformUrl } : null,
  });

  const handleDevHost = async (req: IncomingMessage, res: ServerResponse) => {
    if (!hostAllowed(req, host))
      return sendText(res, 403, "This dev server answers only on its own loopback address.");
    const url = new URL(req.url ?? "/", "http://dev-host.invalid");
    const { pathname } = url;
    if (req.method !== "GET" && req.method !== "HEAD")
      return sendText(res, 405, "Only GET and HEAD are supported.", { Allow: "GET, HEAD" });
    if (pathname === `${DEV_ENDPOINT_PREFIX}/config`) return sendJson(res, 200, config());
    if (pathname === `${DEV_ENDPOINT_PREFIX}/events`) {
      res.writeHead(200, {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-store",
        Connection: "keep-alive",
      });
      res.write(`retry: 1000\nevent: hello\ndata: ${JSON.stringify({ revision })}\n\n`);
      clients.add(res);
      req.once("close", () => clients.delete(res));
      return;
    }
    if (pathname === `${DEV_ENDPOINT_PREFIX}/platform`) return platformStatus(res, platformUrl);
    if (pathname === `${DEV_ENDPOINT_PREFIX}/platform/resolve`)
      return resolveInstalled(res, platformUrl, url.searchParams);
    if (pathname.startsWith(`${DEV_ENDPOINT_PREFIX}/`))
      return sendText(res, 404, `No dev server endpoint ${pathname}.`);
    // Browsers ask for /favicon.ico whatever the page says: answer with the page's icon.
    const path = pathname === "/favicon.ico" ? "/favicon.svg" : pathname;
    if (
      !(await serveFile(req, res, path, {
        root: devHostDir,
        hideSecrets: false,
        index: "index.html",
      }))
    ) {
      sendText(res, 404, `Not found: ${pathname}`);
    }
  };

  const handleApp = async (req: IncomingMessage, res: ServerResponse) => {
    if (!hostAllowed(req, host))
      return sendText(res, 403, "This dev server answers only on its own loopback address.");
    if (req.method !== "GET" && req.method !== "HEAD")
      return sendText(res, 405, "Only GET and HEAD are supported.", { Allow: "GET, HEAD" });
    const { pathname } = new URL(req.url ?? "/", "http://app.invalid");
    if (pathname === "/") {
      res.writeHead(302, { Location: `/${facts.entry}`, "Cache-Control": "no-store" });
      res.end();
      return;
    }
    if (
      !(await serveFile(req, res, pathname, {
        root: appDir,
        hideSecrets: true,
        index: facts.entry,
      }))
    ) {
      sendText(
        res,
        404,
        `Not found in the app directory: ${pathname} (hidden files, node_modules and secret-looking files are never served)`,
      );
    }
  };

  const guard =
    (handler: (req: IncomingMessage, res: ServerResponse) => Promise<void> | void) =>
    (req: IncomingMessage, res: ServerResponse) => {
      Promise.resolve(handler(req, res)).catch((error: unknown) => {
        if (!res.headersSent)
          sendText(
            res,
            500,
            `The dev server failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        else res.destroy();
      });
    };

  const devServer = createServer(guard(handleDevHost));
  const devSockets = trackSockets(devServer);
  const appServer = externalUrl ? undefined : createServer(guard(handleApp));
  const appSockets = appServer ? trackSockets(appServer) : new Set<Socket>();

  const stops: StopWatching[] = [];
  // Comments keep idle event streams open through proxies and let dead clients be noticed.
  const heartbeat = setInterval(() => {
    for (const client of clients) client.write(": ping\n\n");
  }, 15_000);
  heartbeat.unref();
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      for (const stop of stops) stop();
      clearInterval(heartbeat);
      for (const client of clients) client.end();
      clients.clear();
      await Promise.all([
        closeServer(devServer, devSockets),
        appServer ? closeServer(appServer, appSockets) : undefined,
      ]);
    })());

  try {
    const devPort = await listen(devServer, options.port ?? 0, host, "dev host page");
    devHostUrl = `http://${hostForUrl(host)}:${devPort}/`;
    if (appServer) {
      const appPort = await listen(appServer, options.appPort ?? 0, host, "app");
      appOrigin = `http://${hostForUrl(host)}:${appPort}`;
      appEntryUrl = `${appOrigin}/${facts.entry.split("/").map(encodeURIComponent).join("/")}`;
    } else if (appOrigin === new URL(devHostUrl).origin) {
      throw new CliError(
        "USAGE",
        `--app-url ${appEntryUrl} has the dev host's own origin; the app must run on another origin (another port)`,
      );
    }
  } catch (error) {
    await close();
    throw error;
  }

  if (externalUrl) {
    const probe = await watchAppUrl(appEntryUrl, {
      intervalMs: options.appProbeIntervalMs,
      onChange: (status) => {
        appStatus = status;
        if (status.state === "down")
          log({
            level: "warn",
            message: `nothing answers at ${appEntryUrl} (${status.reason}): start the app's dev server (for example \`npm run dev\`); the dev host loads the app as soon as it answers`,
          });
        else log({ level: "info", message: `the app answers at ${appEntryUrl} now: loading it` });
        broadcast("app-status", status);
      },
    });
    appStatus = probe.status();
    stops.push(() => probe.stop());
  }
  if (options.watch ?? true) {
    stops.push(
      watchOneFile(
        fixturesFile,
        () => void readFixtures(fixturesFile).then((result) => applyFixtures(result, false)),
        options.pollIntervalMs ?? 1000,
      ),
    );
    if (appServer) {
      const tree = watchTree(
        join(appDir, dirname(facts.entry)),
        () => {
          log({ level: "info", message: "the app's files changed: the dev host reloads the app" });
          broadcast("app", { at: Date.now() });
        },
        { ignoreFiles: [basename(fixturesFile)] },
      );
      stops.push(() => tree.close());
      // Changes made right after the server starts are seen too.
      await tree.ready;
    }
  }
  return {
    url: devHostUrl,
    appUrl: appEntryUrl,
    appOrigin,
    appSource,
    appRoot: appServer ? appDir : undefined,
    fixturesFile,
    config,
    close,
  };
}
