// One request as state, for the framework bindings: the request state machine (idle, pending,
// success, error, aborted), written once. It is a small external store, `subscribe(listener)` and
// `getSnapshot()`, the shape React's useSyncExternalStore takes and Vue copies into refs. The latest
// run wins: a new run aborts the one in flight, and only the run in flight changes the state.
import type { RequestOptions, Unsubscribe } from "./bridgeOptions";

/** A method of an environment API (`ui.selectContent`, `api.getEnv`, ...): payload, then options. */
export type RequestMethod<A, R> = (payload: A, options?: RequestOptions) => Promise<R>;

/** The arguments of `execute()`: the method's payload, optional when the method's is. */
export type RequestArgs<A> = undefined extends A ? [payload?: A] : [payload: A];

/**
 * Where a request is: `idle` before its first run, `pending` while a run is in flight, then
 * `success`, `error` or `aborted` (by `abort()`, a newer run, or the component going away).
 */
export type RequestStatus = "idle" | "pending" | "success" | "error" | "aborted";

/**
 * How one run ended, what `execute()` resolves (it never rejects): `{ ok: true, data }`, or
 * `{ ok: false, aborted: false, error }` when the method failed, or `{ ok: false, aborted: true }`
 * when the run was aborted (by `abort()`, a newer run, or the component going away).
 */
export type RequestResult<R> =
  | { readonly ok: true; readonly data: R }
  | { readonly ok: false; readonly aborted: false; readonly error: Error }
  | { readonly ok: false; readonly aborted: true };

/** The state of a request: a new object on every change. */
export interface RequestSnapshot<R> {
  /** Where the request is. */
  readonly status: RequestStatus;
  /** The last successful answer (kept while a new run is in flight, and after an abort), else `undefined`. */
  readonly data: R | undefined;
  /**
   * Why the last run failed (what the method rejected with: a `HostBridgeError` for every method of
   * an environment API), else `undefined`; cleared when a new run starts, kept after an abort.
   */
  readonly error: Error | undefined;
  /** `status === "pending"`: whether a run is in flight. */
  readonly pending: boolean;
}

/** One request as a store: the state of its runs, and the functions that start and stop them. */
export interface RequestRunner<A, R> {
  /** The current state (the same object until it changes). */
  readonly getSnapshot: () => RequestSnapshot<R>;
  /** Calls `listener` after every change of the state; returns the function that stops it. */
  readonly subscribe: (listener: () => void) => Unsubscribe;
  /** Aborts the run in flight (the latest wins), starts a new one, and resolves how it ended. */
  readonly execute: (...payload: RequestArgs<A>) => Promise<RequestResult<R>>;
  /** Aborts the run in flight, if any: `status` becomes `aborted`; `data` and `error` stay. */
  readonly abort: () => void;
  /** Aborts the run in flight; every later `execute()` resolves aborted without calling the method. */
  readonly dispose: () => void;
}

const IDLE: RequestSnapshot<never> = {
  status: "idle",
  data: undefined,
  error: undefined,
  pending: false,
};
const ABORTED = { ok: false, aborted: true } as const;

/**
 * @internal Creates the runner of one request. `method` and `timeout` are read at each run (a
 * binding passes the component's latest). The host is never told of an abort: a picker it opened
 * stays open until the person closes it.
 */
export function createRequestRunner<A, R>(
  method: () => RequestMethod<A, R>,
  timeout: () => number | undefined,
): RequestRunner<A, R> {
  let snapshot: RequestSnapshot<R> = IDLE;
  let inFlight: AbortController | undefined;
  let disposed = false;
  const listeners = new Set<() => void>();
  const set = (status: RequestStatus, data: R | undefined, error: Error | undefined) => {
    snapshot = { status, data, error, pending: status === "pending" };
    for (const listener of [...listeners]) listener();
  };
  const abort = () => {
    if (!inFlight) return;
    inFlight.abort();
    inFlight = undefined;
    set("aborted", snapshot.data, snapshot.error);
  };
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async execute(payload?: A): Promise<RequestResult<R>> {
      if (disposed) return ABORTED;
      abort();
      const run = (inFlight = new AbortController());
      set("pending", snapshot.data, undefined);
      let result: RequestResult<R>;
      try {
        const data = await method()(payload as A, { signal: run.signal, timeout: timeout() });
        result = { ok: true, data };
      } catch (error) {
        result = { ok: false, aborted: false, error: error as Error };
      }
      // (a run aborted meanwhile changed the state already; its answer is dropped)
      if (inFlight !== run) return ABORTED;
      inFlight = undefined;
      if (result.ok) set("success", result.data, undefined);
      else if (!result.aborted) set("error", snapshot.data, result.error);
      return result;
    },
    abort,
    dispose() {
      disposed = true;
      abort();
    },
  };
}
