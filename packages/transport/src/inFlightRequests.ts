// What the session keeps for each request waiting for its answer, and the pure rules around it: the
// timeout a request gets and the errors it ends with. The session (./bridgeSession) opens and settles
// entries; the half that sends one (./platformParts for the platform wire) notes on it how it went
// (its wire, ack timer and target window), nothing else.
import {
  environmentOfType,
  INTERACTIVE_METHOD_TYPES,
  POST_ROBOT_ACK_TIMEOUT,
  POST_ROBOT_ACK_TIMEOUT_KNOWN,
} from "@hostbridge/protocol-types";
import { HostBridgeError } from "./errors";
import type { RequestKind } from "@hostbridge/protocol-types/wire";
import type { Wire } from "@hostbridge/protocol-types";

/** A request waiting for its answer, in the session's one map of in-flight requests. */
export interface InFlightRequest {
  kind: RequestKind;
  type: string;
  /** Resolves the caller's promise (once, through the session's settle). */
  resolve: (value: never) => void;
  /** Rejects the caller's promise (once, through the session's settle). */
  reject: (error: unknown) => void;
  /** When it times out (`Date.now()` time; `Infinity`: never), on the session's one timer (./deadlines). */
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

/**
 * The timeout of a request of `type`: the one passed for the call, else none for operations that
 * wait for a person (`INTERACTIVE_METHOD_TYPES`), else the bridge's default (30 s).
 */
export const timeoutFor = (
  type: string,
  requested: number | undefined,
  bridgeDefault: number | undefined,
): number =>
  requested ??
  ((INTERACTIVE_METHOD_TYPES as readonly string[]).includes(type) ? 0 : (bridgeDefault ?? 30_000));

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
 * How long a platform-wire request waits for its ack, as post-robot's sender does: 2 s for a host
 * window that has not answered this session's hello yet, 10 s once it has (a known window). The ack
 * comes on arrival; the answer itself may take as long as the request's own timeout allows.
 */
export const ackTimeoutFor = (hostAnsweredHello: boolean): number =>
  hostAnsweredHello ? POST_ROBOT_ACK_TIMEOUT_KNOWN : POST_ROBOT_ACK_TIMEOUT;

/** Starts the ack wait of a platform-wire request of `type` ({@link ackTimeoutFor}); `fail` gets its `REQUEST_TIMEOUT`. */
export function ackTimer(
  type: string,
  hostAnsweredHello: boolean,
  fail: (error: HostBridgeError) => void,
): ReturnType<typeof setTimeout> {
  const ms = ackTimeoutFor(hostAnsweredHello);
  return setTimeout(() => fail(timeoutError(type, ms, true)), ms);
}

/** Whether a request of `kind` and `type` goes by the platform wire's own means when that wire is spoken. */
export const usesPlatformMeans = (kind: RequestKind, type: string): boolean =>
  // (UI operations are the `ui_*` types; no high-level operation starts so)
  kind != "svc" || environmentOfType(type) == "ui";

/**
 * A new in-flight request of `kind` and `type`, made at `start` (`Date.now()`), due after `ms`
 * (`0`/`Infinity`: never; the session's deadline timer ends it then).
 */
export const openInFlight = (
  kind: RequestKind,
  type: string,
  start: number,
  ms: number,
  resolve: InFlightRequest["resolve"],
  reject: InFlightRequest["reject"],
): InFlightRequest => ({
  kind,
  type,
  resolve,
  reject,
  deadline: ms > 0 && ms < 2 ** 31 ? start + ms : Infinity,
  start,
});

/**
 * An in-flight request's `release` when it has a `signal` or an online handler's `control`: `abort`
 * (which must end the request) runs when `signal` aborts; `control` is aborted when the request ends,
 * however it does.
 */
export function watchAbort(
  signal: AbortSignal | undefined,
  control: AbortController | undefined,
  abort: () => void,
): () => void {
  signal?.addEventListener("abort", abort);
  return () => {
    signal?.removeEventListener("abort", abort);
    control?.abort();
  };
}
