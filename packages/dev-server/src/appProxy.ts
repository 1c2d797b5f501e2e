// Same-origin mode for an app loaded from its own dev server (`appUrl`, e.g. Vite): the dev host
// origin forwards the app's requests to that server, so an app of the platform's existing client
// runs on the host's origin with its dev server's hot reload. The app's entry page is reached under
// APP_PATH; the absolute paths a dev server's pages use (`/@vite/client`, `/src/main.ts`,
// `/node_modules/.vite/...`) are forwarded when the dev host page has no file of that name; and the
// dev server's hot-reload WebSocket is tunnelled. The dev server's own rules decide what it serves;
// its pages' script tags that load the platform's client from a CDN are pointed at the dev server's
// copy, as for an app served from its files (./clientTags).
import { request as httpRequest } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import { request as httpsRequest } from "node:https";
import { connect as netConnect } from "node:net";
import type { Duplex } from "node:stream";
import { connect as tlsConnect } from "node:tls";
import { sendText } from "./staticFiles";

/** Where the app's dev server listens, and how to reach it. */
export interface AppProxyTarget {
  /** The dev server's origin (`http://127.0.0.1:5173`). */
  origin: URL;
}

const defaultPort = (url: URL) => Number(url.port || (url.protocol === "https:" ? 443 : 80));

/** Whether an answer of the app's dev server is an HTML page. */
const isHtml = (answer: IncomingMessage) =>
  /^text\/html\b/i.test(answer.headers["content-type"] ?? "");

/**
 * Sends `answer`'s page through `transformHtml` (the client's script tags pointed at the dev
 * server's copy, ./clientTags), with its length fixed; `false` when it is not a page.
 */
function sendTransformedPage(
  answer: IncomingMessage,
  res: ServerResponse,
  transformHtml: (html: string) => string,
  done: () => void,
): boolean {
  if (!isHtml(answer) || answer.headers["content-encoding"]) return false;
  const chunks: Buffer[] = [];
  answer.on("data", (chunk: Buffer) => chunks.push(chunk));
  answer.on("end", () => {
    const body = Buffer.from(transformHtml(Buffer.concat(chunks).toString("utf8")));
    const headers = { ...answer.headers, "content-length": String(body.length) };
    delete headers["transfer-encoding"];
    res.writeHead(answer.statusCode ?? 502, headers);
    res.end(body);
    done();
  });
  return true;
}

/**
 * Forwards `req` to the app's dev server at `path` (with its query) and streams the answer back;
 * an HTML page goes through `transformHtml` when given (asked for unencoded, to read it).
 */
export function forwardToApp(
  req: IncomingMessage,
  res: ServerResponse,
  target: AppProxyTarget,
  path: string,
  transformHtml?: (html: string) => string,
): Promise<void> {
  const { origin } = target;
  const send = origin.protocol === "https:" ? httpsRequest : httpRequest;
  const headers = { ...req.headers, host: origin.host };
  const transform = req.method === "GET" ? transformHtml : undefined;
  if (transform) headers["accept-encoding"] = "identity";
  return new Promise((done) => {
    const upstream = send(
      {
        host: origin.hostname.replace(/^\[|\]$/g, ""),
        port: defaultPort(origin),
        method: req.method,
        path,
        headers,
      },
      (answer) => {
        answer.on("error", () => {
          res.destroy();
          done();
        });
        if (transform && sendTransformedPage(answer, res, transform, done)) return;
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on("end", done);
      },
    );
    upstream.on("error", (error) => {
      if (!res.headersSent)
        sendText(
          res,
          502,
          `The app's dev server at ${origin.origin} did not answer (${error.message}): start it (for example \`npm run dev\`); the dev host loads the app as soon as it answers.`,
        );
      else res.destroy();
      done();
    });
    req.pipe(upstream);
  });
}

/**
 * Tunnels an HTTP upgrade (the dev server's hot-reload WebSocket) to the app's dev server: the
 * request as it came, then bytes both ways until either side closes.
 */
export function tunnelUpgrade(
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  target: AppProxyTarget,
): void {
  const { origin } = target;
  const options = { host: origin.hostname.replace(/^\[|\]$/g, ""), port: defaultPort(origin) };
  const upstream =
    origin.protocol === "https:"
      ? tlsConnect({ ...options, servername: origin.hostname })
      : netConnect(options);
  const lines = [`${req.method ?? "GET"} ${req.url ?? "/"} HTTP/1.1`];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    lines.push(`${name}: ${name.toLowerCase() === "host" ? origin.host : req.rawHeaders[i + 1]}`);
  }
  upstream.once(origin.protocol === "https:" ? "secureConnect" : "connect", () => {
    upstream.write(`${lines.join("\r\n")}\r\n\r\n`);
    if (head.length) upstream.write(head);
    upstream.pipe(socket);
    socket.pipe(upstream);
  });
  const end = () => {
    upstream.destroy();
    socket.destroy();
  };
  upstream.on("error", end);
  upstream.on("close", end);
  socket.on("error", end);
  socket.on("close", end);
}
