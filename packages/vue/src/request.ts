// A host request as refs: status, data, error, pending, and execute() that resolves how the run
// ended; aborted when the calling scope ends. The state machine is transport's request runner
// (`createRequestRunner`), the one the React binding uses too; this composable copies its snapshot
// into refs. The method of an environment API is given as it is (`useHostRequest(ui.selectContent)`):
// the AbortSignal is passed to it here, so the app writes no lambda that only forwards `signal`.
import { getCurrentScope, onScopeDispose, shallowRef } from "./vue";
import type { ShallowRef } from "vue";
import { createRequestRunner } from "./sdk";
import type { RequestArgs, RequestMethod, RequestResult, RequestStatus } from "./sdk";
import { onServer } from "./plugin";

/** A method of an environment API (`ui.selectContent`, `ui.open`, ...): payload, then options. */
export type HostRequestMethod<A, R> = RequestMethod<A, R>;

/** The arguments of `execute()`: the method's payload, optional when the method's is. */
export type HostRequestArgs<A> = RequestArgs<A>;

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

/** A ref the composable keeps current; the app reads it. */
export type StateRef<T> = Readonly<ShallowRef<T>>;

/**
 * What {@link useHostRequest} returns: refs, like every composable of this package (destructure
 * it: `const { pending, execute } = useHostRequest(m)`; for `pick.pending` in a template, wrap it:
 * `const pick = reactive(useHostRequest(m))`).
 */
export interface HostRequest<A, R> {
  /** Where the request is: `idle`, `pending`, `success`, `error` or `aborted`. */
  readonly status: StateRef<RequestStatus>;
  /** The last successful answer (kept while a new run is in flight, and after an abort), else `undefined`. */
  readonly data: StateRef<R | undefined>;
  /**
   * Why the last run failed, else `undefined`: what the method rejected with, a `HostBridgeError`
   * for every method of an environment API (`HostError` for the host's own failure); its `message`
   * can be shown to a person. (Typed `Error`, as TanStack Query types its errors: a method of your
   * own must reject with an `Error` too.)
   */
  readonly error: StateRef<Error | undefined>;
  /** Whether a run is in flight (`status === "pending"`). */
  readonly pending: StateRef<boolean>;
  /**
   * Sends the request (aborting a run still in flight: the latest wins) and resolves how it ended:
   * `{ ok: true, data }`, `{ ok: false, aborted: false, error }` or `{ ok: false, aborted: true }`.
   * It never rejects; the failure is in `error` too.
   */
  execute(...payload: HostRequestArgs<A>): Promise<RequestResult<R>>;
  /**
   * Stops waiting for the run in flight, if any: `status` becomes `aborted`, `data` and `error`
   * stay as they were (an abort is not an error). The host is not told: a picker it opened stays
   * open until the person closes it. The same happens when the scope ends.
   */
  abort(): void;
}

/**
 * Gives one method of an environment API reactive state: `execute(payload)` calls it with an
 * `AbortSignal` (and `timeout`, when given) and resolves how the run ended (success, failure or
 * abort, told apart); `status`, `data`, `error` and `pending` follow. When the calling scope ends
 * (the component unmounts), the run in flight is aborted and its answer dropped (the host is not
 * told: removing a component does not close the host's picker), and later runs resolve aborted.
 * Pickers have no timeout by default, so a picker waits for the person as long as the component lives.
 *
 * @example
 * ```ts
 * import { reactive } from "vue";
 * import { useHostApi, useUi } from "@hostbridge/sdk";
 * import { useEnvironmentApi, useHostRequest } from "@hostbridge/vue";
 *
 * const ui = useEnvironmentApi(useUi);
 * const pick = reactive(useHostRequest(ui.selectContent)); // pick.pending in the template
 * const { data: config } = useHostRequest(useEnvironmentApi(useHostApi).getAppConfig, {
 *   immediate: true,
 * });
 * async function pickOne() {
 *   const result = await pick.execute({ max_selections: 1 });
 *   if (result.ok) console.log(result.data.content?.[0]?.name, config.value);
 *   else if (!result.aborted) console.log("the picker failed:", result.error.message);
 * }
 * // <button :disabled="pick.pending" @click="pickOne">Pick</button>
 * // <p v-if="pick.error">{{ pick.error.message }}</p>
 * ```
 */
export function useHostRequest<A, R>(
  method: HostRequestMethod<A, R>,
  options: HostRequestOptions = {},
): HostRequest<A, R> {
  const runner = createRequestRunner(
    () => method,
    () => options.timeout,
  );
  const first = runner.getSnapshot();
  const status = shallowRef(first.status);
  const data = shallowRef(first.data);
  const error = shallowRef(first.error);
  const pending = shallowRef(first.pending);
  runner.subscribe(() => {
    const next = runner.getSnapshot();
    status.value = next.status;
    // (shallow: an answer is the host's record, kept as it came, never made deeply reactive)
    data.value = next.data;
    error.value = next.error;
    pending.value = next.pending;
  });
  if (getCurrentScope()) onScopeDispose(runner.dispose);
  if (options.immediate) {
    if (onServer()) [status.value, pending.value] = ["pending", true];
    else void (runner.execute as () => Promise<unknown>)();
  }
  return { status, data, error, pending, execute: runner.execute, abort: runner.abort };
}
