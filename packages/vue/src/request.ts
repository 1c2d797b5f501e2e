// A host request as reactive state: data, error, pending, execute(); aborted when the calling scope
// ends. The method of an environment API is given as it is (`useHostRequest(ui.selectContent)`):
// the AbortSignal is passed to it here, so the app writes no lambda that only forwards `signal`.
import { getCurrentScope, onScopeDispose, shallowReactive } from "./vue";
import type { RequestOptions } from "./sdk";
import { onServer } from "./plugin";

/** A method of an environment API (`ui.selectContent`, `ui.open`, ...): payload, then options. */
export type HostRequestMethod<A, R> = (payload: A, options?: RequestOptions) => Promise<R>;

/** The arguments of `execute()`: the method's payload, optional when the method's is. */
export type HostRequestArgs<A> = undefined extends A ? [payload?: A] : [payload: A];

/** Options of {@link useHostRequest}. */
export interface HostRequestOptions {
  /**
   * Milliseconds to wait for the host. Default: the method's own (30 s; never for operations that
   * wait for a person, such as pickers).
   */
  timeout?: number | undefined;
  /**
   * Run once at once, without a payload, in a browser (for methods whose payload is optional:
   * `getAppConfig` of `useHostApi`); on the server `pending` stays `true`. Default `false`.
   */
  immediate?: boolean | undefined;
}

/**
 * What {@link useHostRequest} returns: one reactive object, so a template reads `pick.pending`
 * and `pick.data` (no `.value`). Destructuring it loses the reactivity: use `toRefs(pick)` for refs.
 */
export interface HostRequest<A, R> {
  /** The last successful answer (kept while a new run is in flight), else `undefined`. */
  readonly data: R | undefined;
  /**
   * Why the last run failed, else `undefined`: what the method rejected with, a `HostBridgeError`
   * for every method of an environment API (`HostError` for the host's own failure); its `message`
   * can be shown to a person. (Typed `Error`, as TanStack Query types its errors: a method of your
   * own must reject with an `Error` too.)
   */
  readonly error: Error | undefined;
  /** Whether a run is in flight. */
  readonly pending: boolean;
  /**
   * Sends the request (aborting a run still in flight: the latest wins) and resolves its answer,
   * or `undefined` when it failed or was aborted: it never rejects, the failure is in `error`.
   */
  execute(...payload: HostRequestArgs<A>): Promise<R | undefined>;
  /**
   * Stops waiting for the run in flight, if any: `pending` becomes `false`, `data` and `error` stay
   * as they were (an abort is not an error; `execute()` resolves `undefined`). The host is not told:
   * a picker it opened stays open until the person closes it. The same happens when the scope ends.
   */
  abort(): void;
}

/**
 * Gives one method of an environment API reactive state: `execute(payload)` calls it with an
 * `AbortSignal` (and `timeout`, when given); `data`, `error` and `pending` follow. When the calling
 * scope ends (the component unmounts), the run in flight is aborted and its answer dropped (the host
 * is not told: removing a component does not close the host's picker). Pickers have no timeout by
 * default, so a picker waits for the person as long as the component lives.
 *
 * @example
 * ```ts
 * import { useHostApi, useUi } from "@hostbridge/sdk";
 * import { useEnvironmentApi, useHostRequest } from "@hostbridge/vue";
 *
 * const ui = useEnvironmentApi(useUi);
 * const pick = useHostRequest(ui.selectContent);
 * const config = useHostRequest(useEnvironmentApi(useHostApi).getAppConfig, { immediate: true });
 * // <button :disabled="pick.pending" @click="pick.execute({ max_selections: 1 })">Pick</button>
 * // <p v-if="pick.error">{{ pick.error.message }}</p>
 * ```
 */
export function useHostRequest<A, R>(
  method: HostRequestMethod<A, R>,
  options: HostRequestOptions = {},
): HostRequest<A, R> {
  let current: AbortController | undefined;
  let ended = false;
  const abort = () => {
    current?.abort();
    current = undefined;
    state.pending = false;
  };
  const execute = async (payload?: A): Promise<R | undefined> => {
    if (ended) return undefined;
    abort();
    const controller = (current = new AbortController());
    state.pending = true;
    state.error = undefined;
    try {
      const answer = await method(payload as A, {
        signal: controller.signal,
        timeout: options.timeout,
      });
      if (current !== controller) return undefined;
      state.data = answer;
      return answer;
    } catch (failure) {
      if (current === controller) state.error = failure as Error;
      return undefined;
    } finally {
      if (current === controller) {
        current = undefined;
        state.pending = false;
      }
    }
  };
  // (shallow: an answer is the host's record, kept as it came, never made deeply reactive)
  const state = shallowReactive<{ -readonly [K in keyof HostRequest<A, R>]: HostRequest<A, R>[K] }>(
    {
      data: undefined,
      error: undefined,
      pending: false,
      execute,
      abort,
    },
  );
  if (getCurrentScope()) {
    onScopeDispose(() => {
      ended = true;
      abort();
    });
  }
  if (options.immediate) {
    if (onServer()) state.pending = true;
    else void execute();
  }
  return state;
}
