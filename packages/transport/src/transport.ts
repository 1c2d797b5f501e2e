import type { Mode } from "@hostbridge/protocol-types";
import { HostBridgeError, isHostBridgeError } from "./errors";

/** Receives every message a {@link Transport} accepts from the other side. */
export type TransportListener = (message: unknown) => void;

/**
 * Told about every message a {@link Transport} refused (wrong source or origin, unparsable JSON),
 * with a short reason. The bridge reports these to `errorLogger` at `logLevel: "debug"`. `fatal`, when
 * given, says that nothing sent on this transport can reach the host (the host answered from an
 * origin `hostOrigin` does not allow): the bridge rejects its requests in flight with it at once.
 */
export type TransportDropListener = (
  reason: string,
  message: unknown,
  fatal?: HostBridgeError,
) => void;

/**
 * A bidirectional message channel between the app and the host. Every transport of this package
 * implements it, and `createBridge({ transport })` accepts any object that does.
 *
 * Contract: `send` posts one structured-cloneable message, asynchronously, and throws synchronously
 * when it cannot (closed, no host, no origin, not cloneable). `listen` starts delivery to a listener
 * and returns the function that stops it; the transport holds platform listeners only while it has
 * listeners. `close` releases everything and is idempotent; `send`/`listen` throw
 * `TRANSPORT_CLOSED` afterwards.
 */
export interface Transport {
  /**
   * Sends one message to the other side: an object, or a string (post-robot frames of the platform
   * wire are JSON strings). Throws a {@link HostBridgeError} (or the platform's `DataCloneError`).
   */
  send(message: object | string): void;
  /** Delivers accepted inbound messages to `onMessage` (and refused ones to `onDrop`) until the returned function is called. */
  listen(onMessage: TransportListener, onDrop?: TransportDropListener): () => void;
  /** Stops all delivery and releases platform resources. Idempotent. */
  close(): void;
  /** The host platform this transport talks to, when it is certain (native transports set it). */
  readonly platform?: Mode | undefined;
}

/** @internal The error calls throw/reject with once a transport or bridge is closed. */
export const closedError = (what: string): HostBridgeError =>
  new HostBridgeError("TRANSPORT_CLOSED", `the ${what} is closed (disposed); create a new one`);

/**
 * @internal What a session's send throws when a transport's `send` of a `type` message threw
 * `error`: a {@link HostBridgeError} as it is, anything else (a `DataCloneError`) as `INVALID_PAYLOAD`.
 */
export const sendError = (error: unknown, type: string): HostBridgeError =>
  isHostBridgeError(error)
    ? error
    : new HostBridgeError(
        "INVALID_PAYLOAD",
        `could not send "${type}" (${String(error)}); send plain data`,
        {
          cause: error,
          requestType: type,
        },
      );

/** @internal A `message` event listener on `target` (when there is one); returns its remover. */
export const onMessageEvent = <E>(
  target:
    | {
        addEventListener(type: "message", fn: (event: E) => void): void;
        removeEventListener(type: "message", fn: (event: E) => void): void;
      }
    | undefined,
  fn: (event: E) => void,
): (() => void) => {
  target?.addEventListener("message", fn);
  return () => target?.removeEventListener("message", fn);
};

/**
 * @internal A {@link Transport} from its two platform parts, with the listener bookkeeping and the
 * closed state every transport shares.
 * @param post - sends one message (throws when it cannot)
 * @param attach - installs the platform listener(s), delivering through `deliver`/`drop`, and returns
 * their remover; called when the first listener arrives, undone when the last leaves or on close
 */
export function createTransport(
  what: string,
  post: (message: object | string) => void,
  attach: (deliver: TransportListener, drop: TransportDropListener) => (() => void) | void,
  platform?: Mode,
  release?: () => void,
): Transport {
  const entries = new Set<[TransportListener, TransportDropListener?]>();
  let detach: (() => void) | void;
  let closed: unknown;
  // A throwing listener must not starve the others; its error is re-thrown asynchronously so it is
  // still reported (window.onerror / unhandled exception), as for an EventTarget listener.
  const each =
    (index: 0 | 1) =>
    (...args: [unknown, unknown?]) =>
      [...entries].forEach((entry) => {
        try {
          (entry[index] as ((...a: unknown[]) => void) | undefined)?.(...args);
        } catch (error) {
          queueMicrotask(() => {
            throw error;
          });
        }
      });
  const stop = () => {
    if (detach) detach();
    detach = undefined;
  };
  const check = () => {
    if (closed) throw closedError(what);
  };
  return {
    platform,
    send(message) {
      check();
      post(message);
    },
    listen(onMessage, onDrop) {
      check();
      const entry: [TransportListener, TransportDropListener?] = [onMessage, onDrop];
      if (!entries.size) detach = attach(each(0), each(1));
      entries.add(entry);
      return () => {
        if (entries.delete(entry) && !entries.size) stop();
      };
    },
    close() {
      closed = 1;
      entries.clear();
      stop();
      release?.();
    },
  };
}
