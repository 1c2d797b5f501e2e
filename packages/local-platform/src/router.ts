// Which endpoint answers a path: the platform's publish and install calls, the local read
// endpoints, the pages and the installed apps' files.
import type { IncomingMessage, ServerResponse } from "node:http";
import { INSTALL_PATH, PUBLISH_PATH, PUBLISH_PATHS } from "@hostbridge/deploy-contract";
import { install, publish } from "./deployRoutes";
import type { PlatformContext } from "./deployRoutes";
import { health, listApps, listInstalls, serveInstalledFile } from "./localRoutes";
import { adminPage } from "./pages/adminPage";
import { PAGES_SCRIPT, PAGES_STYLE } from "./pages/assets";
import { PAGE_PATHS, sendAsset } from "./pages/html";
import { restPage } from "./pages/restPage";
import { sendRedirect } from "./respond";
import type { RequestNotes } from "./respond";

/** An endpoint: the methods it answers and its handler. */
export interface Route {
  readonly methods: readonly string[];
  readonly handle: (
    req: IncomingMessage,
    res: ServerResponse,
    notes: RequestNotes,
  ) => void | Promise<void>;
}

const READ_METHODS = ["GET", "HEAD"] as const;
/** Every endpoint, for the 404 message. */
export const ENDPOINTS = `POST /${PUBLISH_PATH} (or /${PUBLISH_PATHS[1]}), POST /${INSTALL_PATH}, GET /local/health, GET /local/apps, GET /local/installs, GET /local/instances/<instance_id>/apps/<app_name>/<path>, and the pages GET /local/admin and GET /local/rest`;
/** The publish call's paths (the contract's PUBLISH_PATHS; `.../INFO` also with a trailing slash). */
const PUBLISH_PATHNAMES = new Set(
  PUBLISH_PATHS.flatMap((path) => (path.endsWith("/") ? [`/${path}`] : [`/${path}`, `/${path}/`])),
);
/** The install path with its `<app_name>` segment captured, and an optional trailing slash. */
const INSTALL_PATHNAME = new RegExp(
  `^/${INSTALL_PATH.replace("<app_name>", "([^/]+)").replace(/\/$/, "")}/?$`,
);

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The endpoint at `pathname`, or undefined (also for a path segment that is not valid percent-encoding). */
export function route(
  context: PlatformContext,
  pathname: string,
  search: string,
): Route | undefined {
  if (PUBLISH_PATHNAMES.has(pathname)) {
    return { methods: ["POST"], handle: (req, res, notes) => publish(context, req, res, notes) };
  }
  const installMatch = INSTALL_PATHNAME.exec(pathname);
  if (installMatch) {
    const appName = decodeSegment(installMatch[1]!);
    if (appName === undefined) return undefined;
    return {
      methods: ["POST"],
      handle: (req, res, notes) => install(context, req, res, notes, appName),
    };
  }
  switch (pathname) {
    case "/local/health":
      return { methods: READ_METHODS, handle: (req, res) => health(req, res) };
    case "/local/apps":
      return { methods: READ_METHODS, handle: (req, res) => listApps(context, req, res) };
    case "/local/installs":
      return { methods: READ_METHODS, handle: (req, res) => listInstalls(context, req, res) };
    case "/":
      return {
        methods: READ_METHODS,
        handle: (req, res) => sendRedirect(req, res, 302, PAGE_PATHS.admin),
      };
    case PAGE_PATHS.admin:
      return { methods: READ_METHODS, handle: (req, res) => adminPage(context, req, res) };
    case PAGE_PATHS.rest:
      return { methods: READ_METHODS, handle: (req, res) => restPage(context, req, res) };
    case PAGE_PATHS.script:
      return {
        methods: READ_METHODS,
        handle: (req, res) => sendAsset(req, res, "text/javascript; charset=utf-8", PAGES_SCRIPT),
      };
    case PAGE_PATHS.style:
      return {
        methods: READ_METHODS,
        handle: (req, res) => sendAsset(req, res, "text/css; charset=utf-8", PAGES_STYLE),
      };
  }
  const serveMatch = /^\/local\/instances\/([^/]+)\/apps\/([^/]+)(\/.*)?$/.exec(pathname);
  if (serveMatch) {
    const instanceId = decodeSegment(serveMatch[1]!);
    const appName = decodeSegment(serveMatch[2]!);
    if (instanceId === undefined || appName === undefined) return undefined;
    const rest = serveMatch[3] ?? "";
    return {
      methods: READ_METHODS,
      handle: (req, res, notes) =>
        serveInstalledFile(context, req, res, notes, {
          instanceId,
          appName,
          pathname,
          search,
          rest,
        }),
    };
  }
  return undefined;
}
