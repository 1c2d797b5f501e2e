import { createHash } from "node:crypto";
import { createServer } from "node:http";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterEach } from "vitest";

/** A request as the test server saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The body (only when the handler read it with `readBody`). */
  body: Buffer;
  /** Multipart text fields and file parts parsed from the body. */
  fields: Record<string, string[]>;
  files: Record<string, { filename: string; size: number; content: Buffer }>;
}

/** What a handler gets. */
export interface HandlerContext {
  req: IncomingMessage;
  res: ServerResponse;
  /** Index of this request (0-based) on this server. */
  index: number;
  /** Reads the whole body into the record (and parses multipart). */
  readBody(): Promise<SeenRequest>;
  /** Answers JSON. */
  json(status: number, body: unknown, headers?: Record<string, string>): void;
}

export interface TestServer {
  url: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

function parseMultipart(contentType: string | undefined, body: Buffer) {
  const fields: Record<string, string[]> = {};
  const files: SeenRequest["files"] = {};
  const match = /boundary=([^;]+)/.exec(contentType ?? "");
  if (!match) return { fields, files };
  const delimiter = Buffer.from(`--${match[1]}`);
  let position = body.indexOf(delimiter);
  while (position >= 0) {
    const start = position + delimiter.length;
    if (body.subarray(start, start + 2).toString() === "--") break;
    const next = body.indexOf(delimiter, start);
    if (next < 0) break;
    const part = body.subarray(start + 2, next - 2);
    const headerEnd = part.indexOf("\r\n\r\n");
    const head = part.subarray(0, headerEnd).toString("latin1");
    const content = part.subarray(headerEnd + 4);
    const name = /name="([^"]*)"/.exec(head)?.[1] ?? "";
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    if (filename !== undefined)
      files[name] = { filename, size: content.length, content: Buffer.from(content) };
    else (fields[name] ??= []).push(content.toString("utf8"));
    position = next;
  }
  return { fields, files };
}

/** Starts an HTTP server on 127.0.0.1:0 that records requests and lets `handler` answer. */
export async function startServer(
  handler: (context: HandlerContext) => void | Promise<void>,
): Promise<TestServer> {
  const requests: SeenRequest[] = [];
  const sockets = new Set<Socket>();
  let count = 0;
  const server = createServer((req, res) => {
    const index = count++;
    const record: SeenRequest = {
      method: req.method ?? "",
      url: req.url ?? "",
      headers: req.headers,
      body: Buffer.alloc(0),
      fields: {},
      files: {},
    };
    requests.push(record);
    const context: HandlerContext = {
      req,
      res,
      index,
      async readBody() {
        const chunks: Buffer[] = [];
        for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
        record.body = Buffer.concat(chunks);
        Object.assign(record, parseMultipart(req.headers["content-type"], record.body));
        return record;
      },
      json(status, body, headers = {}) {
        res.writeHead(status, { "Content-Type": "application/json", ...headers });
        res.end(JSON.stringify(body));
      },
    };
    Promise.resolve(handler(context)).catch((error: unknown) => {
      res.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const testServer: TestServer = {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  servers.push(testServer);
  return testServer;
}

/** A port on 127.0.0.1 where nothing listens (a server was opened there and closed). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A 201 publish answer for the file a request carried. */
export function releaseFor(request: SeenRequest, version = 1, name = "demo-app") {
  const file = request.files.file;
  return {
    app: { name, latest_version: version },
    release: {
      version,
      created_at: new Date(0).toISOString(),
      sha256: file ? createHashHex(file.content) : "",
      size: file?.size ?? 0,
    },
  };
}

function createHashHex(content: Buffer): string {
  return createHash("sha256").update(content).digest("hex");
}
