// Which transport a session talks to its host through, when none was injected: a native WebView
// bridge, or `postMessage` to the parent window. Pure: it reads only the page (and creates nothing
// but the transport it returns).
import type { BridgeOptions } from "./bridgeOptions";
import { createNativeTransport, detectPlatform } from "./nativeTransport";
import { findTopHostWindow } from "./topHostWindow";
import type { Transport } from "./transport";
import { createWindowTransport } from "./windowTransport";

/**
 * The options that say where the host is (read once by the session, under these names): an injected
 * `transport`, else what {@link openHostTransport} opens one from.
 */
export type HostPlace = Pick<
  BridgeOptions,
  | "transport"
  | "hostOrigin"
  | "unsafeAllowAnyOrigin"
  | "platform"
  | "nativeHandlerName"
  | "nativeReceiverName"
>;

/** A session's transport to its host, and whether it is a parent window's the session opened. */
export interface HostTransport {
  transport: Transport;
  /** The parent window's transport, opened by the session: where the `auto` wire probes (a native or injected transport speaks envelopes). */
  window?: boolean;
}

/**
 * The transport to the host at `place`, and whether it is the parent window's (where the `auto`
 * wire probes; a native transport speaks envelopes). `warn` receives the unsafe-origin warning.
 */
export function openHostTransport(
  place: HostPlace,
  warn: (message: string) => void,
): HostTransport {
  const { platform, nativeHandlerName } = place;
  const w = globalThis.window as (Window & { webkit?: { messageHandlers?: object } }) | undefined;
  // A framed page talks to its parent window: a native bridge (`chrome.webview` is in every
  // WebView2 page) must not take the traffic of a host that answers on the window. A top-level page
  // of a WKWebView without the handler is an iOS host's page all the same: its error names the handler.
  let mode =
    platform && platform != "auto"
      ? platform
      : w && w.parent != w
        ? "WEB"
        : detectPlatform(nativeHandlerName);
  if (mode == "WEB" && w?.parent == w && w?.webkit?.messageHandlers && !platform) mode = "IOS";
  if (mode && mode != "WEB" && place.hostOrigin)
    warn(`hostOrigin is not applied on the ${mode} native bridge (native messages have no origin)`);
  return mode && mode != "WEB"
    ? {
        transport: createNativeTransport({
          platform: mode,
          handlerName: nativeHandlerName,
          receiverName: place.nativeReceiverName,
        }),
        window: false,
      }
    : {
        transport: createWindowTransport({
          targetOrigin: place.hostOrigin,
          unsafeAllowAnyOrigin: place.unsafeAllowAnyOrigin,
          warn,
        }),
        window: true,
      };
}

/**
 * Platform wire: the transport to the top-most host window (./topHostWindow), when it is not the
 * parent and its origin is allowed by `hostOrigin`; else `null`.
 */
export function openTopHostTransport(
  hostOrigin: HostPlace["hostOrigin"],
  warn: (message: string) => void,
): Transport | null {
  const found = findTopHostWindow(hostOrigin);
  return found
    ? createWindowTransport({ targetOrigin: found.origin, warn, target: () => found.window })
    : null;
}
