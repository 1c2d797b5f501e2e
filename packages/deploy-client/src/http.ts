import http from "node:http";
import https from "node:https";
import { Readable } from "node:stream";
import { DeployError, redact } from "./errors";

/** A function with the signature of the global `fetch`, used instead of node:http when given. */
export type FetchLike = (
  input: string | URL,
  init?: RequestInit & { duplex?: "half" },
) => Promise<Response>;

/** A request body that can be produced (once per attempt) as a stream of known length. */
export interface RequestBody {
  /** Exact number of bytes `open()` yields. */
  length: number;
  /** Opens the body; called once per attempt. */
  open(): AsyncIterable<Uint8Array>;
}

/** One HTTP request, as sent by {@link sendRequest}. */
export interface HttpRequest {
  method: "GET" | "POST";
  url: URL;
  headers: Record<string, string>;
  body?: RequestBody;
  /** Idle timeout: fail when no byte was sent or received for this long (ms). */
  timeout: number;
  signal?: AbortSignal;
  /** Called with the running total of body bytes handed to the connection. */
  onBytesSent?: (sent: number) => void;
  /** The API key, used only to redact it from any text that ends up in an error. */
  secret?: string;
  /** Use this fetch instead of node:http/https. */
  fetch?: FetchLike;
  /**
   * Send `Expect: 100-continue` and hold the body until the server says to go on (or answers
   * early, e.g. 401 or 413, so nothing is uploaded in vain). node:http only.
   */
  expectContinue?: boolean;
}

/** How long to wait for `100 Continue` before sending the body anyway (servers that ignore Expect). */
const CONTINUE_WAIT_MS = 1000;

/** A complete HTTP answer (body read as text, at most 1 MiB; the rest is read and dropped). */
export interface HttpResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/**
 * Why a request produced no answer. `reachedServer` is false only when the request provably never
 * reached the server (the connection was never established).
 */
export class TransportFailure extends Error {
  override readonly name = "TransportFailure";
  constructor(
    readonly reason: "network" | "timeout" | "aborted",
    readonly reachedServer: boolean,
    readonly bytesSent: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const MAX_RESPONSE_BYTES = 1024 * 1024;
/** Error codes that mean the connection was never established. */
const NOT_CONNECTED_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EAI_FAIL",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EADDRNOTAVAIL",
  "UND_ERR_CONNECT_TIMEOUT",
]);

function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function describeNetworkError(error: unknown, secret: string | undefined): string {
  const code = errorCode(error);
  const message = error instanceof Error ? error.message : String(error);
  return redact(code && !message.includes(code) ? `${code}: ${message}` : message, secret);
}

/** Sends one request and resolves with the answer, or rejects with a {@link TransportFailure}. */
export function sendRequest(request: HttpRequest): Promise<HttpResponse> {
  return request.fetch ? sendWithFetch(request, request.fetch) : sendWithNode(request);
}

function sendWithNode(request: HttpRequest): Promise<HttpResponse> {
  const { url, signal } = request;
  return new Promise<HttpResponse>((resolvePromise, rejectPromise) => {
    let settled = false;
    let connected = false;
    let bytesSent = 0;
    let gotResponse = false;
    let bodyDone = !request.body;
    const transport = url.protocol === "https:" ? https : http;
    const headers: Record<string, string> = { ...request.headers };
    if (request.body) headers["Content-Length"] = String(request.body.length);
    const expectContinue = Boolean(
      request.expectContinue && request.body && request.body.length > 0,
    );
    if (expectContinue) headers.Expect = "100-continue";
    const req = transport.request(url, { method: request.method, headers, agent: false });
    let continueTimer: NodeJS.Timeout | undefined;

    const finish = (error: TransportFailure | undefined, response?: HttpResponse) => {
      if (settled) return;
      settled = true;
      clearTimeout(continueTimer);
      signal?.removeEventListener("abort", onAbort);
      if (error) {
        req.destroy();
        rejectPromise(error);
      } else {
        if (!bodyDone) req.destroy();
        resolvePromise(response!);
      }
    };
    const failure = (reason: "network" | "timeout" | "aborted", message: string, cause?: unknown) =>
      new TransportFailure(reason, connected, bytesSent, message, { cause });
    const onAbort = () => finish(failure("aborted", "the request was aborted", signal?.reason));
    if (signal?.aborted) {
      req.destroy();
      rejectPromise(
        new TransportFailure("aborted", false, 0, "the request was aborted before it started"),
      );
      return;
    }
    signal?.addEventListener("abort", onAbort, { once: true });

    req.setTimeout(request.timeout, () =>
      finish(failure("timeout", `no byte was sent or received for ${request.timeout} ms`)),
    );
    req.on("socket", (socket) => {
      const event = url.protocol === "https:" ? "secureConnect" : "connect";
      socket.once(event, () => {
        connected = true;
      });
    });
    req.on("error", (error) => {
      if (gotResponse) return;
      finish(failure("network", describeNetworkError(error, request.secret), error));
    });
    req.on("response", (res) => {
      gotResponse = true;
      const chunks: Buffer[] = [];
      let received = 0;
      res.on("data", (chunk: Buffer) => {
        received += chunk.length;
        if (received <= MAX_RESPONSE_BYTES) chunks.push(chunk);
      });
      res.on("error", (error) =>
        finish(failure("network", describeNetworkError(error, request.secret), error)),
      );
      res.on("aborted", () =>
        finish(failure("network", "the connection closed while the answer was being read")),
      );
      res.on("end", () => {
        const responseHeaders: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined)
            responseHeaders[name] = Array.isArray(value) ? value.join(", ") : value;
        }
        finish(undefined, {
          status: res.statusCode ?? 0,
          headers: responseHeaders,
          text: Buffer.concat(chunks).toString("utf8"),
        });
      });
    });

    if (!request.body) {
      req.end();
      return;
    }
    const body = request.body;
    let started = false;
    const pump = async () => {
      if (started) return;
      started = true;
      clearTimeout(continueTimer);
      try {
        for await (const chunk of body.open()) {
          if (settled || gotResponse) return;
          bytesSent += chunk.length;
          request.onBytesSent?.(bytesSent);
          if (!req.write(chunk)) {
            await new Promise<void>((resolveDrain) => {
              const done = () => {
                req.off("drain", done);
                req.off("close", done);
                resolveDrain();
              };
              req.on("drain", done);
              req.on("close", done);
            });
          }
        }
        if (!settled && !gotResponse) {
          bodyDone = true;
          req.end();
        }
      } catch (error) {
        finish(
          failure("network", `reading the request body failed: ${(error as Error).message}`, error),
        );
      }
    };
    if (expectContinue) {
      req.on("continue", () => void pump());
      continueTimer = setTimeout(() => {
        if (!gotResponse) void pump();
      }, CONTINUE_WAIT_MS);
      req.flushHeaders();
    } else {
      void pump();
    }
  });
}

async function sendWithFetch(request: HttpRequest, fetchImpl: FetchLike): Promise<HttpResponse> {
  const controller = new AbortController();
  let bytesSent = 0;
  let reason: "timeout" | "aborted" | undefined;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      reason = "timeout";
      controller.abort();
    }, request.timeout);
  };
  const onAbort = () => {
    reason = "aborted";
    controller.abort();
  };
  if (request.signal?.aborted)
    throw new TransportFailure("aborted", false, 0, "the request was aborted before it started");
  request.signal?.addEventListener("abort", onAbort, { once: true });
  arm();
  let body: ReadableStream<Uint8Array> | undefined;
  const headers: Record<string, string> = { ...request.headers };
  if (request.body) {
    headers["Content-Length"] = String(request.body.length);
    const source = request.body.open();
    body = Readable.toWeb(
      Readable.from(
        (async function* () {
          for await (const chunk of source) {
            bytesSent += chunk.length;
            request.onBytesSent?.(bytesSent);
            arm();
            yield chunk;
          }
        })(),
      ),
    ) as ReadableStream<Uint8Array>;
  }
  try {
    const response = await fetchImpl(request.url, {
      method: request.method,
      headers,
      body,
      duplex: body ? "half" : undefined,
      redirect: "manual",
      signal: controller.signal,
    });
    arm();
    const reader = response.body?.getReader();
    const chunks: Uint8Array[] = [];
    let received = 0;
    if (reader) {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        arm();
        received += value.length;
        if (received <= MAX_RESPONSE_BYTES) chunks.push(value);
      }
    }
    const responseHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      responseHeaders[name] = value;
    });
    return {
      status: response.status,
      headers: responseHeaders,
      text: Buffer.concat(chunks).toString("utf8"),
    };
  } catch (error) {
    const code = errorCode(error);
    const reachedServer = !NOT_CONNECTED_CODES.has(code ?? "");
    if (reason === "timeout") {
      throw new TransportFailure(
        "timeout",
        true,
        bytesSent,
        `no byte was sent or received for ${request.timeout} ms`,
        {
          cause: error,
        },
      );
    }
    if (reason === "aborted") {
      throw new TransportFailure("aborted", bytesSent > 0, bytesSent, "the request was aborted", {
        cause: error,
      });
    }
    throw new TransportFailure(
      "network",
      reachedServer,
      bytesSent,
      describeNetworkError(error, request.secret),
      {
        cause: error,
      },
    );
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener("abort", onAbort);
  }
}

/**
 * Parses `Retry-After` (delta seconds or an HTTP date) into milliseconds from `now`.
 * Returns undefined when absent or unparseable.
 */
export function parseRetryAfter(
  value: string | undefined,
  now: number = Date.now(),
): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/** Resolves a path below the base URL (keeping any path prefix the base URL has). */
export function endpoint(baseUrl: URL, path: string): URL {
  const base = new URL(baseUrl.href);
  if (!base.pathname.endsWith("/")) base.pathname += "/";
  base.search = "";
  base.hash = "";
  return new URL(path, base);
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/**
 * Validates the base URL: http(s) only, no credentials, and plain http only for loopback hosts
 * unless `allowInsecureHttp` (the API key would otherwise cross the network in clear text).
 */
export function parseBaseUrl(baseUrl: string | URL | undefined, allowInsecureHttp = false): URL {
  if (baseUrl === undefined || baseUrl === "") {
    throw new DeployError(
      "CONFIG",
      "no base URL was given; pass the platform's address (for example https://platform.example.com) as baseUrl",
    );
  }
  let url: URL;
  try {
    url = new URL(String(baseUrl));
  } catch (error) {
    throw new DeployError(
      "CONFIG",
      `the base URL "${String(baseUrl)}" is not a valid URL; expected e.g. https://platform.example.com`,
      {
        cause: error,
      },
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new DeployError(
      "CONFIG",
      `the base URL must use https (or http for a local platform), not ${url.protocol}`,
    );
  }
  if (url.username || url.password) {
    throw new DeployError(
      "CONFIG",
      "the base URL must not contain a user name or password; the API key is the only credential",
    );
  }
  if (
    url.protocol === "http:" &&
    !LOOPBACK_HOSTS.has(url.hostname) &&
    !url.hostname.startsWith("127.") &&
    !allowInsecureHttp
  ) {
    throw new DeployError(
      "CONFIG",
      `refusing to send the API key in clear text to ${url.host} over http; use an https base URL (plain http is allowed only for localhost, or with allowInsecureHttp)`,
    );
  }
  return url;
}

/** Checks that an API key is present and usable as a header value, without ever echoing it. */
export function checkApiKey(apiKey: string | undefined): string {
  if (!apiKey) {
    throw new DeployError(
      "CONFIG",
      "no API key was given; set HOSTBRIDGE_API_KEY (or pass apiKey) with a key created in the admin console",
    );
  }
  if (/[\r\n\0]/.test(apiKey) || apiKey.trim() !== apiKey) {
    throw new DeployError(
      "CONFIG",
      "the API key contains whitespace or control characters (often a trailing newline from a file); remove them",
    );
  }
  return apiKey;
}
