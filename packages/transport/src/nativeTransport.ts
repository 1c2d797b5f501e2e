import type { Mode } from "@hostbridge/protocol-types";
import { HostBridgeError } from "./errors";
import { createTransport, onMessageEvent } from "./transport";
import type { Transport, TransportListener } from "./transport";

/** The native WebView hosts: iOS (WKWebView), Android (WebView) and Windows (WebView2). */
export type NativePlatform = Exclude<Mode, "WEB">;

/** Default name of the iOS message handler and of the Android JavaScript interface. */
export const DEFAULT_NATIVE_HANDLER_NAME = "hostBridge";
/** Default name of the global function an iOS/Android host calls to deliver a message. */
export const DEFAULT_NATIVE_RECEIVER_NAME = "hostBridgeReceive";

/** Options of {@link createNativeTransport}. */
export interface NativeTransportOptions {
  /** Which native host: `"IOS"`, `"ANDROID"` or `"WINDOWS"`. */
  platform: NativePlatform;
  /**
   * iOS: the name under `window.webkit.messageHandlers` the host registered
   * (`WKUserContentController.add(_:name:)`). Android: the name of the JavaScript interface
   * (`addJavascriptInterface(obj, name)`), whose `postMessage(String)` receives JSON.
   * Ignored on Windows. Default `"hostBridge"`.
   */
  handlerName?: string | undefined;
  /**
   * iOS/Android: the global function the host calls to deliver a message, with the message as an
   * object or a JSON string (`webView.evaluateJavaScript("window.hostBridgeReceive(" + json + ")")`).
   * Ignored on Windows, where WebView2's `chrome.webview` `message` event is used. Default
   * `"hostBridgeReceive"`.
   */
  receiverName?: string | undefined;
}

type Take = TransportListener & { takers?: Set<TransportListener> };
type Sink = { postMessage(message: unknown): void } | undefined;
interface WebView2 {
  postMessage(message: unknown): void;
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
}
type NativeWindow = Record<string, unknown> & {
  webkit?: { messageHandlers?: Record<string, Sink> };
  chrome?: { webview?: WebView2 };
};
const nativeWindow = () => globalThis.window as unknown as NativeWindow | undefined;
// Where each platform's host receives messages (IOS, ANDROID, WINDOWS); detection looks for them.
const PLATFORMS = ["IOS", "ANDROID", "WINDOWS"] as const;
const sinkOf = (platform: Mode, name: string, w = nativeWindow()): Sink => {
  const sink = [w?.webkit?.messageHandlers?.[name], w?.[name], w?.chrome?.webview][
    PLATFORMS.indexOf(platform as NativePlatform)
  ] as Sink;
  return typeof sink?.postMessage == "function" ? sink : undefined;
};

/**
 * A {@link Transport} to a native WebView host:
 * - iOS: sends with `window.webkit.messageHandlers[handlerName].postMessage(message)`;
 * - Android: sends with `window[handlerName].postMessage(JSON.stringify(message))`;
 * - Windows: sends with `window.chrome.webview.postMessage(message)` and receives WebView2 `message` events.
 *
 * iOS/Android hosts deliver by calling `window[receiverName](message)`. Inbound strings are parsed as
 * JSON. Several transports may share one receiver name (each gets every message); `close()` removes
 * the listeners, and the global receiver once no transport uses it.
 *
 * @example
 * ```ts
 * // native side (iOS): webView.evaluateJavaScript("window.hostBridgeReceive(\(json))")
 * const bridge = createBridge({ transport: createNativeTransport({ platform: "IOS" }) });
 * ```
 */
export function createNativeTransport(options: NativeTransportOptions): Transport {
  const {
    platform,
    handlerName = DEFAULT_NATIVE_HANDLER_NAME,
    receiverName = DEFAULT_NATIVE_RECEIVER_NAME,
  } = options;
  return createTransport(
    "native transport",
    (message) => {
      const sink = sinkOf(platform, handlerName);
      if (!sink) throw missingHandlerError(platform, handlerName);
      sink.postMessage(platform == "ANDROID" ? JSON.stringify(message) : message);
    },
    (deliver, drop) => {
      const w = nativeWindow();
      const take: TransportListener = (data) => {
        try {
          data = typeof data == "string" ? JSON.parse(data) : data;
        } catch {
          return drop("a string message that is not JSON", data);
        }
        deliver(data);
      };
      if (platform == "WINDOWS")
        return onMessageEvent(w?.chrome?.webview, (event: { data: unknown }) => take(event.data));
      if (!w) return;
      // One global function per name, fanning out to every transport that uses it.
      let receiver = w[receiverName] as Take | undefined;
      let takers = receiver?.takers;
      if (!takers)
        w[receiverName] = receiver = Object.assign(
          (message: unknown) => takers!.forEach((each) => each(message)),
          { takers: (takers = new Set()) },
        );
      takers.add(take);
      return () => {
        takers.delete(take);
        if (!takers.size && w[receiverName] == receiver) delete w[receiverName];
      };
    },
    platform,
  );
}

/**
 * `NOT_EMBEDDED` for a native host without the handler `name` (on Windows, without WebView2's
 * `chrome.webview`), naming it and the handlers the page has among the SDK's default name and `name`
 * in lower case: WebKit lists none (its `messageHandlers` only answers a name asked for).
 */
function missingHandlerError(platform: NativePlatform, name: string): HostBridgeError {
  const present = [DEFAULT_NATIVE_HANDLER_NAME, name.toLowerCase()].filter(
    (other) => other != name && sinkOf(platform, other),
  );
  return new HostBridgeError(
    "NOT_EMBEDDED",
    platform == "WINDOWS"
      ? "no WINDOWS host (no window.chrome.webview)"
      : `no ${platform} handler "${name}" (present: ${present.join() || "none"}); register it in the host or set \`nativeHandlerName\``,
  );
}

/**
 * The platform the page runs on, from what the host injected: `"IOS"` when
 * `window.webkit.messageHandlers[handlerName]` exists, `"ANDROID"` when `window[handlerName].postMessage`
 * does, `"WINDOWS"` when `window.chrome.webview` does, else `"WEB"`; `undefined` without a `window`.
 *
 * @param handlerName - the iOS handler / Android interface name (default `"hostBridge"`)
 * @example
 * ```ts
 * if (detectPlatform() === "IOS") showShareButton();
 * ```
 */
export function detectPlatform(
  handlerName: string = DEFAULT_NATIVE_HANDLER_NAME,
): Mode | undefined {
  return nativeWindow() && (PLATFORMS.find((platform) => sinkOf(platform, handlerName)) ?? "WEB");
}
