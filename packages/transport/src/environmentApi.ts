// The factory behind useUi(), useAdmin() and useDsr(): one cached instance per options, one method
// per operation (sent with `bridge.call`, resolving the response body), `on(type, handler)` plus an
// `on<Message>` shortcut per pushed message type. Reached by the sibling packages through the
// package root (`@hostbridge/transport`), bound to each entry's bridge by ./apiFactories.
import { methodName } from "@hostbridge/protocol-types/wire";
import type { Bridge, PushKind, RequestOptions, Unsubscribe } from "./bridgeOptions";
import type { Cased, Casing } from "./casing";
import { instanceCacheWith } from "./instanceCache";
import type { BridgeFactory, Lifecycle } from "./instanceCache";
import { perWireLists } from "./perWireBridge";

/**
 * `get_files` -> `getFiles`, `_env_changed` -> `EnvChanged`.
 *
 * @deprecated Use `methodName` of `@hostbridge/protocol-types/wire`, the one rule for method names
 * (`camelCase(name)` is `methodName(name)`).
 *
 * @example
 * ```ts
 * camelCase("select_content"); // "selectContent"
 * ```
 */
export const camelCase: (name: string) => string = methodName;

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

/** What {@link createEnvironmentApi} builds an environment API from. */
export interface EnvironmentApiSpec {
  /** The factory's name, for error messages: `"useUi()"`. */
  name: string;
  /**
   * The environment: the API's `location` and the kind of pushed messages `on()` listens to. Its
   * requests are of kind `svc` for `ui`, else of the environment's own kind.
   */
  location: PushKind;
  /** Operation types; each becomes a method named by stripping `<location>_` and camel-casing. */
  methods: readonly string[];
  /** Pushed message types; each becomes an `on<Name>(handler)` shortcut (`ui_app_set_data` -> `onAppSetData`). */
  messages: readonly string[];
  /** Extra members of each instance (`streamPromptAssistant`). */
  extend?: EnvironmentApiExtension | undefined;
}

/**
 * `createEnvironmentApi` of an entry (./apiFactories), whose instances' bridges `newBridge` creates;
 * a per-wire entry's (`perWire`) lists its live instances for `perWireBridge()`.
 */
export function environmentApiWith<Use extends (options?: never) => object>(
  spec: EnvironmentApiSpec,
  newBridge: BridgeFactory,
  perWire?: boolean,
): Use {
  const { name, location, methods, messages, extend } = spec;
  const kind = location == "ui" ? "svc" : location;
  const cache = instanceCacheWith(name, newBridge, (_, bridge, life) => {
    const send = (type: string, payload: unknown, options?: RequestOptions) =>
      life.run(() => bridge.call(kind, type, payload, options));
    const on = (type: string, handler: (payload: never) => void): Unsubscribe => {
      life.check();
      return life.track(bridge.onMessage(location, type, handler));
    };
    const api: { bridge: Bridge<Casing>; [member: string]: unknown } = {
      location,
      bridge,
      on,
      dispose: life.dispose,
      ...extend?.(bridge, life, send),
    };
    for (const type of methods)
      api[methodName(type.slice(location.length + 1))] = (
        payload: unknown,
        options?: RequestOptions,
      ) => send(type, payload, options);
    for (const type of messages)
      api[`on${methodName(type.slice(location.length))}`] = (handler: (payload: never) => void) =>
        on(type, handler);
    return api;
  });
  if (perWire) perWireLists.push(cache.live);
  // (the one place the API's type is stated: `Use`, which the caller's declaration gives; the
  // object above is built from the registry's method table, which its type is derived from)
  return cache.get as Use;
}
