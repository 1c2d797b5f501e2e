import { HostBridgeError } from "./errors";
import { defaultLogger } from "./log";
import { matchesOrigin, originError, originList, undetectedOriginError } from "./origin";
import type { OriginPattern } from "./origin";
import { createTransport, onMessageEvent } from "./transport";
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
  'unsafeAllowAnyOrigin: posting to "*", so any page framing the app can read its messages, tokens included; set `hostOrigin`';

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
  const { targetOrigin: pattern, unsafeAllowAnyOrigin, warn, target, self } = options;
  const given = pattern !== undefined;
  const anyOrigin = unsafeAllowAnyOrigin && !given;
  // the allowed origins (strings normalised at first use) and the origin messages are posted to
  let list: (string | RegExp)[] | undefined;
  let postOrigin: string | undefined;
  // an app's parent, its origin hidden from the frame, that spoke from an origin not allowed: the
  // browser drops every message posted to the allowed origin, so nothing sent can reach it (the
  // error every send throws from then on)
  let answeredFrom: HostBridgeError | undefined;

  const patterns = () => (list ??= originList(pattern!));
  const allows = (origin: string): boolean =>
    !!anyOrigin || (given ? matchesOrigin(patterns(), origin) : origin == resolveOrigin());
  // "*" only with the unsafe opt-in (warned about once); else the detected parent origin
  // (`location.ancestorOrigins[0]`, else the origin of `document.referrer`) when `target` is the default
  // and the pattern allows it; else the pattern's first string. A parent origin the pattern does not
  // allow, known for certain (`ancestorOrigins`, not a referrer: a frame may have navigated itself),
  // is an error: the browser would drop every message to it, and the host would never answer.
  const resolveOrigin = (): string => {
    if (answeredFrom) throw answeredFrom;
    if (!postOrigin) {
      let detected: string | undefined;
      let parent: string | undefined;
      try {
        detected = target
          ? ""
          : ((parent = location.ancestorOrigins?.[0]) ?? new URL(document.referrer).origin);
      } catch {
        // no location/document (not a browser), or no referrer
      }
      if (given && parent && parent != "null" && !allows(parent))
        throw originError(
          `the parent's origin ${parent} is not an allowed host origin (hostOrigin ${String(pattern)})`,
        );
      if (anyOrigin) (warn ?? defaultLogger().warn)(UNSAFE_WARNING);
      postOrigin = anyOrigin
        ? "*"
        : detected && detected != "null" && (!given || allows(detected))
          ? detected
          : given
            ? patterns().find((p): p is string => typeof p == "string")
            : "";
      if (!postOrigin) throw undetectedOriginError(detected);
    }
    return postOrigin;
  };
  const hiddenParent = (): boolean => {
    try {
      const ancestor = location.ancestorOrigins?.[0];
      return !ancestor || ancestor == "null";
    } catch {
      return true; // (no location: not a browser)
    }
  };
  const resolveTarget = (): MessageTarget => {
    const w = globalThis.window as Window | undefined;
    const found: MessageTarget | null | undefined =
      typeof target == "function"
        ? target()
        : (target ?? (w && (w.parent != w ? w.parent : (w.opener as Window | null))));
    if (found) return found;
    throw new HostBridgeError(
      "NOT_EMBEDDED",
      target
        ? "the target window is gone"
        : `no host: ${w ? "the app is the top-level page (no parent frame, no opener)" : "no window"}; open it from the platform or the dev host`,
    );
  };

  return createTransport(
    "window transport",
    (message) => resolveTarget().postMessage(message, resolveOrigin()),
    (deliver, drop) => {
      if (anyOrigin) resolveOrigin(); // warns at once when listening with the unsafe opt-in
      return onMessageEvent(self ?? globalThis.window, (event: MessageEvent) => {
        let reason = "the sender is not the target window";
        try {
          if (event.source == resolveTarget()) {
            if (allows(event.origin)) return deliver(event.data);
            reason = `origin ${event.origin} is not an allowed host origin`;
            // An app's parent keeps its origin while it frames the app (a host's app frame may
            // navigate): when the frame cannot see that origin (no ancestorOrigins, or ["null"]), the
            // parent's message is how it learns it, and nothing sent to the pattern's origin arrives.
            if (!target && hiddenParent())
              return drop(
                reason,
                event.data,
                (answeredFrom = originError(
                  `the host answered from ${event.origin}, not an allowed host origin`,
                )),
              );
          }
        } catch (error) {
          reason = (error as Error).message;
        }
        drop(reason, event.data);
      });
    },
  );
}
