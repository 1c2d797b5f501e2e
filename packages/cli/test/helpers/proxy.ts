import { createServer, request } from "node:http";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { onCleanup } from "./platform";

/** A request the proxy saw. */
export interface ProxiedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/** What to do with a request: forward it, or handle it here (a fault). */
export type FaultRule = (
  req: IncomingMessage,
  res: ServerResponse,
  seen: ProxiedRequest[],
) => "forward" | "forward-then-drop" | "handled";

/**
 * A fault-injecting HTTP proxy in front of `target` on 127.0.0.1:0. The rule decides per request:
 * forward it, forward it and then cut the client's connection instead of answering (the answer is
 * lost), or handle it itself.
 */
export async function startProxy(
  target: string,
  rule: FaultRule,
): Promise<{ url: string; seen: ProxiedRequest[] }> {
  const seen: ProxiedRequest[] = [];
  const sockets = new Set<Socket>();
  const targetUrl = new URL(target);
  const server = createServer((req, res) => {
    seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers });
    const decision = rule(req, res, seen);
    if (decision === "handled") return;
    const headers = { ...req.headers, host: targetUrl.host };
    delete headers.expect;
    const upstream = request(
      {
        host: targetUrl.hostname,
        port: targetUrl.port,
        method: req.method,
        path: req.url,
        headers,
      },
      (answer) => {
        if (decision === "forward-then-drop") {
          answer.resume();
          answer.on("end", () => req.socket.destroy());
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onCleanup(
    () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}
