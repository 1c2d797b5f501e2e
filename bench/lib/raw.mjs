// @ts-check
// The raw baselines: hand-written postMessage request/response over the same envelopes as HostBridge,
// doing the same correlation work an app would do by hand (an id -> promise map, `event.origin` and
// `event.source` checks on windows) and nothing more (no timeouts, no casing, no validation).
// Used by the round-trip pages (bundled by esbuild), the throughput benchmark (Node) and the size
// benchmark (as the "hand-written" row).

/**
 * @typedef {object} RawClient
 * @property {(type: string, body?: unknown) => Promise<unknown>} request - sends a SVC_REQUEST, resolves the SVC_RESPONSE envelope
 * @property {() => number} pendingCount - requests still waiting
 * @property {() => void} dispose - removes the listener and rejects what is pending
 */

/**
 * @typedef {{ addEventListener(type: "message", l: (event: MessageEvent) => void): void,
 *   removeEventListener(type: "message", l: (event: MessageEvent) => void): void }} MessageSource
 */

/**
 * @param {(listener: (data: any) => void) => () => void} listen
 * @param {(message: object) => void} post
 * @returns {RawClient}
 */
function createClient(listen, post) {
  /** @type {Map<string, { resolve: (v: unknown) => void, reject: (e: Error) => void }>} */
  const pending = new Map();
  const unlisten = listen((m) => {
    if (!m || m.type !== "SVC_RESPONSE" || !m.request || !m.response) return;
    const entry = pending.get(m.request.id);
    if (!entry) return;
    pending.delete(m.request.id);
    if (m.response.status === "ok") entry.resolve(m);
    else entry.reject(new Error(`host answered ${m.request.type} with an error`));
  });
  return {
    request(type, body) {
      return new Promise((resolve, reject) => {
        const id = crypto.randomUUID();
        pending.set(id, { resolve, reject });
        post({
          type: "SVC_REQUEST",
          request: body === undefined ? { id, type } : { id, type, body },
        });
      });
    },
    pendingCount: () => pending.size,
    dispose() {
      unlisten();
      for (const entry of pending.values()) entry.reject(new Error("disposed"));
      pending.clear();
    },
  };
}

/**
 * A raw app-side client over `window.postMessage`: posts to `target` pinned to `targetOrigin`, and
 * accepts responses only when `event.source === target` and `event.origin === targetOrigin`.
 * @param {{ postMessage(message: unknown, targetOrigin: string): void }} target - the host window (`window.parent`)
 * @param {string} targetOrigin - the host's origin
 * @param {MessageSource} self - where `message` events arrive (`window`)
 */
export function createRawWindowClient(target, targetOrigin, self) {
  return createClient(
    (deliver) => {
      const onMessage = (/** @type {MessageEvent} */ event) => {
        if (event.source === target && event.origin === targetOrigin) deliver(event.data);
      };
      self.addEventListener("message", onMessage);
      return () => self.removeEventListener("message", onMessage);
    },
    (message) => target.postMessage(message, targetOrigin),
  );
}

/**
 * A raw app-side client over a `MessagePort` (browser or Node): the port is private to both sides,
 * so there is no origin check.
 * @param {MessagePort} port
 */
export function createRawPortClient(port) {
  return createClient(
    (deliver) => {
      const onMessage = (/** @type {MessageEvent} */ event) => deliver(event.data);
      port.addEventListener("message", onMessage);
      port.start();
      return () => port.removeEventListener("message", onMessage);
    },
    (message) => port.postMessage(message),
  );
}

/**
 * Answers a SVC_REQUEST envelope the way a minimal host does: the request echoed, status ok, and
 * `body` when the answer gives one. Returns `undefined` for anything that is not a SVC_REQUEST.
 * @param {any} m
 * @param {(type: string, body: unknown) => unknown} [answer]
 */
export function rawResponse(m, answer) {
  if (!m || m.type !== "SVC_REQUEST" || !m.request || typeof m.request.id !== "string")
    return undefined;
  const body = answer?.(m.request.type, m.request.body);
  return {
    type: "SVC_RESPONSE",
    request: m.request,
    response: body === undefined ? { status: "ok" } : { status: "ok", body },
  };
}

/**
 * A raw host-side responder over `window.postMessage`: answers every SVC_REQUEST from the app's
 * window (`event.source`) and origin (`event.origin`), posting back pinned to that origin.
 * @param {() => ({ postMessage(message: unknown, targetOrigin: string): void } | null)} target - the app's window (`iframe.contentWindow`)
 * @param {string} appOrigin
 * @param {MessageSource} self - where `message` events arrive (the host `window`)
 * @param {(type: string, body: unknown) => unknown} [answer] - the response body per request
 * @returns {() => void} stops answering
 */
export function createRawWindowResponder(target, appOrigin, self, answer) {
  const onMessage = (/** @type {MessageEvent} */ event) => {
    const app = target();
    if (!app || event.source !== app || event.origin !== appOrigin) return;
    const response = rawResponse(event.data, answer);
    if (response) app.postMessage(response, appOrigin);
  };
  self.addEventListener("message", onMessage);
  return () => self.removeEventListener("message", onMessage);
}

/**
 * A raw host-side responder over a `MessagePort`.
 * @param {MessagePort} port
 * @param {(type: string, body: unknown) => unknown} [answer]
 * @returns {() => void} stops answering
 */
export function createRawPortResponder(port, answer) {
  const onMessage = (/** @type {MessageEvent} */ event) => {
    const response = rawResponse(event.data, answer);
    if (response) port.postMessage(response);
  };
  port.addEventListener("message", onMessage);
  port.start();
  return () => port.removeEventListener("message", onMessage);
}
