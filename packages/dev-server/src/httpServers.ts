// The node:http plumbing both servers share: listening (with errors that say what to do), closing
// with every open connection, the Host header check against DNS rebinding, and a guard that turns
// a failing handler into a 500.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { isIP } from "node:net";
import type { AddressInfo, Socket } from "node:net";
import { DevServerError } from "./errors";
import { sendText } from "./staticFiles";

/** A request handler of the dev server. */
export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

const LOOPBACK = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);

/** The host as it appears in a URL (`0.0.0.0` is reached as `127.0.0.1`, IPv6 in brackets). */
export function hostForUrl(host: string): string {
  if (host === "0.0.0.0" || host === "::") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}

/** The most ports above a taken one that {@link listen} tries when it may move on. */
const MAX_PORT_TRIES = 50;

/**
 * Listens on `host:port`; resolves with the port bound (`0` picks a free one). With `nextFree`, a
 * port in use is not an error: it tries the ports above it, one at a time, as Vite does, and
 * resolves with the first it binds.
 */
export async function listen(
  server: Server,
  port: number,
  host: string,
  what: string,
  nextFree = false,
): Promise<number> {
  const last = nextFree && port !== 0 ? Math.min(port + MAX_PORT_TRIES, 65535) : port;
  for (let candidate = port; ; candidate++) {
    try {
      return await listenOnce(server, candidate, host);
    } catch (cause) {
      const error = cause as NodeJS.ErrnoException;
      if (error.code === "EADDRINUSE" && candidate < last) continue;
      throw new DevServerError(
        "CONFIG",
        error.code === "EADDRINUSE"
          ? nextFree && port !== 0
            ? `ports ${port} to ${last} on ${host} (${what}) are all in use; stop what uses them, or choose another port (--port / --app-port, 0 for any free port)`
            : `port ${port} on ${host} (${what}) is already in use; stop what uses it, or choose another port (--port / --app-port, 0 for any free port)`
          : `cannot listen on ${host}:${candidate} for the ${what} (${error.code ?? error.message})`,
        { cause: error },
      );
    }
  }
}

function listenOnce(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const onError = (error: NodeJS.ErrnoException) => reject(error);
    server.once("error", onError);
    server.listen(port, host, () => {
      server.off("error", onError);
      resolvePort((server.address() as AddressInfo).port);
    });
  });
}

/** The open sockets of `server`, kept so that closing does not wait for idle keep-alive connections. */
export function trackSockets(server: Server): Set<Socket> {
  const sockets = new Set<Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  return sockets;
}

/** Closes `server` and destroys its sockets. */
export function closeServer(server: Server, sockets: Set<Socket>): Promise<void> {
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
export function hostAllowed(req: IncomingMessage, host: string): boolean {
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

/** Answers 500 (or drops the connection, once the answer has begun) when `handler` fails. */
export function guard(handler: Handler) {
  return (req: IncomingMessage, res: ServerResponse): void => {
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
}
