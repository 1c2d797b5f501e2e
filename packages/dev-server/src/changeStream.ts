// The change stream (`GET /__hostbridge/events`): server-sent events to every open page, with a
// heartbeat that keeps idle streams open through proxies and lets dead clients be noticed.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { DevEvents } from "./contract";

/** The open event streams. */
export interface ChangeStream {
  /** Answers `req` with an event stream that starts with `hello`. */
  open(req: IncomingMessage, res: ServerResponse, revision: number): void;
  /** Sends one event to every open stream. */
  broadcast<Name extends keyof DevEvents>(event: Name, data: DevEvents[Name]): void;
  /** Ends every stream and the heartbeat. */
  close(): void;
}

/** A change stream with no clients yet. */
export function createChangeStream(heartbeatMs = 15_000): ChangeStream {
  const clients = new Set<ServerResponse>();
  const heartbeat = setInterval(() => {
    for (const client of clients) client.write(": ping\n\n");
  }, heartbeatMs);
  heartbeat.unref();
  return {
    open(req, res, revision) {
      res.writeHead(200, {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-store",
        Connection: "keep-alive",
      });
      res.write(`retry: 1000\nevent: hello\ndata: ${JSON.stringify({ revision })}\n\n`);
      clients.add(res);
      req.once("close", () => clients.delete(res));
    },
    broadcast(event, data) {
      const frame = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
      for (const client of clients) client.write(frame);
    },
    close() {
      clearInterval(heartbeat);
      for (const client of clients) client.end();
      clients.clear();
    },
  };
}
