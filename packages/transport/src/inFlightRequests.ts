// What the session (./bridgeSession) keeps for each request waiting for its answer, and the errors a
// request ends with when no answer comes. The session alone opens, reads and settles entries.
import { HostBridgeError } from "./errors";
import type { RequestKind } from "@hostbridge/protocol-types/wire";
import type { Wire } from "@hostbridge/protocol-types";

/** A timer handle: in Node it has `ref`/`unref`; in browsers it is a number, which has neither. */
export type Timer = ReturnType<typeof setTimeout> & { ref?: () => unknown; unref?: () => unknown };

/** A request waiting for its answer, in the session's one map of in-flight requests. */
export interface InFlightRequest {
  kind: RequestKind;
  type: string;
  /** Resolves the caller's promise (once, through the session's settle). */
  resolve: (value: never) => void;
  /** Rejects the caller's promise (once, through the session's settle). */
  reject: (error: unknown) => void;
  /** When it times out (`Date.now()` time; `Infinity`: never), on the session's one deadline timer. */
  deadline: number;
  /** Platform wire: rejects the request when the host does not acknowledge it in time. */
  ackTimer?: ReturnType<typeof setTimeout> | undefined;
  /** The wire it was sent on (set when sent). */
  wire?: Wire | undefined;
  /** The body sent (in the wire's casing), kept to send it again if the session turns to the platform wire. */
  body?: unknown;
  /** `"top"`: sent to the top-most host window (./topHostWindow), which alone may answer it. */
  target?: "top" | undefined;
  /** Resolve the whole `SVC_RESPONSE` (`bridge.request`), not the response body. */
  whole?: true | undefined;
  /** When the request was made (`Date.now()`), for the request hook. */
  start: number;
  /** Undoes what the request holds besides its timers: its abort listener, its online handler (none without either). */
  release?: (() => void) | undefined;
}

/** The `REQUEST_ABORTED` error of a request of `type` whose `signal` was aborted. */
export const abortError = (type: string, signal: AbortSignal): HostBridgeError =>
  new HostBridgeError("REQUEST_ABORTED", `"${type}" was aborted`, {
    cause: signal.reason,
    requestType: type,
  });

/** The `REQUEST_TIMEOUT` of a request of `type` that got no answer (`ack`: no ack) in `ms`. */
export const timeoutError = (type: string, ms: number, ack?: boolean): HostBridgeError =>
  new HostBridgeError(
    "REQUEST_TIMEOUT",
    ack
      ? `no ack for "${type}" in ${ms} ms; does the host speak the platform wire?`
      : `no response to "${type}" in ${ms} ms; pass a longer \`timeout\``,
    { requestType: type },
  );

/**
 * `fetchMode: "prefer-online"`: the app's online handler for a request of `type`, asked first, in a
 * later microtask; `signal` is aborted when the request ends, however it does.
 */
export const askOnline = (
  online: (payload: never, context: { type: string; signal: AbortSignal }) => unknown,
  payload: unknown,
  type: string,
  signal: AbortSignal,
): Promise<unknown> => Promise.resolve().then(() => online(payload as never, { type, signal }));
