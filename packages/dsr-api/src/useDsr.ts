import type { DsrMessageMap, DsrMessageType } from "@hostbridge/protocol-types";
import { createBridge } from "@hostbridge/transport";
import type {
  Bridge,
  BridgeOptions,
  Cased,
  Casing,
  RequestOptions,
  Unsubscribe,
} from "@hostbridge/transport";
import { createInstanceCache, createLifecycle } from "./instanceCache";
import type { Lifecycle } from "./instanceCache";
import { buildMethods } from "./methods";
import type { DsrMethods } from "./methods";

/**
 * Options of {@link useDsr}: every option of `createBridge()` (`casing`, `logLevel`,
 * `errorLogger`, `hostOrigin`, `transport`, `timeout`, ...), plus `bridge`.
 */
export type DsrOptions<C extends Casing = "snake"> = BridgeOptions<C> & {
  /**
   * Use this bridge instead of creating one. The other bridge options are then ignored, and
   * disposing the DSR API does not dispose this bridge. Pass the bridge's `casing` too, so the types follow it.
   */
  bridge?: Bridge<C> | undefined;
};

/** Receives the payload of a pushed DSR message of type `K`, in the app's casing. */
export type DsrMessageHandler<K extends DsrMessageType, C extends Casing = "snake"> = (
  payload: Cased<DsrMessageMap[K], C>,
) => void;

/** The methods of the DSR environment returned by {@link useDsr}. */
export interface DsrApi<C extends Casing = "snake"> extends DsrMethods<C> {
  /** The environment of this API: `"dsr"`. */
  readonly location: "dsr";
  /** The bridge the methods go through. */
  readonly bridge: Bridge<C>;
  /** Calls `handler` with every `DSR_MESSAGE` of this type (`dsr_env_changed`); returns the function that stops it. */
  on<K extends DsrMessageType>(type: K, handler: DsrMessageHandler<K, C>): Unsubscribe;
  /** `on("dsr_env_changed", handler)`: the DSR environment (DsrEnv) changed. */
  onEnvChanged(handler: DsrMessageHandler<"dsr_env_changed", C>): Unsubscribe;
  /**
   * Removes every handler this API added and disposes its bridge (unless it was given as `bridge`):
   * pending requests reject with `TRANSPORT_CLOSED`. Later calls reject with `TRANSPORT_CLOSED`.
   */
  dispose(): void;
}

type AnyOptions = DsrOptions<Casing>;

const cache = /* @__PURE__ */ createInstanceCache<AnyOptions, DsrApi<Casing>>(createDsr);

/**
 * Returns the methods of the DSR environment: `close`, `embeddableReady`, `getAppConfig`, `getEnv`
 * and `getFile` (the 5 DSR operations), each sent as a `DSR_REQUEST` with per-call
 * `{ signal, timeout }`, resolving the typed response body; an `error` in the response rejects with
 * a `HostError`. `on("dsr_env_changed", handler)` receives pushed `DSR_MESSAGE`s.
 *
 * Called again with equal options it returns the same instance (one bridge, one window listener).
 * With different options it retires the previous instance: its handlers are removed at once, new
 * calls on it reject with `TRANSPORT_CLOSED`, requests in flight still settle, then its bridge is
 * disposed. Nothing touches `window` before the first call, so it is safe to call during SSR.
 *
 * @example
 * ```ts
 * import { useDsr } from "@hostbridge/dsr-api";
 *
 * const dsr = useDsr({ hostOrigin: "https://dsr.example.com" });
 * await dsr.embeddableReady();
 * const file = await dsr.getFile({ id: "file-1" });
 * ```
 */
export function useDsr<C extends Casing = "snake">(options?: DsrOptions<C>): DsrApi<C> {
  return cache.get(options) as unknown as DsrApi<C>;
}

function createDsr(
  options: AnyOptions,
  release: () => void,
): { api: DsrApi<Casing>; life: Lifecycle } {
  const bridge = options.bridge ?? createBridge(options);
  const life = createLifecycle("useDsr()", bridge, !options.bridge, release);
  const on = (type: string, handler: (payload: never) => void): Unsubscribe => {
    life.check();
    return life.track(bridge.onMessage("dsr", type, handler));
  };
  const api = {
    ...buildMethods((type, payload, opts?: RequestOptions) =>
      life.run(() => bridge.requestDsr(type, payload, opts)),
    ),
    location: "dsr",
    bridge,
    on,
    onEnvChanged: (handler: (payload: never) => void) => on("dsr_env_changed", handler),
    dispose: life.dispose,
  };
  return { api: api as unknown as DsrApi<Casing>, life };
}
