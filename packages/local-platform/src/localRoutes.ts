// Local-only read endpoints (not part of the platform's API): health, the list of apps and installs, and
// the files of the version an instance runs, so an installed app can be opened in a browser or an iframe.
import type { IncomingMessage, ServerResponse } from "node:http";
import { pipeline } from "node:stream/promises";
import { contentTypeFor } from "@hostbridge/deploy-contract";
import type { PlatformContext } from "./deployRoutes";
import { HttpError } from "./httpError";
import { sendJson, sendRedirect } from "./respond";
import type { RequestNotes } from "./respond";

/** `GET /local/health`. */
export function health(req: IncomingMessage, res: ServerResponse): void {
  sendJson(req, res, 200, { ok: true });
}

/** `GET /local/apps`. */
export function listApps(
  context: PlatformContext,
  req: IncomingMessage,
  res: ServerResponse,
): void {
  sendJson(req, res, 200, { apps: context.store.listApps() });
}

/** `GET /local/installs`. */
export function listInstalls(
  context: PlatformContext,
  req: IncomingMessage,
  res: ServerResponse,
): void {
  sendJson(req, res, 200, { installs: context.store.listInstalls() });
}

function notFound(path: string): HttpError {
  return new HttpError(404, "not_found", `No file ${path} in the installed version.`);
}

/**
 * `GET /local/instances/<instance_id>/apps/<app_name>/<path...>`: a file of the version installed on the
 * instance. `rest` is the raw (still percent-encoded) part of the path after the app name.
 */
export async function serveInstalledFile(
  context: PlatformContext,
  req: IncomingMessage,
  res: ServerResponse,
  notes: RequestNotes,
  route: { instanceId: string; appName: string; pathname: string; search: string; rest: string },
): Promise<void> {
  const installed = context.store.installed(route.instanceId, route.appName);
  if (!installed) {
    throw new HttpError(
      404,
      "not_installed",
      `App "${route.appName}" is not installed on instance "${route.instanceId}"; install it with POST /api/v1/apps/${encodeURIComponent(route.appName)}/install/.`,
    );
  }
  notes.note = `app=${route.appName} version=${installed.version}`;
  if (route.rest === "") {
    // Relative URLs in the entry page resolve against the directory only with a trailing slash.
    sendRedirect(req, res, 308, `${route.pathname}/${route.search}`);
    return;
  }
  let segments: string[];
  try {
    segments = route.rest.slice(1).split("/").map(decodeURIComponent);
  } catch {
    throw notFound(route.rest);
  }
  const trailingSlash = segments.at(-1) === "";
  if (trailingSlash) segments.pop();
  if (segments.length === 0) {
    if (installed.entry.includes("/")) {
      sendRedirect(
        req,
        res,
        302,
        // the query goes along: a host passes the app its location and instance in it
        `${route.pathname}${installed.entry.split("/").map(encodeURIComponent).join("/")}${route.search}`,
      );
      return;
    }
    segments = [installed.entry];
  }
  const relative = segments.join("/");
  if (
    segments.some(
      (segment) => segment === "" || segment === "." || segment === ".." || /[\\/\0]/.test(segment),
    )
  ) {
    throw notFound(relative);
  }
  const archive = installed.archivePath;
  let path = relative;
  let found = await context.archives.lookup(archive, path);
  if (found?.kind === "directory") {
    if (!trailingSlash) {
      sendRedirect(req, res, 308, `${route.pathname}/${route.search}`);
      return;
    }
    path = `${path}/index.html`;
    found = await context.archives.lookup(archive, path);
  }
  if (found?.kind !== "file") throw notFound(relative);

  const { entry, mtime } = found;
  const size = entry.uncompressedSize;
  const etag = `"${installed.sha256.slice(0, 16)}-${size.toString(36)}-${entry.crc32.toString(36)}"`;
  const headers = {
    "Content-Type": contentTypeFor(path),
    "Cache-Control": "no-cache",
    ETag: etag,
    "Last-Modified": mtime.toUTCString(),
    "X-Content-Type-Options": "nosniff",
  };
  const ifNoneMatch = req.headers["if-none-match"];
  if (
    ifNoneMatch &&
    ifNoneMatch.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*")
  ) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, "Content-Length": String(size) });
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  await pipeline(await context.archives.read(archive, entry), res);
}
