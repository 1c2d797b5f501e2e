// Sends a request with a given `fetch` (instead of node:http): an idle timer re-armed on every
// chunk sent or received, the caller's AbortSignal, and failures as TransportFailure.
import { Readable } from "node:stream";
import {
  describeNetworkError,
  errorCode,
  MAX_RESPONSE_BYTES,
  NOT_CONNECTED_CODES,
  TransportFailure,
} from "./http";
import type { FetchLike, HttpRequest, HttpResponse } from "./http";

/** Sends `request` with `fetchImpl`; rejects with a {@link TransportFailure}. */
export async function sendWithFetch(
  request: HttpRequest,
  fetchImpl: FetchLike,
): Promise<HttpResponse> {
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
