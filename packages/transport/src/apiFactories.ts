// What each entry of this package exports on top of its bridge: createEnvironmentApi and
// createInstanceCache bound to that entry's createBridge (the automatic one at the package root, a
// per-wire one at `@hostbridge/transport/platform` and `/envelopes`), so a bundle carries only the
// bridge, and the wire codecs, of the entry it imports.
import type { BridgeFactory, EnvironmentApiOptions, Lifecycle } from "./instanceCache";
import { instanceCacheWith } from "./instanceCache";
import { environmentApiWith } from "./environmentApi";
import type { EnvironmentApiSpec } from "./environmentApi";
import type { Bridge } from "./bridgeOptions";
import type { Casing } from "./casing";

/** The factories of one entry, bound to its bridge factory. */
export interface EntryFactories {
  /**
   * Returns the `use<Environment>()` function of one environment API. Called with equal options it
   * returns the same instance; with different options a new, independent one; `dispose()` releases
   * one holder and the instance ends with its last holder (see `createInstanceCache`). An instance
   * has one method per operation (`bridge.call(kind, type, payload, options)`, resolving the
   * response body), `location`, `bridge`, `on(type, handler)`, one `on<Message>` shortcut per message
   * type, `dispose()`, and what `extend` adds. Creates nothing before the first call.
   *
   * @example
   * ```ts
   * const useDsr: <C extends Casing = "snake">(options?: DsrOptions<C>) => DsrApi<C> =
   *   createEnvironmentApi({
   *   name: "useDsr()",
   *   location: "dsr",
   *   methods: DSR_API_METHOD_TYPES,
   *   messages: DSR_MESSAGE_TYPES,
   * });
   * ```
   */
  createEnvironmentApi<Use extends (options?: never) => object>(spec: EnvironmentApiSpec): Use;
  /**
   * Keeps one live instance per distinct options (see `useHostApi()`): `get(options)` returns the
   * live instance created with equal options, else a new, independent one with `options.bridge` or
   * a bridge made by this entry's `createBridge` (which it then owns and disposes). Each `get()`
   * counts one holder; `dispose()` releases one, and the instance ends (pending requests reject,
   * handlers go) with its last holder. `name` names the factory in errors (`"useUi()"`).
   */
  createInstanceCache<O extends EnvironmentApiOptions, T>(
    name: string,
    create: (options: O, bridge: Bridge<Casing>, life: Lifecycle) => T,
  ): { get: (options?: O) => T; peek: () => T | undefined };
}

/**
 * {@link EntryFactories.createEnvironmentApi} bound to `newBridge`; a per-wire entry's (`perWire`)
 * instances are found by `perWireBridge()`, so that peer connectivity follows their wire.
 */
export const environmentApiFor =
  (newBridge: BridgeFactory, perWire?: boolean): EntryFactories["createEnvironmentApi"] =>
  (spec) =>
    environmentApiWith(spec, newBridge, perWire);

/** {@link EntryFactories.createInstanceCache} bound to `newBridge`. */
export const instanceCacheFor =
  (newBridge: BridgeFactory): EntryFactories["createInstanceCache"] =>
  (name, create) =>
    instanceCacheWith(name, newBridge, create);
