// The bridge's ways to its host: the transport (the injected one, else chosen at first use: a native
// bridge or the parent window), the listener on it, and on the platform wire the channel to the
// top-most host window (./topHostWindow). Every message goes out through `send`, logged.
import type { Wire } from "@hostbridge/protocol-types";
import type { BridgeLog } from "./bridgeLog";
import type { BridgeOptions } from "./bridgeOptions";
import type { Casing } from "./casing";
import { HostBridgeError, isHostBridgeError } from "./errors";
import { detectPlatform, nativeTransport } from "./nativeTransport";
import { findTopHostWindow } from "./topHostWindow";
import type { Transport } from "./transport";
import { windowTransport } from "./windowTransport";

/** The channels of one bridge to its host. */
export interface HostChannels {
  /** The bridge's transport, chosen at the first call. */
  transport(): Transport;
  /** Starts delivering what the host sends to the inbound dispatcher (once). */
  listen(): void;
  /**
   * Platform wire: where a high-level request goes, the top-most host window when it is not the
   * parent (`toTopHost`), else the bridge's transport.
   */
  highLevel(): { to: Transport; toTopHost: boolean };
  /**
   * Sends one message (to `to`, default the bridge's transport), logged as `${verb} ${type} ${id}`.
   * Throws a HostBridgeError (`INVALID_PAYLOAD` when the message is not plain data).
   */
  send(message: object | string, verb: string, type: string, id: string, to?: Transport): void;
  /** Removes the listeners and closes what the bridge created (never an injected transport). */
  close(): void;
}

/**
 * Creates the channels of a bridge.
 * @param assumeWire - told, when the transport is chosen, which wire it implies (`envelopes` on a
 * native or injected transport; `undefined`: the window transport, where `auto` probes)
 * @param onInbound - receives what the host sends (`fromTopHost` for the top-most host window)
 */
export function createHostChannels(
  options: BridgeOptions<Casing>,
  { log, dropped, warn }: BridgeLog,
  assumeWire: (wire: Wire | undefined) => void,
  onInbound: (raw: unknown, fromTopHost?: boolean) => void,
): HostChannels {
  const injected = options.transport;
  let transport: Transport | undefined;
  let unlisten: (() => void) | undefined;
  // whether `transport` is the window transport the bridge created (not injected, not native)
  let ownWindow = false;
  // platform wire: the channel to the top-most host window; `null` when that is the parent
  let topHost: Transport | null | undefined;

  const getTransport = (): Transport => {
    if (transport ?? (transport = injected)) {
      if (transport == injected) assumeWire("envelopes");
      return transport;
    }
    const { platform, nativeHandlerName: handlerName } = options;
    const w = globalThis.window as Window | undefined;
    // A framed page talks to its parent window: a native bridge (`chrome.webview` is in every
    // WebView2 page) must not take the traffic of a host that answers on the window.
    const mode =
      platform && platform != "auto"
        ? platform
        : w && w.parent != w
          ? "WEB"
          : detectPlatform(handlerName);
    const native = !!mode && mode != "WEB";
    ownWindow = !native;
    transport = native
      ? nativeTransport(mode, handlerName, options.nativeReceiverName)
      : windowTransport(options.hostOrigin, options.unsafeAllowAnyOrigin, warn);
    // `auto` probes only a window the bridge talks to itself: where the platform's hosts live
    assumeWire(native ? "envelopes" : undefined);
    return transport;
  };

  return {
    transport: getTransport,
    listen() {
      unlisten ??= getTransport().listen(onInbound, dropped);
    },
    highLevel() {
      if (topHost === undefined) {
        const found = ownWindow ? findTopHostWindow(options.hostOrigin) : undefined;
        topHost = found ? windowTransport(found.origin, false, warn, () => found.window) : null;
        topHost?.listen((raw) => onInbound(raw, true));
      }
      return { to: topHost ?? getTransport(), toTopHost: !!topHost };
    },
    send(message, verb, type, id, to = getTransport()) {
      log(`${verb} ${type} ${id}`, message);
      try {
        to.send(message);
      } catch (error) {
        throw isHostBridgeError(error)
          ? error
          : new HostBridgeError(
              "INVALID_PAYLOAD",
              `could not send "${type}" (${String(error)}); send plain data`,
              { cause: error, requestType: type },
            );
      }
    },
    close() {
      unlisten?.();
      topHost?.close();
      if (!injected) transport?.close();
    },
  };
}
