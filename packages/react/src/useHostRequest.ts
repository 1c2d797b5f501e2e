// useHostRequest(): one host operation as state (status, data, error, pending), aborted when the
// component goes away. The state machine is transport's request runner (`createRequestRunner`),
// the one the Vue binding uses too; this hook only reads it with useSyncExternalStore.
import { useEffect, useState, useSyncExternalStore } from "./react";
import { createRequestRunner } from "@hostbridge/transport";
import type {
  RequestArgs as Args,
  RequestMethod as Method,
  RequestResult,
  RequestSnapshot,
} from "@hostbridge/transport";
import { useLatest } from "./pushHooks";

/** A method of an environment API (`ui.selectContent`, `api.getEnv`, ...): payload, then options. */
export type HostRequestMethod<A, R> = Method<A, R>;

/** The arguments of `execute`: the payload, optional when the method's is. */
export type HostRequestArgs<A> = Args<A>;

/** Options of {@link useHostRequest}. */
export interface HostRequestOptions {
  /**
   * Milliseconds to wait for the host. Default: the method's own default (30 s; never for operations
   * that wait for a person, such as pickers).
   */
  timeout?: number | undefined;
}

/** What {@link useHostRequest} returns: the request's state and the functions that run it. */
export interface HostRequest<A, R> extends RequestSnapshot<R> {
  /**
   * Sends the request (aborting one still in flight: the latest wins) and resolves how it ended:
   * `{ ok: true, data }`, `{ ok: false, aborted: false, error }` or `{ ok: false, aborted: true }`.
   * It never rejects; the failure is in `error` too. The same function on every render.
   */
  execute(...payload: HostRequestArgs<A>): Promise<RequestResult<R>>;
  /**
   * Stops waiting for the request in flight: `status` becomes `"aborted"`, `data` and `error` stay
   * as they were (an abort is not an error). The host is not told: a picker it opened stays open
   * until the person closes it. The same happens on unmount.
   */
  abort(): void;
}

/**
 * Wraps one method of an environment API as state: `execute(payload)` sends it with an
 * `AbortSignal` and resolves how it ended (success, failure or abort, told apart); `status`
 * (`idle`, `pending`, `success`, `error`, `aborted`), `data`, `error` and `pending` follow. The
 * request in flight is aborted when the component unmounts (its result is then dropped; the host
 * is not told, so a picker stays open until the person closes it). Pickers wait for the person as
 * long as it takes, as in the core. The latest `method` of each render is used.
 *
 * @example
 * ```tsx
 * import { useEnvironmentApi, useHostRequest } from "@hostbridge/react";
 * import { useUi } from "@hostbridge/ui-api";
 *
 * function OpenDeck() {
 *   const open = useHostRequest(useEnvironmentApi(useUi).open);
 *   async function onClick() {
 *     const result = await open.execute({ fileId: "deck-1" });
 *     if (result.ok) console.log("opened");
 *     else if (!result.aborted) console.log("not opened:", result.error.message);
 *   }
 *   return (
 *     <button onClick={() => void onClick()} disabled={open.pending}>
 *       Open the deck
 *     </button>
 *   );
 * }
 * ```
 */
export function useHostRequest<A, R>(
  method: HostRequestMethod<A, R>,
  options: HostRequestOptions = {},
): HostRequest<A, R> {
  const latest = useLatest({ method, timeout: options.timeout });
  const [runner] = useState(() =>
    createRequestRunner<A, R>(
      () => latest.current.method,
      () => latest.current.timeout,
    ),
  );
  // (an unmount aborts; StrictMode's simulated one finds nothing in flight)
  useEffect(() => runner.abort, [runner]);
  const snapshot = useSyncExternalStore(runner.subscribe, runner.getSnapshot, runner.getSnapshot);
  return { ...snapshot, execute: runner.execute, abort: runner.abort };
}

/** @deprecated Use {@link HostRequestMethod} (the same type; the name both bindings share). */
export type RequestMethod<A, R> = HostRequestMethod<A, R>;

/** @deprecated Use {@link HostRequestArgs} (the same type; the name both bindings share). */
export type RequestArgs<A> = HostRequestArgs<A>;

/** @deprecated Use {@link HostRequestOptions} (the same type; the name both bindings share). */
export type UseRequestOptions = HostRequestOptions;

/**
 * @deprecated Use {@link HostRequest}, what {@link useHostRequest} returns: its `execute()`
 * resolves a result that tells success, failure and abort apart, where this one resolves
 * `undefined` for all three.
 */
export interface RequestState<A, R> {
  /** The last successful answer (kept while a new request runs), else `undefined`. */
  readonly data: R | undefined;
  /** Why the last request failed, else `undefined`. */
  readonly error: Error | undefined;
  /** Whether a request is in flight. */
  readonly pending: boolean;
  /** Sends the request and resolves its answer, or `undefined` when it failed or was aborted. */
  execute(...payload: RequestArgs<A>): Promise<R | undefined>;
  /** Stops waiting for the request in flight. */
  abort(): void;
}

/**
 * @deprecated Use {@link useHostRequest} (the name both bindings share), whose `execute()` tells
 * success, failure and abort apart. This one is `useHostRequest` with an `execute()` that resolves
 * the answer, or `undefined` when the request failed or was aborted.
 */
export function useRequest<A, R>(
  method: RequestMethod<A, R>,
  options: UseRequestOptions = {},
): RequestState<A, R> {
  const request = useHostRequest(method, options);
  const [execute] = useState(
    () =>
      (...payload: RequestArgs<A>) =>
        request.execute(...payload).then((result) => (result.ok ? result.data : undefined)),
  );
  return { ...request, execute };
}
