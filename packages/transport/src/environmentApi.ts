// The factory behind useUi(), useAdmin() and useDsr(): one cached instance per options, one method
// per operation, `on(type, handler)` plus an `on<Message>` shortcut per pushed message type. Reached
// by the sibling packages through "@hostbridge/transport/internal" (outside semver).
import type { Bridge, MessageKind, RequestOptions, Unsubscribe } from "./bridgeOptions";
import type { Cased, Casing } from "./casing";
import { createInstanceCache } from "./instanceCache";
import type { EnvironmentApiOptions, Lifecycle } from "./instanceCache";

/**
 * `get_files` -> `getFiles`, `_env_changed` -> `EnvChanged`: the runtime twin of `CamelCase`.
 *
 * @example
 * ```ts
 * camelCase("select_content"); // "selectContent"
 * ```
 */
export const camelCase = (name: string): string =>
  name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * One typed method: operations without a payload take none, operations whose payload is all
 * optional may leave it out, the others require it. Every method takes per-call
 * `{ signal, timeout }` and resolves the host's response body.
 */
export type ApiMethod<Op extends { request: unknown; response: unknown }, C extends Casing> = [
  Op["request"],
] extends [void]
  ? (payload?: undefined, options?: RequestOptions) => Promise<Cased<Op["response"], C>>
  : undefined extends Op["request"]
    ? (
        payload?: Cased<Exclude<Op["request"], undefined>, C>,
        options?: RequestOptions,
      ) => Promise<Cased<Op["response"], C>>
    : (
        payload: Cased<Op["request"], C>,
        options?: RequestOptions,
      ) => Promise<Cased<Op["response"], C>>;

/**
 * Adds members to each instance of an environment API (`streamPromptAssistant`), given the
 * instance's bridge, its lifecycle (`check()` before adding a handler, `track()` its remover), and
 * `send`, which sends one operation the way the generated methods do (counted in flight).
 */
export type EnvironmentApiExtension = (
  bridge: Bridge<Casing>,
  life: Lifecycle,
  send: (type: string, payload: unknown, options?: RequestOptions) => Promise<unknown>,
) => Record<string, unknown>;

/** Sends one operation over `bridge` and resolves its response body. */
export type EnvironmentRequest = (
  bridge: Bridge<Casing>,
  type: string,
  payload: unknown,
  options?: RequestOptions,
) => Promise<unknown>;

/**
 * Returns the `use<Environment>()` function of one environment API. Called with equal options it
 * returns the same instance; with different options a new, independent one; `dispose()` releases
 * one holder and the instance ends with its last holder (see `createInstanceCache`). An
 * instance has one method per operation, `location`, `bridge`, `on(type, handler)`, one
 * `on<Message>` shortcut per message type, `dispose()`, and what `extend` adds. Creates nothing
 * before the first call. (Positional parameters keep every consumer's bundle small.)
 *
 * @param name - the factory's name, for error messages: `"useUi()"`
 * @param location - the environment: the API's `location` and the kind of pushed messages `on()` listens to
 * @param methods - operation types; each becomes a method named by stripping `<location>_` and camel-casing
 * @param messages - pushed message types; each becomes an `on<Name>(handler)` shortcut
 *   (`ui_app_set_data` -> `onAppSetData`)
 * @param request - sends one operation over the bridge and resolves its response body
 * @param extend - extra members of each instance (`streamPromptAssistant`)
 *
 * @example
 * ```ts
 * const getDsr = createEnvironmentApi<DsrApi>(
 *   "useDsr()",
 *   "dsr",
 *   DSR_API_METHOD_TYPES,
 *   DSR_MESSAGE_TYPES,
 *   (bridge, type, payload, options) => bridge.requestDsr(type, payload, options),
 * );
 * ```
 */
export function createEnvironmentApi<T>(
  name: string,
  location: MessageKind,
  methods: readonly string[],
  messages: readonly string[],
  request: EnvironmentRequest,
  extend?: EnvironmentApiExtension,
): (options?: EnvironmentApiOptions) => T {
  return createInstanceCache<EnvironmentApiOptions, T>(name, (_, bridge, life) => {
    const send = (...args: [type: string, payload: unknown, options?: RequestOptions]) =>
      life.run(() => request(bridge, ...args));
    const on = (type: string, handler: (payload: never) => void): Unsubscribe => {
      life.check();
      return life.track(bridge.onMessage(location, type, handler));
    };
    const api: Record<string, unknown> = {
      location,
      bridge,
      on,
      dispose: life.dispose,
      ...extend?.(bridge, life, send),
    };
    for (const type of methods)
      api[camelCase(type.slice(location.length + 1))] = (
        ...args: [payload: unknown, options?: RequestOptions]
      ) => send(type, ...args);
    for (const type of messages)
      api[`on${camelCase(type.slice(location.length))}`] = (handler: (payload: never) => void) =>
        on(type, handler);
    return api as T;
  }).get;
}
