// The requests waiting for their answer: each one's timeout, abort signal and (platform wire) ack
// timer, and the one way it ends (settle). The inbound dispatcher settles them with the host's answer.
import { INTERACTIVE_METHOD_TYPES, POST_ROBOT_ACK_TIMEOUT } from "@hostbridge/protocol-types";
import { HostBridgeError } from "./errors";
import type { RequestKind } from "@hostbridge/protocol-types/wire";

/** Ends a pending request: rejects with `error` (reported unless `quiet`), else resolves `value`. */
export type Settle = (error: HostBridgeError | undefined, value?: unknown, quiet?: boolean) => void;

/** A request waiting for its answer. */
export interface PendingRequest {
  kind: RequestKind;
  type: string;
  settle: Settle;
  /** Platform wire: rejects the request when the host does not acknowledge it in time. */
  ackTimer?: ReturnType<typeof setTimeout> | undefined;
  /** Platform wire: sent to the top-most host window (./topHostWindow), which alone may answer it. */
  toTopHost?: boolean | undefined;
}

/** How a request's promise ends: {@link RequestTracker.open} calls one of them, once. */
export interface RequestPromise {
  resolve: (value: never) => void;
  reject: (error: unknown) => void;
}

/** The pending requests of one bridge. */
export interface RequestTracker {
  readonly pending: ReadonlyMap<string, PendingRequest>;
  /**
   * Registers request `id`, starts its timeout (milliseconds, see {@link timeoutFor}; `0`/`Infinity`:
   * none) and abort listener, and returns its `settle`. `onSettled` is called once when it settles,
   * however it does (it stops an online handler).
   */
  open(
    id: string,
    kind: RequestKind,
    type: string,
    timeout: number,
    signal: AbortSignal | undefined,
    onSettled: (() => void) | undefined,
    promise: RequestPromise,
  ): Settle;
  /** Platform wire: rejects request `id` with `REQUEST_TIMEOUT` unless its ack comes in time. */
  expectAck(id: string): void;
  /** Ends every pending request with `error`, quietly (dispose). */
  settleAll(error: HostBridgeError): void;
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

const timeoutError = (type: string, text: string) =>
  new HostBridgeError("REQUEST_TIMEOUT", text, { requestType: type });

/**
 * Creates the tracker of a bridge's pending requests.
 * @param log - told `${type} ${id} ${code or "ok"}` when a request settles
 * @param report - receives the error of a request that fails (not an abort or disposal)
 */
export function createRequestTracker(
  log: (text: string, data: unknown) => void,
  report: (error: unknown) => void,
): RequestTracker {
  const pending = new Map<string, PendingRequest>();

  const open: RequestTracker["open"] = (id, kind, type, timeout, signal, onSettled, promise) => {
    const settle: Settle = (error, value, quiet) => {
      const entry = pending.get(id);
      if (entry && pending.delete(id)) {
        clearTimeout(timer);
        clearTimeout(entry.ackTimer);
        signal?.removeEventListener("abort", onAbort);
        onSettled?.();
        log(`${type} ${id} ${error ? error.code : "ok"}`, error ?? value);
        if (!error) return promise.resolve(value as never);
        if (!quiet) report(error);
        promise.reject(error);
      }
    };
    const onAbort = () => settle(abortError(type, signal!), undefined, true);
    const timer =
      timeout > 0 && timeout < 2 ** 31
        ? setTimeout(
            () =>
              settle(
                timeoutError(
                  type,
                  `no response to "${type}" in ${timeout} ms; pass a longer \`timeout\``,
                ),
              ),
            timeout,
          )
        : undefined;
    signal?.addEventListener("abort", onAbort);
    pending.set(id, { kind, type, settle });
    return settle;
  };

  function expectAck(id: string) {
    const entry = pending.get(id);
    if (entry)
      entry.ackTimer = setTimeout(
        () =>
          entry.settle(
            timeoutError(
              entry.type,
              `no ack for "${entry.type}" in ${POST_ROBOT_ACK_TIMEOUT} ms; does the host speak the platform wire?`,
            ),
          ),
        POST_ROBOT_ACK_TIMEOUT,
      );
  }

  return {
    pending,
    open,
    expectAck,
    settleAll: (error) => pending.forEach((entry) => entry.settle(error, undefined, true)),
  };
}
