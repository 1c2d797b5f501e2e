// The two request handlers: the dev host origin (the page's files, the config endpoint, the change
// stream, the platform proxy) and the app origin (the app's files, never hidden or secret ones).
import { existsSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { forwardToApp } from "./appProxy";
import type { AppProxyTarget } from "./appProxy";
import type { ChangeStream } from "./changeStream";
import { DEV_ENDPOINT_PREFIX } from "./contract";
import type { DevConfig } from "./contract";
import { hostAllowed } from "./httpServers";
import type { Handler } from "./httpServers";
import { serveClientScript } from "./clientSource";
import type { ClientServing } from "./clientSource";
import { rewriteClientTags } from "./clientTags";
import { platformStatus, resolveInstalled } from "./platform";
import { answerOnAppOrigin, PLATFORM_API_PREFIX } from "./platformRest";
import type { PlatformRest } from "./platformRest";
import { saveRecording, serveReplay } from "./recording";
import { sendJson, sendText, serveFile } from "./staticFiles";

/** What the dev host origin serves. */
export interface DevHostRoutes {
  host: string;
  devHostDir: string;
  platformUrl: string | undefined;
  config(): DevConfig;
  events: ChangeStream;
  /** The scenario file of `--record` (PUT /__hostbridge/scenario writes it). */
  recordFile?: string | undefined;
  /** The scenario file of `--replay` (GET /__hostbridge/replay reads it). */
  replayFile?: string | undefined;
  /** Same-origin mode: the app's directory and entry page, served under `path` of this origin. */
  app?: { dir: string; entry: string; path: string } | undefined;
  /**
   * Same-origin mode with the app's own dev server: what comes under `path` goes to that server
   * (without `path`), and so does any other path this page has no file or endpoint for.
   */
  appProxy?: { target: AppProxyTarget; path: string } | undefined;
  /** The app's client script tags and the copies served for them (./clientSource). */
  clientServing?: ClientServing | undefined;
  /** The platform's REST endpoints apps call on its origin (./platformRest), under `/api/`. */
  platformRest?: PlatformRest | undefined;
}

/** The one endpoint that takes a PUT: the recording of `--record`. */
const SCENARIO_ENDPOINT = `${DEV_ENDPOINT_PREFIX}/scenario`;

/**
 * Refuses foreign Host headers and methods other than GET and HEAD (and the recording's PUT, and
 * what the simulated REST API under `restPrefix` decides for itself); `true` when it answered.
 */
function refused(
  req: IncomingMessage,
  res: ServerResponse,
  host: string,
  restPrefix?: string,
): boolean {
  if (!hostAllowed(req, host)) {
    sendText(res, 403, "This dev server answers only on its own loopback address.");
    return true;
  }
  const path = req.url?.split("?")[0];
  const put = req.method === "PUT" && path === SCENARIO_ENDPOINT;
  const rest = restPrefix !== undefined && path?.startsWith(restPrefix) === true;
  if (req.method !== "GET" && req.method !== "HEAD" && !put && !rest) {
    sendText(res, 405, "Only GET and HEAD are supported.", { Allow: "GET, HEAD" });
    return true;
  }
  return false;
}

/** The handler of the dev host origin. */
export function devHostHandler(routes: DevHostRoutes): Handler {
  return async (req, res) => {
    const restPrefix = routes.platformRest ? PLATFORM_API_PREFIX : undefined;
    if (refused(req, res, routes.host, restPrefix)) return;
    const url = new URL(req.url ?? "/", "http://dev-host.invalid");
    const { pathname } = url;
    if (pathname === `${DEV_ENDPOINT_PREFIX}/config`) return sendJson(res, 200, routes.config());
    if (pathname === SCENARIO_ENDPOINT && req.method === "PUT")
      return saveRecording(req, res, routes.recordFile);
    if (pathname === `${DEV_ENDPOINT_PREFIX}/replay`) return serveReplay(res, routes.replayFile);
    if (pathname === `${DEV_ENDPOINT_PREFIX}/events`)
      return routes.events.open(req, res, routes.config().revision);
    if (pathname === `${DEV_ENDPOINT_PREFIX}/platform`)
      return platformStatus(res, routes.platformUrl);
    if (pathname === `${DEV_ENDPOINT_PREFIX}/platform/resolve`)
      return resolveInstalled(res, routes.platformUrl, url.searchParams);
    if (routes.clientServing && (await serveClientScript(req, res, pathname, routes.clientServing)))
      return;
    if (routes.platformRest && pathname.startsWith(PLATFORM_API_PREFIX))
      return routes.platformRest.handle(req, res, pathname);
    const { app, appProxy } = routes;
    // (the app's pages, from its files or its dev server, with the client's tags pointed here)
    const rewrite = routes.clientServing ? rewriteClientTags : undefined;
    const appPath = app?.path ?? appProxy?.path;
    if (appPath && pathname === appPath.slice(0, -1)) {
      res.writeHead(308, { Location: appPath, "Cache-Control": "no-store" });
      return void res.end();
    }
    if (app && pathname.startsWith(app.path))
      return serveAppFile(req, res, pathname.slice(app.path.length - 1), app.dir, app.entry, {
        rewrite: routes.clientServing !== undefined,
      });
    if (appProxy && pathname.startsWith(appProxy.path))
      return forwardToApp(
        req,
        res,
        appProxy.target,
        (req.url ?? "/").slice(appProxy.path.length - 1),
        rewrite,
      );
    if (pathname.startsWith(`${DEV_ENDPOINT_PREFIX}/`))
      return sendText(res, 404, `No dev server endpoint ${pathname}.`);
    // Browsers ask for /favicon.ico whatever the page says: answer with the page's icon.
    const path = pathname === "/favicon.ico" ? "/favicon.svg" : pathname;
    const options = { root: routes.devHostDir, hideSecrets: false, index: "index.html" };
    if (await serveFile(req, res, path, options)) return;
    // (a dev server's page asks for its modules by absolute path: `/@vite/client`, `/src/main.ts`)
    if (appProxy) return forwardToApp(req, res, appProxy.target, req.url ?? "/", rewrite);
    sendText(res, 404, `Not found: ${pathname}`);
  };
}

/**
 * Answers a request for the app's file at `pathname` (relative to where the app is served, starting
 * with `/`): `/` redirects to the entry page; hidden files, node_modules, secret-looking files and
 * anything outside `appDir` are never served.
 */
async function serveAppFile(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  appDir: string,
  entry: string,
  { rewrite }: { rewrite: boolean },
): Promise<void> {
  if (pathname === "/") {
    res.writeHead(302, { Location: `./${entry}`, "Cache-Control": "no-store" });
    res.end();
    return;
  }
  const options = {
    ...{ root: appDir, hideSecrets: true, index: entry },
    transformHtml: rewrite ? rewriteClientTags : undefined,
  };
  if (!(await serveFile(req, res, pathname, options))) {
    sendText(
      res,
      404,
      `Not found in the app directory: ${pathname} (hidden files, node_modules and secret-looking files are never served)`,
    );
  }
}

/**
 * The handler of the app origin: the files of `appDir`, `/` redirected to the entry page, and the
 * client its script tags load (`clientServing`), served from an installed copy.
 */
export function appHandler(
  host: string,
  appDir: string,
  entry: string,
  clientServing?: ClientServing,
): Handler {
  return async (req, res) => {
    if (refused(req, res, host, PLATFORM_API_PREFIX)) return;
    const { pathname } = new URL(req.url ?? "/", "http://app.invalid");
    const read = req.method === "GET" || req.method === "HEAD";
    if (read && clientServing && (await serveClientScript(req, res, pathname, clientServing)))
      return;
    // (a cross-origin app's call to the platform's REST API, unless it reads a file the app has there)
    if (pathname.startsWith(PLATFORM_API_PREFIX) && !(read && existsSync(join(appDir, pathname))))
      return answerOnAppOrigin(res, pathname);
    await serveAppFile(req, res, pathname, appDir, entry, { rewrite: clientServing !== undefined });
  };
}
