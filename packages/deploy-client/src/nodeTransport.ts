// Sends a request over node:http(s): one connection per request (no agent), an idle timeout, the
// caller's AbortSignal, `Expect: 100-continue` when asked, and the body written with backpressure.
// Whether the connection was ever established decides `reachedServer` of a failure.
import http from "node:http";
import type { ClientRequest, IncomingMessage } from "node:http";
import https from "node:https";
import { describeNetworkError, MAX_RESPONSE_BYTES, TransportFailure } from "./http";
import type { HttpRequest, HttpResponse, RequestBody } from "./http";

/** How long to wait for `100 Continue` before sending the body anyway (servers that ignore Expect). */
const CONTINUE_WAIT_MS = 1000;

/** The state of one request on its way: what was sent, what came back, and how it ends. */
class NodeExchange {
  settled = false;
  connected = false;
  bytesSent = 0;
  gotResponse = false;
  bodyDone: boolean;
  continueTimer: NodeJS.Timeout | undefined;

  constructor(
    readonly request: HttpRequest,
    readonly req: ClientRequest,
    private readonly resolvePromise: (response: HttpResponse) => void,
    private readonly rejectPromise: (error: TransportFailure) => void,
  ) {
    this.bodyDone = !request.body;
  }

  readonly onAbort = () =>
    this.finish(this.failure("aborted", "the request was aborted", this.request.signal?.reason));

  finish(error: TransportFailure | undefined, response?: HttpResponse): void {
    if (this.settled) return;
    this.settled = true;
    clearTimeout(this.continueTimer);
    this.request.signal?.removeEventListener("abort", this.onAbort);
    if (error) {
      this.req.destroy();
      this.rejectPromise(error);
    } else {
      if (!this.bodyDone) this.req.destroy();
      this.resolvePromise(response!);
    }
  }

  failure(
    reason: "network" | "timeout" | "aborted",
    message: string,
    cause?: unknown,
  ): TransportFailure {
    return new TransportFailure(reason, this.connected, this.bytesSent, message, { cause });
  }
}

/** Sends `request` over node:http(s); rejects with a {@link TransportFailure}. */
export function sendWithNode(request: HttpRequest): Promise<HttpResponse> {
  const { url, signal } = request;
  return new Promise<HttpResponse>((resolvePromise, rejectPromise) => {
    const transport = url.protocol === "https:" ? https : http;
    const headers: Record<string, string> = { ...request.headers };
    if (request.body) headers["Content-Length"] = String(request.body.length);
    const expectContinue = Boolean(
      request.expectContinue && request.body && request.body.length > 0,
    );
    if (expectContinue) headers.Expect = "100-continue";
    const req = transport.request(url, { method: request.method, headers, agent: false });
    const exchange = new NodeExchange(request, req, resolvePromise, rejectPromise);
    if (signal?.aborted) {
      req.destroy();
      rejectPromise(
        new TransportFailure("aborted", false, 0, "the request was aborted before it started"),
      );
      return;
    }
    signal?.addEventListener("abort", exchange.onAbort, { once: true });
    watchConnection(exchange);
    req.on("response", (res) => receiveResponse(exchange, res));

    if (!request.body) {
      req.end();
      return;
    }
    sendBody(exchange, request.body, expectContinue);
  });
}

/** The idle timeout, whether the connection was established, and errors before any answer. */
function watchConnection(exchange: NodeExchange): void {
  const { request, req } = exchange;
  req.setTimeout(request.timeout, () =>
    exchange.finish(
      exchange.failure("timeout", `no byte was sent or received for ${request.timeout} ms`),
    ),
  );
  req.on("socket", (socket) => {
    const event = request.url.protocol === "https:" ? "secureConnect" : "connect";
    socket.once(event, () => {
      exchange.connected = true;
    });
  });
  req.on("error", (error) => {
    if (exchange.gotResponse) return;
    exchange.finish(
      exchange.failure("network", describeNetworkError(error, request.secret), error),
    );
  });
}

/** Reads the answer (at most MAX_RESPONSE_BYTES kept) and ends the exchange with it. */
function receiveResponse(exchange: NodeExchange, res: IncomingMessage): void {
  exchange.gotResponse = true;
  const chunks: Buffer[] = [];
  let received = 0;
  res.on("data", (chunk: Buffer) => {
    received += chunk.length;
    if (received <= MAX_RESPONSE_BYTES) chunks.push(chunk);
  });
  res.on("error", (error) =>
    exchange.finish(
      exchange.failure("network", describeNetworkError(error, exchange.request.secret), error),
    ),
  );
  res.on("aborted", () =>
    exchange.finish(
      exchange.failure("network", "the connection closed while the answer was being read"),
    ),
  );
  res.on("end", () => {
    const responseHeaders: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined)
        responseHeaders[name] = Array.isArray(value) ? value.join(", ") : value;
    }
    exchange.finish(undefined, {
      status: res.statusCode ?? 0,
      headers: responseHeaders,
      text: Buffer.concat(chunks).toString("utf8"),
    });
  });
}

/**
 * Writes the body (waiting for `drain`), stopping as soon as an answer arrived; with
 * `expectContinue`, only after `100 Continue` or CONTINUE_WAIT_MS without an answer.
 */
function sendBody(exchange: NodeExchange, body: RequestBody, expectContinue: boolean): void {
  const { request, req } = exchange;
  let started = false;
  const pump = async () => {
    if (started) return;
    started = true;
    clearTimeout(exchange.continueTimer);
    try {
      for await (const chunk of body.open()) {
        if (exchange.settled || exchange.gotResponse) return;
        exchange.bytesSent += chunk.length;
        request.onBytesSent?.(exchange.bytesSent);
        if (!req.write(chunk)) await drained(req);
      }
      if (!exchange.settled && !exchange.gotResponse) {
        exchange.bodyDone = true;
        req.end();
      }
    } catch (error) {
      exchange.finish(
        exchange.failure(
          "network",
          `reading the request body failed: ${(error as Error).message}`,
          error,
        ),
      );
    }
  };
  if (expectContinue) {
    req.on("continue", () => void pump());
    exchange.continueTimer = setTimeout(() => {
      if (!exchange.gotResponse) void pump();
    }, CONTINUE_WAIT_MS);
    req.flushHeaders();
  } else {
    void pump();
  }
}

/** Resolves when the connection takes more data, or closed. */
function drained(req: ClientRequest): Promise<void> {
  return new Promise<void>((resolveDrain) => {
    const done = () => {
      req.off("drain", done);
      req.off("close", done);
      resolveDrain();
    };
    req.on("drain", done);
    req.on("close", done);
  });
}
