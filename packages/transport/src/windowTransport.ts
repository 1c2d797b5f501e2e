import { ERROR_CODES, HostBridgeError } from "./errors";
import { defaultLogger } from "./log";
import { originMatcher, resolveTargetOrigin } from "./origin";
import type { OriginPattern } from "./origin";
import { createHub } from "./transport";
import type { Transport } from "./transport";

/** A window (or anything) that can receive a cross-document `postMessage`. */
export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** The object whose `message` events the window transport listens to (normally `window`). */
export interface MessageEventSource {
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  removeEventListener(type: "message", listener: (event: MessageEvent) => void): void;
}

/** Options of {@link createWindowTransport}. */
export interface WindowTransportOptions {
  /**
   * The window on the other side, or a function returning it (called at each use). Default, for an
   * app: `window.parent` when the page is framed, else `window.opener`. For a host, pass the app's
   * `iframe.contentWindow`. Messages are accepted only when `event.source` is this window.
   */
  target?: MessageTarget | (() => MessageTarget | null | undefined);
  /**
   * Origin(s) the other side may have. Outgoing messages are posted with a concrete `targetOrigin`
   * (the string; for a RegExp/list, the detected parent origin when it matches, else the list's first
   * string) and inbound ones are accepted only from a matching `event.origin`. Default, only when
   * `target` is not given: `location.ancestorOrigins[0]`, else the origin of `document.referrer`.
   * When no origin can be determined, `send` throws `ORIGIN_NOT_CONFIGURED`.
   */
  targetOrigin?: OriginPattern | undefined;
  /**
   * UNSAFE. When `true` and no `targetOrigin` is given, messages are posted with `"*"` (any page that
   * frames the app can read them) and accepted from any origin (the `source` check still applies).
   * A warning is reported once. Default `false`.
   */
  unsafeAllowAnyOrigin?: boolean | undefined;
  /** Where to listen for `message` events. Default: the global `window` (nothing, outside a browser). */
  self?: MessageEventSource;
  /** Receives the one-time `unsafeAllowAnyOrigin` warning. Default: `console.warn`. */
  warn?: ((message: string) => void) | undefined;
}

const UNSAFE_WARNING =
  'HostBridge: unsafeAllowAnyOrigin posts messages with targetOrigin "*" and accepts them from any origin, ' +
  "so any page framing this app can read and answer its requests (tokens included); set `hostOrigin` instead";

/**
 * A {@link Transport} over `window.postMessage`, for an app in an iframe (or opened window) and, with
 * `target`/`targetOrigin`, for the host side talking to the app's iframe. Outgoing messages are pinned
 * to the other side's origin, never `"*"` unless `unsafeAllowAnyOrigin` is set; inbound messages are
 * accepted only when `event.source` is the target window AND `event.origin` is allowed. Nothing
 * touches `window` before the first `send`/`listen`.
 *
 * @example
 * ```ts
 * // host page: talk to the app in an iframe
 * const transport = createWindowTransport({
 *   target: () => iframe.contentWindow,
 *   targetOrigin: "https://app.example.com",
 * });
 * transport.listen((message) => console.log("from the app", message));
 * ```
 */
export function createWindowTransport(options: WindowTransportOptions = {}): Transport {
  const { target: targetOption, targetOrigin: pattern } = options;
  const anyOrigin = options.unsafeAllowAnyOrigin && pattern === undefined;
  let warned: unknown;
  let postOrigin: string | undefined;
  let matcher: ((origin: string) => boolean) | undefined;

  // Resolved at use, cached once known: "*" (unsafe opt-in), or the concrete host origin.
  const resolveOrigin = () => {
    if (anyOrigin && !warned) (options.warn ?? defaultLogger().warn)(UNSAFE_WARNING);
    warned = 1;
    return (postOrigin ??= anyOrigin ? "*" : resolveTargetOrigin(pattern, !targetOption));
  };
  const resolveTarget = (): MessageTarget => {
    const w = globalThis.window as Window | undefined;
    const found: MessageTarget | null | undefined =
      typeof targetOption == "function"
        ? targetOption()
        : (targetOption ?? (w && (w.parent != w ? w.parent : (w.opener as Window | null))));
    if (found) return found;
    throw new HostBridgeError(
      ERROR_CODES.NOT_EMBEDDED,
      targetOption
        ? "the target window is gone (iframe removed or not loaded yet); pass a live window as `target`"
        : `there is no host window (${w ? "no parent frame, no opener" : "no window: server-side or Node"}); ` +
            "run the app inside the host (or the HostBridge dev host), or pass `transport` to createBridge()",
    );
  };

  const hub = createHub("window transport", (deliver, drop) => {
    const self: MessageEventSource | undefined = options.self ?? globalThis.window;
    if (!self) return;
    const onMessage = (event: MessageEvent) => {
      let reason = `origin ${event.origin} is not an allowed host origin`;
      try {
        if (event.source != resolveTarget()) reason = "the sender is not the target window";
        else if (
          anyOrigin ||
          (matcher ??= pattern ? originMatcher(pattern) : (o) => o == resolveOrigin())(event.origin)
        ) {
          return deliver(event.data);
        }
      } catch (error) {
        reason = (error as Error).message;
      }
      drop(reason, event.data);
    };
    if (anyOrigin) resolveOrigin(); // warns at once when listening with the unsafe opt-in
    self.addEventListener("message", onMessage);
    return () => self.removeEventListener("message", onMessage);
  });

  return {
    send(message) {
      hub.check();
      resolveTarget().postMessage(message, resolveOrigin());
    },
    listen: hub.listen,
    close: hub.close,
  };
}
