// useRequest(): one host operation with data / error / pending, aborted when the component goes away.
import { useEffect, useState } from "./react";
import type { RequestOptions } from "@hostbridge/transport";
import { useLatest } from "./pushHooks";

/** A method of an environment API (`ui.selectContent`, `api.getEnv`, ...): payload, then options. */
export type RequestMethod<A, R> = (payload: A, options?: RequestOptions) => Promise<R>;

/** The arguments of `execute`: the payload, optional when the method's is. */
export type RequestArgs<A> = undefined extends A ? [payload?: A] : [payload: A];

/** Options of {@link useRequest}. */
export interface UseRequestOptions {
  /**
   * Milliseconds to wait for the host. Default: the method's own default (30 s; never for operations
   * that wait for a person, such as pickers).
   */
  timeout?: number | undefined;
}

/** What {@link useRequest} returns. */
export interface RequestState<A, R> {
  /** The last successful answer (kept while a new request runs), else `undefined`. */
  readonly data: R | undefined;
  /**
   * Why the last request failed, else `undefined`: what the method rejected with, a
   * `HostBridgeError` for every method of an environment API (`HostError` for the host's own
   * failure); its `message` can be shown to a person. (Typed `Error`, as TanStack Query types its
   * errors: a method of your own must reject with an `Error` too.)
   */
  readonly error: Error | undefined;
  /** Whether a request is in flight. */
  readonly pending: boolean;
  /**
   * Sends the request (aborting one still in flight) and resolves with its answer, or `undefined`
   * when it failed or was aborted: it never rejects, the failure is in `error`.
   */
  execute(...payload: RequestArgs<A>): Promise<R | undefined>;
  /**
   * Stops waiting for the request in flight: `pending` becomes `false`, `data` and `error` stay as
   * they were (an abort is not an error; `execute()` resolves `undefined`). The host is not told:
   * a picker it opened stays open until the person closes it. The same happens on unmount.
   */
  abort(): void;
}

interface Snapshot<R> {
  data: R | undefined;
  error: Error | undefined;
  pending: boolean;
}

/**
 * Wraps one method of an environment API as state: `execute(payload)` sends it with an
 * `AbortSignal`; `data`, `error`, `pending` follow. The request in flight is aborted when the
 * component unmounts (its result is then dropped; the host is not told, so a picker stays open
 * until the person closes it). Pickers wait for the person as long as it takes, as in the core.
 * The latest `method` of each render is used.
 *
 * @example
 * ```tsx
 * import { useEnvironmentApi, useRequest } from "@hostbridge/react";
 * import { useUi } from "@hostbridge/ui-api";
 *
 * function Picker() {
 *   const pick = useRequest(useEnvironmentApi(useUi).selectContent);
 *   return (
 *     <button onClick={() => void pick.execute({ content_type: "file" })} disabled={pick.pending}>
 *       Pick
 *     </button>
 *   );
 * }
 * ```
 */
export function useRequest<A, R>(
  method: RequestMethod<A, R>,
  options: UseRequestOptions = {},
): RequestState<A, R> {
  const [state, setState] = useState<Snapshot<R>>({
    data: undefined,
    error: undefined,
    pending: false,
  });
  const latest = useLatest({ method, timeout: options.timeout });
  // what lives as long as the component: `execute` and `abort` (the same functions on every
  // render), and the effect that tells them whether it is mounted
  const [life] = useState(() => {
    let mounted = false;
    let inFlight: AbortController | undefined;
    const abort = () => {
      if (!inFlight) return;
      inFlight.abort();
      inFlight = undefined;
      if (mounted) setState((s) => ({ ...s, pending: false }));
    };
    return {
      abort,
      execute: async (payload?: A): Promise<R | undefined> => {
        abort();
        const controller = new AbortController();
        inFlight = controller;
        const current = () => mounted && inFlight === controller;
        setState((s) => ({ ...s, pending: true, error: undefined }));
        const { method: run, timeout } = latest.current;
        try {
          const data = await run(payload as A, { signal: controller.signal, timeout });
          if (current()) setState({ data, error: undefined, pending: false });
          return data;
        } catch (error) {
          if (current()) setState((s) => ({ ...s, error: error as Error, pending: false }));
          return undefined;
        } finally {
          if (inFlight === controller) inFlight = undefined;
        }
      },
      mount: () => {
        mounted = true;
        return () => {
          mounted = false;
          abort();
          inFlight = undefined;
        };
      },
    };
  });
  useEffect(life.mount, [life]);
  return { ...state, execute: life.execute, abort: life.abort };
}
