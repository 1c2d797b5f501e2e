// Answering one request: the Host check, the route, OPTIONS and 405, the handler, and an error
// answer (or a cut connection) when it fails; every request is logged once it ends.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { PlatformContext } from "./deployRoutes";
import { ClientGoneError } from "./formBody";
import { hostAllowed } from "./hostCheck";
import { HttpError } from "./httpError";
import type { LocalPlatformLogEntry, ResolvedOptions } from "./options";
import { sendError } from "./respond";
import type { RequestNotes } from "./respond";
import { ENDPOINTS, route } from "./router";
import { LOCAL_PLATFORM_ID, PLATFORM_HEADER } from "@hostbridge/deploy-contract";

/**
 * The server's request listener: logs each request, answers it through {@link route}, and tracks
 * it in `running` until it finished (close waits for them).
 */
export function createRequestHandler(
  context: PlatformContext,
  running: Set<Promise<void>>,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const started = process.hrtime.bigint();
    const notes: RequestNotes = {};
    let pathname = "/";
    let search = "";
    try {
      const url = new URL(req.url ?? "/", "http://localhost");
      pathname = url.pathname;
      search = url.search;
    } catch {
      pathname = (req.url ?? "/").split("?")[0] ?? "/";
    }
    const method = req.method ?? "GET";
    // Says who answers, on every answer (errors and early answers included): clients word their
    // advice for this platform (a key file, not an admin console) only when they see it.
    res.setHeader(PLATFORM_HEADER, LOCAL_PLATFORM_ID);
    logWhenClosed(context.options, res, { method, pathname, started, notes });
    // Request errors (a reset connection) are handled where the body is read; this keeps them from crashing.
    req.on("error", () => undefined);

    const task = dispatch(context, req, res, { method, pathname, search, notes }).catch(
      (error: unknown) => answerFailure(req, res, notes, error),
    );
    const tracked = task.finally(() => running.delete(tracked));
    running.add(tracked);
  };
}

/** Checks the Host header, finds the endpoint, answers OPTIONS and a wrong method, else runs it. */
async function dispatch(
  context: PlatformContext,
  req: IncomingMessage,
  res: ServerResponse,
  request: { method: string; pathname: string; search: string; notes: RequestNotes },
): Promise<void> {
  const { method, pathname, search, notes } = request;
  const resolved = context.options;
  if (!hostAllowed(req.headers.host, resolved.host, resolved.allowedHosts)) {
    throw new HttpError(
      403,
      "forbidden_host",
      "This local platform answers only requests addressed to a loopback name (localhost, 127.0.0.1, ::1) or an IP address; add the host name to allowedHosts (hostbridge platform --allowed-host) to reach it under another name.",
    );
  }
  const match = route(context, pathname, search);
  if (!match) {
    throw new HttpError(
      404,
      "not_found",
      `No endpoint at ${method} ${pathname}; the endpoints are ${ENDPOINTS}.`,
    );
  }
  if (method === "OPTIONS") {
    res.writeHead(204, {
      Allow: [...match.methods, "OPTIONS"].join(", "),
      "Content-Length": "0",
    });
    res.end();
    return;
  }
  if (!match.methods.includes(method)) {
    throw new HttpError(
      405,
      "method_not_allowed",
      `${method} is not allowed on ${pathname}; use ${match.methods.join(" or ")}.`,
      { headers: { Allow: [...match.methods, "OPTIONS"].join(", ") } },
    );
  }
  await match.handle(req, res, notes);
}

/** Answers a failed request: cut when the client left or the answer had started, else the error. */
function answerFailure(
  req: IncomingMessage,
  res: ServerResponse,
  notes: RequestNotes,
  error: unknown,
): void {
  if (error instanceof ClientGoneError || res.destroyed) {
    res.destroy();
    return;
  }
  if (res.headersSent) {
    // The answer had started (a file being served); all that is left is to cut it.
    notes.failure = error instanceof Error ? error.message : String(error);
    notes.error = "internal_error";
    res.destroy();
    return;
  }
  if (error instanceof HttpError) {
    sendError(req, res, error, notes);
    return;
  }
  notes.failure = error instanceof Error ? error.message : String(error);
  sendError(
    req,
    res,
    new HttpError(
      500,
      "internal_error",
      "The local platform failed to handle the request; see its log for the cause.",
    ),
    notes,
  );
}

/** Logs the request once its answer ends (or the connection closed). */
function logWhenClosed(
  resolved: ResolvedOptions,
  res: ServerResponse,
  request: { method: string; pathname: string; started: bigint; notes: RequestNotes },
): void {
  const { method, pathname, started, notes } = request;
  res.once("close", () => {
    if (!resolved.logger) return;
    const entry: LocalPlatformLogEntry = {
      method,
      path: pathname,
      status: res.headersSent ? res.statusCode : 0,
      durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e6),
      ...(notes.key === undefined ? {} : { key: notes.key }),
      ...(notes.note === undefined ? {} : { note: notes.note }),
      ...(notes.phases === undefined ? {} : { phases: notes.phases }),
      ...(notes.error === undefined
        ? {}
        : { error: notes.failure ? `${notes.error} (${notes.failure})` : notes.error }),
    };
    try {
      resolved.logger(formatLine(entry), entry);
    } catch {
      // A throwing logger must not take the server down.
    }
  });
}

/** One log line: method, path, status, duration, then the key name, note and error if any. */
function formatLine(entry: LocalPlatformLogEntry): string {
  let line = `${entry.method} ${entry.path} ${entry.status || "-"} ${entry.durationMs}ms`;
  if (entry.key !== undefined) line += ` key=${JSON.stringify(entry.key)}`;
  if (entry.note !== undefined) line += ` ${entry.note}`;
  if (entry.error !== undefined) line += ` error=${entry.error}`;
  return line;
}
