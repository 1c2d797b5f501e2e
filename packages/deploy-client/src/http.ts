// One HTTP exchange as the deploy client sees it: the request, the answer, and why there was none
// (TransportFailure). sendRequest.ts sends it over node:http (nodeTransport.ts) or a given fetch
// (fetchTransport.ts).
import { maskSecrets } from "@hostbridge/protocol-types";

/** What stands for the API key wherever a text that may hold it reaches a person (`maskSecrets`). */
export const API_KEY_MASK = "***";

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

/** One HTTP request, as `sendRequest` sends it. */
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

/** A complete HTTP answer (body read as text, at most 1 MiB; the rest is read and dropped). */
export interface HttpResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/**
 * Why a request produced no answer. `reachedServer` is false only when the request provably never
 * reached the server (the connection was never established).
 *
 * (Not a coded error: a private signal from the transports to the request loop, which decides on a
 * retry from `reason` and `reachedServer` and turns it into a `DeployError` before anything leaves
 * the package.)
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

/** The most answer bytes kept (the rest is read and dropped). */
export const MAX_RESPONSE_BYTES = 1024 * 1024;
/** Error codes that mean the connection was never established. */
export const NOT_CONNECTED_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EAI_FAIL",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EADDRNOTAVAIL",
  "UND_ERR_CONNECT_TIMEOUT",
]);

/** The first `code` on the error or its causes (e.g. ECONNREFUSED). */
export function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A network error as one line, with its code and without the API key. */
export function describeNetworkError(error: unknown, secret: string | undefined): string {
  const code = errorCode(error);
  const message = error instanceof Error ? error.message : String(error);
  return maskSecrets(
    code && !message.includes(code) ? `${code}: ${message}` : message,
    [secret],
    API_KEY_MASK,
  );
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
