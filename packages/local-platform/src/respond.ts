import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { HttpError } from "./httpError";

/** Per-request facts gathered for the log line. */
export interface RequestNotes {
  /** Label of the API key the request authenticated with (never the key). */
  key?: string;
  /** What the request did, e.g. `app=demo version=3`. */
  note?: string;
  /** The error code answered, when the request failed. */
  error?: string;
  /** Message of an unexpected failure (500). */
  failure?: string;
  /** How long the phases of a publish took. */
  phases?: PublishPhases;
}

/** Milliseconds spent in each phase of a publish, for finding where an upload's time goes. */
export interface PublishPhases {
  /** Reading the multipart body, hashing the file part and writing it to a temp file. */
  receiveMs: number;
  /** Checking the archive (its central directory and app.json; nothing is unpacked). */
  checkMs: number;
  /** @deprecated The same as `checkMs`: publishing no longer unpacks the archive. */
  unpackMs: number;
  /** Moving the version into place and writing the state file. */
  storeMs: number;
}

/** How long a connection stays half-open after an early answer, so the client can read it. */
const LINGER_MS = 2000;

/**
 * Prepares an answer sent before the request body was read to its end (a 401 before an upload, a 413 in the
 * middle of one). The rest of the body is not read: the request is paused, which stops reading from the
 * socket. The answer says `Connection: close`; once it is written the connection is half-closed (FIN) and
 * torn down after {@link LINGER_MS} or when the client goes. Closing it at once would make the kernel reset
 * the connection while unread upload bytes sit in its buffer, and many clients then lose the answer
 * (EPIPE / ECONNRESET while still sending) instead of reading the 413.
 */
function closeIfBodyUnread(req: IncomingMessage, res: ServerResponse): void {
  // A request without a body may not be marked complete yet while its handler runs: judge by the headers.
  const hasBody =
    req.headers["transfer-encoding"] !== undefined ||
    Number(req.headers["content-length"] ?? 0) > 0;
  if (!hasBody || req.complete) return;
  res.setHeader("Connection", "close");
  // resume() then pause() marks the body as being consumed (so node:http does not read and discard the
  // rest of it) while leaving it paused.
  req.resume();
  req.pause();
  const socket = req.socket as Socket & { destroySoon?: () => void };
  if (typeof socket.destroySoon !== "function") return;
  // node:http calls destroySoon() once the answer of a `Connection: close` exchange is written.
  socket.destroySoon = function lingeringClose(this: Socket): void {
    this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once("close", () => clearTimeout(timer));
  };
}

/** Sends `body` as JSON with `status`. */
export function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): void {
  const text = JSON.stringify(body);
  closeIfBodyUnread(req, res);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(text)),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    ...headers,
  });
  res.end(req.method === "HEAD" ? undefined : text);
}

/** Sends the contract's error body for `error`. */
export function sendError(
  req: IncomingMessage,
  res: ServerResponse,
  error: HttpError,
  notes: RequestNotes,
): void {
  notes.error = error.code;
  sendJson(req, res, error.status, error.toBody(), error.headers);
}

/** Sends a redirect to `location` (a path on this server). */
export function sendRedirect(
  req: IncomingMessage,
  res: ServerResponse,
  status: 301 | 302 | 308,
  location: string,
): void {
  closeIfBodyUnread(req, res);
  res.writeHead(status, { Location: location, "Content-Length": "0", "Cache-Control": "no-cache" });
  res.end();
}
