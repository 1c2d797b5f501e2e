// Browser-test helpers for real cross-origin iframes in Chromium. The test page is served by Vitest on
// http://localhost:<port>; the fixture pages by the same server on the other loopback origin,
// http://127.0.0.1:<port>, which the browser treats as a different origin (and site).
export const HOST = location.origin;
export const OTHER = `${location.protocol}//${location.hostname === "127.0.0.1" ? "localhost" : "127.0.0.1"}:${location.port}`;
export const FIXTURES = "/packages/transport/test/fixtures";

/** Run (and emptied) after each test by the test files. */
export const cleanups: (() => void)[] = [];

/** Resolves with the first message from `source` that satisfies `match`, or rejects after `ms`. */
export function waitForMessage<T = Record<string, unknown>>(
  source: () => Window | null,
  match: (data: T) => boolean,
  ms = 8000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      window.removeEventListener("message", onMessage);
      reject(new Error("timed out waiting for a message"));
    }, ms);
    const onMessage = (event: MessageEvent<T>) => {
      if ((source() && event.source !== source()) || !match(event.data)) return;
      clearTimeout(timer);
      window.removeEventListener("message", onMessage);
      resolve(event.data);
    };
    window.addEventListener("message", onMessage);
  });
}

export interface Ready {
  __fixture: true;
  kind: "ready" | "report" | "result";
  id?: number;
  origin: string;
  helloError?: string;
  events: { type: string; body: unknown }[];
  pending: number;
  listeners: number;
  messageListeners: number;
  ok?: boolean;
  code?: string;
  response?: { response: { status: string; body: unknown } };
}

/**
 * Loads a fixture page in a new iframe; resolves once it says it is ready. With `anySource`, the ready
 * message is matched by content only (when window.postMessage is wrapped, the wrapper's realm, this
 * window, becomes the event's source).
 */
export async function frame<T>(
  origin: string,
  page: "app" | "peer",
  hash: object = {},
  name?: string,
  anySource = false,
) {
  const iframe = document.createElement("iframe");
  if (name) iframe.name = name;
  iframe.src = `${origin}${FIXTURES}/${page}.html#${encodeURIComponent(JSON.stringify(hash))}`;
  const ready = waitForMessage<T & { __fixture?: true; __peerReady?: true; kind?: string }>(
    () => (anySource ? null : iframe.contentWindow),
    (d) => d?.__peerReady === true || d?.kind === "ready",
  );
  document.body.append(iframe);
  cleanups.push(() => iframe.remove());
  return { iframe, ready: await ready, win: () => iframe.contentWindow };
}

let commandId = 0;
/** Sends a raw fixture command to an app frame and waits for its reply. */
export function command(
  app: { win: () => Window | null },
  command: object,
  targetOrigin: string,
): Promise<Ready> {
  const id = ++commandId;
  const reply = waitForMessage<Ready>(app.win, (d) => d?.__fixture === true && d.id === id);
  app.win()!.postMessage({ ...command, id }, targetOrigin);
  return reply;
}
