// The channels a session (./bridgeSession) talks to its host through, and the one way it sends: the
// transport to the host (injected, or chosen at first use: a native WebView bridge or the parent
// window), the listener on it, and on the platform wire the top-most host window. Each session has
// its own; nothing here is shared between sessions.
import type { Mode } from "@hostbridge/protocol-types";
import type { BridgeOptions } from "./bridgeOptions";
import { HostBridgeError, isHostBridgeError } from "./errors";
import { openHostTransport } from "./openHostTransport";
import type { openTopHostTransport } from "./openHostTransport";
import type { HostPlace } from "./openHostTransport";
import type { SessionLog } from "./sessionLog";
import type { Transport } from "./transport";

/** Routes one message the host sent; `fromTopHost`: it came from the top-most host window. */
export type InboundRoute = (raw: unknown, fromTopHost: boolean) => void;

/** The channels of one session. */
export class SessionChannels {
  /** Where the host is: `hostOrigin`, `unsafeAllowAnyOrigin`, `platform`, the native names. */
  #place: HostPlace;
  #injected: Transport | undefined;
  #log: SessionLog;
  #route: InboundRoute;
  /** Rejects the session's requests in flight: the transport said nothing sent can reach the host. */
  #unreachable: (error: HostBridgeError) => void;
  /** The transport to the host: the injected one from the start, else opened at first use. */
  #transport: Transport | undefined;
  #unlisten: (() => void) | undefined;
  /** Whether `#transport` is the window transport this session created (not injected, not native). */
  #ownWindow = false;
  /** Platform wire: the channel to the top-most host window; `null` when that is the parent. */
  #topHost: Transport | null | undefined;

  constructor(
    options: BridgeOptions,
    log: SessionLog,
    route: InboundRoute,
    unreachable: (error: HostBridgeError) => void,
  ) {
    this.#place = { ...options }; // (a copy: the options are read once)
    this.#injected = options.transport;
    this.#transport = options.transport;
    this.#log = log;
    this.#route = route;
    this.#unreachable = unreachable;
  }

  /**
   * Opens the transport to the host, once: the injected one, else a native WebView bridge or the
   * parent window (./openHostTransport). Throws what opening throws (such as no window).
   */
  open(): Transport {
    if (!this.#transport) {
      const opened = openHostTransport(this.#place, this.#log.warn);
      this.#ownWindow = opened.window;
      this.#transport = opened.transport;
    }
    return this.#transport;
  }

  /** Whether the open transport is a parent window this session opened (where `auto` probes). */
  get talksToOwnWindow(): boolean {
    return this.#ownWindow;
  }

  /** The open transport's own `platform` (a native bridge's); `undefined` when it does not say. */
  get platform(): Mode | undefined {
    return this.#transport?.platform;
  }

  /** Opens the transport and starts routing what the host sends on it (once). */
  listen(): void {
    const transport = this.open();
    if (this.#unlisten) return;
    const route = (raw: unknown) => {
      this.#log.arrived++;
      this.#route(raw, false);
    };
    this.#unlisten = transport.listen(route, (reason, message, fatal) => {
      this.#log.refused(reason, message);
      if (fatal) this.#unreachable(fatal);
    });
  }

  /**
   * Platform wire: the top-most host window, where a high-level request goes when it is not the
   * parent; opened (and listened to) at first use with `open` (the platform parts' opener);
   * `null` when the parent is the top-most host.
   */
  openTopHost(open: typeof openTopHostTransport): Transport | null {
    if (this.#topHost === undefined) {
      this.#topHost = this.#ownWindow ? open(this.#place.hostOrigin, this.#log.warn) : null;
      this.#topHost?.listen((raw) => this.#route(raw, true));
    }
    return this.#topHost;
  }

  /**
   * The one way a session sends: `message` on `to` (default: the host transport), logged as
   * `${verb} ${type} ${id}`. Throws `INVALID_PAYLOAD` for what is not plain data.
   */
  send(message: object | string, verb: string, type: string, id: string, to?: Transport): void {
    const target = to ?? this.open();
    this.#log.log?.(`${verb} ${type} ${id}`, message);
    try {
      target.send(message);
    } catch (error) {
      if (isHostBridgeError(error)) throw error;
      throw new HostBridgeError(
        "INVALID_PAYLOAD",
        `could not send "${type}" (${String(error)}); send plain data`,
        { cause: error, requestType: type },
      );
    }
  }

  /** Stops listening and closes what this session opened (an injected transport stays open). */
  close(): void {
    this.#unlisten?.();
    this.#topHost?.close();
    if (this.#transport != this.#injected) this.#transport?.close();
  }
}
