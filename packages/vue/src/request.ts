// A request as state: data, error, pending, execute(); aborted when the calling scope ends.
import { getCurrentScope, onScopeDispose, shallowRef } from "./vue";
import type { Ref, ShallowRef } from "vue";
import { onServer } from "./plugin";

/** Options of {@link useHostRequest}. */
export interface HostRequestOptions {
  /** Run once at once (with no arguments) in a browser; on the server `pending` stays `true`. Default `false`. */
  immediate?: boolean;
}

/** What {@link useHostRequest} returns. */
export interface HostRequest<T, A extends unknown[]> {
  /** The last successful answer, or `undefined`. */
  data: ShallowRef<T | undefined>;
  /** The error of the last run (a `HostBridgeError`, `HostError` for the host's own), or `undefined`. */
  error: ShallowRef<unknown>;
  /** Whether a run is in flight. */
  pending: Ref<boolean>;
  /**
   * Runs the request; a run still in flight is aborted first (the latest wins). Resolves the answer,
   * or `undefined` when it failed (then `error` holds why). Never rejects.
   */
  execute(...args: A): Promise<T | undefined>;
  /**
   * Stops waiting for the run in flight, if any: `pending` becomes `false`, `data` and `error` stay
   * as they were (an abort is not an error; `execute()` resolves `undefined`). The host is not told:
   * a picker it opened stays open until the person closes it. The same happens when the scope ends.
   */
  abort(): void;
}

/**
 * Gives a host request Vue state. `run` gets an `AbortSignal` (pass it as `{ signal }` to the
 * method) and the arguments of `execute()`. When the calling scope ends (the component unmounts),
 * the run in flight is aborted (the host is not told: removing a component does not close the
 * host's picker). Pickers and other interactive operations have no timeout by default, so a picker
 * waits for the user as long as the component lives.
 *
 * @example
 * ```ts
 * import { useUi } from "@hostbridge/sdk";
 * import { useEnvironmentApi, useHostRequest } from "@hostbridge/vue";
 *
 * const ui = useEnvironmentApi(useUi);
 * const pick = useHostRequest((signal) => ui!.selectContent({ max_selections: 1 }, { signal }));
 * // <button :disabled="pick.pending.value" @click="pick.execute()">Pick</button>
 * ```
 */
export function useHostRequest<T, A extends unknown[] = []>(
  run: (signal: AbortSignal, ...args: A) => Promise<T>,
  options: HostRequestOptions = {},
): HostRequest<T, A> {
  const data = shallowRef<T>();
  const error = shallowRef<unknown>();
  const pending = shallowRef(false);
  let current: AbortController | undefined;
  let ended = false;
  const abort = () => {
    current?.abort();
    current = undefined;
    pending.value = false;
  };
  const execute = async (...args: A): Promise<T | undefined> => {
    if (ended) return undefined;
    abort();
    const controller = (current = new AbortController());
    pending.value = true;
    error.value = undefined;
    try {
      const answer = await run(controller.signal, ...args);
      if (current !== controller) return undefined;
      data.value = answer;
      return answer;
    } catch (failure) {
      if (current === controller) error.value = failure;
      return undefined;
    } finally {
      if (current === controller) {
        current = undefined;
        pending.value = false;
      }
    }
  };
  if (getCurrentScope()) {
    onScopeDispose(() => {
      ended = true;
      abort();
    });
  }
  if (options.immediate) {
    if (onServer()) pending.value = true;
    else void execute(...([] as unknown as A));
  }
  return { data, error, pending, execute, abort };
}
