// Sends one request over node:http(s), or over the caller's fetch when one is given.
import { sendWithFetch } from "./fetchTransport";
import type { HttpRequest, HttpResponse } from "./http";
import { sendWithNode } from "./nodeTransport";

/** Sends one request and resolves with the answer, or rejects with a {@link TransportFailure}. */
export function sendRequest(request: HttpRequest): Promise<HttpResponse> {
  return request.fetch ? sendWithFetch(request, request.fetch) : sendWithNode(request);
}
